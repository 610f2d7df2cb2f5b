import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredNotifications } from './deferred-notifications';

const renderArea = () =>
  render(
    <MantineProvider>
      <DeferredNotifications />
    </MantineProvider>,
  );

/** Mantine's notification area (one container per corner): absent until it mounts. */
const area = () => document.querySelector('.mantine-Notifications-root');

describe('DeferredNotifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
    });
    vi.useRealTimers();
  });

  it('mounts the notification area only once the browser is idle', () => {
    renderArea();
    expect(area()).toBeNull();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(area()).not.toBeNull();
  });

  it('shows a notification raised before it mounted, at once', () => {
    renderArea();
    act(() => {
      notifications.show({ message: 'Walkbook saved' });
    });
    expect(screen.getByText('Walkbook saved')).toBeInTheDocument();
  });

  it('shows a notification raised before it was even rendered', () => {
    act(() => {
      notifications.show({ message: 'Signed out' });
    });
    renderArea();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });
});
