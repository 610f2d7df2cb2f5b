import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, json, makeUser } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

describe('the terms page', () => {
  it("lands a newcomer in the campaign their acceptance joined, on its title's first screen", async () => {
    const user = userEvent.setup();
    const newcomer = makeUser({ terms_accepted: false, campaign_id: null, title: null, campaigns: [] });
    const { server } = await renderApp({
      path: '/groundwork/terms',
      state: { me: newcomer },
      setup: (fake) => {
        // The server joins the campaign of the invitation registered through (decision 0063).
        fake.on('PUT /api/users/terms/', () => {
          fake.state.me = makeUser({
            campaign_id: CAMPAIGN_ID,
            title: 'Volunteer',
            campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }],
          });
          return json(200, { status: 'user_terms_status_updated', terms_accepted: true });
        });
      },
    });
    await screen.findByRole('heading', { name: 'Before you start' });
    for (const title of ['Privacy Policy', 'Disclaimer', 'Terms and Conditions']) {
      expect(screen.getByTitle(title)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Accept' }));
    }
    await waitFor(() => {
      expect(location()).toBe('/groundwork/walkbooks');
    });
    expect(server.callsTo('PUT', '/api/users/terms/')).toHaveLength(1);
    expect(screen.queryByText('No campaigns found.')).not.toBeInTheDocument();
  });
});
