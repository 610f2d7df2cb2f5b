import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERIODIC_JOB_INTERVAL_MS } from '@groundwork/shared/constants';
import { makeInvitation, makeUser } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

describe('periodic job and the invitations menu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the user record every 5000 ms, so a new invitation appears and can be opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await renderApp({ path: '/groundwork/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const loads = server.callsTo('GET', '/api/users/me').length;
    expect(screen.queryByRole('button', { name: /^Invitations/ })).not.toBeInTheDocument();

    server.state.me = makeUser({ invitations: [makeInvitation()] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PERIODIC_JOB_INTERVAL_MS);
    });
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/users/me').length).toBe(loads + 1);
    });
    const bell = await screen.findByRole('button', { name: 'Invitations (1)' });

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(bell);
    await user.click(await screen.findByRole('menuitem', { name: /Hillside Schools Levy/ }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/groundwork/invitation');
    });
    expect(await screen.findByRole('heading', { name: 'Join Hillside Schools Levy' })).toBeInTheDocument();
  });

  it('follows a title change made on the server: the menu shrinks at the next refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await renderApp({ path: '/groundwork/campaign' });
    const menu = await screen.findByRole('list', { name: 'Pages' });
    expect(menu.querySelectorAll('a').length).toBeGreaterThan(5);

    const base = makeUser();
    server.state.me = makeUser({ title: 'Staff', campaigns: [{ ...base.campaigns[0]!, title: 'Staff' }] });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PERIODIC_JOB_INTERVAL_MS);
    });
    await waitFor(() => {
      expect(screen.getByRole('list', { name: 'Pages' }).querySelectorAll('a')).toHaveLength(6);
    });
  });
});
