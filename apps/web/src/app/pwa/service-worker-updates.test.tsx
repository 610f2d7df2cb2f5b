import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceWorkerUpdates } from './service-worker-updates';
import { UPDATE_MESSAGE } from './update-prompt';

const registration = vi.hoisted(() => ({ waiting: false }));
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [registration.waiting, () => undefined],
    offlineReady: [false, () => undefined],
    updateServiceWorker: () => Promise.resolve(),
  }),
}));

const renderUpdates = () =>
  render(
    <MantineProvider>
      <ServiceWorkerUpdates />
    </MantineProvider>,
  );

describe('ServiceWorkerUpdates', () => {
  it('shows nothing while no new version waits', () => {
    registration.waiting = false;
    renderUpdates();
    expect(screen.queryByText(UPDATE_MESSAGE)).not.toBeInTheDocument();
  });

  it('loads the prompt once a new version waits', async () => {
    registration.waiting = true;
    renderUpdates();
    expect(await screen.findByText(UPDATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });
});
