import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { UPDATE_MESSAGE, UpdatePrompt } from './update-prompt';

const renderPrompt = (waiting: boolean, onReload = vi.fn(() => Promise.resolve())) =>
  render(
    <MantineProvider theme={theme}>
      <UpdatePrompt waiting={waiting} onReload={onReload} />
    </MantineProvider>,
  );

describe('the update prompt', () => {
  it('says nothing while no new version waits', () => {
    renderPrompt(false);
    expect(screen.queryByText(UPDATE_MESSAGE)).not.toBeInTheDocument();
  });

  it('announces a waiting version and lets it take over from the keyboard', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn(() => new Promise<void>(() => undefined));
    renderPrompt(true, onReload);
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_MESSAGE);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('can be put off until later', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn(() => Promise.resolve());
    renderPrompt(true, onReload);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_MESSAGE)).not.toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();
  });
});
