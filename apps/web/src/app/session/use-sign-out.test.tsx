import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY_CAMPAIGN_USER } from '@groundwork/shared/constants';
import { identity } from '../../lib/identity';
import { makeCampaignUser } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

describe('sign out', () => {
  it('clears queries, the chosen membership and local storage, signs out of the provider, and goes to /', async () => {
    const { server, queryClient, selection } = await renderApp({ path: '/groundwork/account' });
    await selection.chooseCampaign(makeCampaignUser());
    localStorage.setItem('something-else', 'x');
    expect(localStorage.getItem(STORAGE_KEY_CAMPAIGN_USER)).not.toBeNull();
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    });
    expect(identity.getState().status).toBe('signed-out');
    expect(server.callsTo('POST', '/identity/sign-out')).toHaveLength(1);
    expect(selection.getState()).toMatchObject({ campaignUser: null, invitation: null });
    expect(localStorage.length).toBe(0);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toHaveLength(0);
  });
});
