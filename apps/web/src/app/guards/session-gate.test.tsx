import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import {
  json,
  makeCampaign,
  makeCampaignUser,
  makeInvitation,
  makeUser,
  OTHER_CAMPAIGN_ID,
} from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const location = () => screen.getByTestId('location').textContent;

describe('the guard, in the order of shell §2', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a signed-out visitor to /auth/login', async () => {
    await renderApp({ path: '/groundwork/dashboard', state: { signedIn: false } });
    await waitFor(() => {
      expect(location()).toBe('/auth/login');
    });
    // The sign-in pages are chunks of their own: the page appears once its code has loaded.
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a signed-in person with an unverified e-mail to /auth/verify', async () => {
    const { server } = await renderApp({ path: '/groundwork/dashboard', state: { emailVerified: false } });
    await waitFor(() => {
      expect(location()).toBe('/auth/verify');
    });
    expect(await screen.findByText('manager@demo.groundwork.test')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/users/me')).toHaveLength(0);
  });

  it('shows the loading card while the user record, then the campaign, load', async () => {
    let releaseUser: () => void = () => undefined;
    let releaseCampaign: () => void = () => undefined;
    const userHeld = new Promise<void>((resolve) => (releaseUser = resolve));
    const campaignHeld = new Promise<void>((resolve) => (releaseCampaign = resolve));
    await renderApp({
      path: '/groundwork/dashboard',
      setup: (server) => {
        server.on('GET /api/users/me', async () => {
          await userHeld;
          return json(200, makeUser());
        });
        server.on('GET /api/campaign/', async () => {
          await campaignHeld;
          return json(200, makeCampaign());
        });
      },
    });
    expect(await screen.findByTestId('loading-message')).toHaveTextContent('Reloading data...');
    releaseUser();
    await waitFor(() => {
      expect(screen.getByTestId('loading-message')).toHaveTextContent('Loading campaign...');
    });
    releaseCampaign();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading campaign...')).not.toBeInTheDocument();
  });

  it("loads a Manager's recommendations with the session, naming them while they load", async () => {
    let releaseRecommendations: () => void = () => undefined;
    const recommendationsHeld = new Promise<void>((resolve) => (releaseRecommendations = resolve));
    const { server } = await renderApp({
      path: '/groundwork/dashboard',
      setup: (server) => {
        server.on('GET /api/recommended-walkbook/recommendation/all/', async () => {
          await recommendationsHeld;
          return json(200, []);
        });
      },
    });
    await waitFor(() => {
      expect(screen.getByTestId('loading-message')).toHaveTextContent('Loading recommendations...');
    });
    // The lists load together; the card names the first one still loading.
    expect(server.callsTo('GET', '/api/walkbook/all/')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/voter-group/all/')).toHaveLength(1);
    releaseRecommendations();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading recommendations...')).not.toBeInTheDocument();
  });

  it('shows the dismissible banner when the user record cannot be loaded', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/groundwork/dashboard',
      state: { me: json(503, { detail: 'down', code: 'SERVICE_UNAVAILABLE' }) },
    });
    const banner = await screen.findByTestId('error-banner');
    expect(banner).toHaveTextContent(MESSAGES.serverUnavailable);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('error-banner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the banner but still opens the campaign when only the campaign fails', async () => {
    await renderApp({
      path: '/groundwork/dashboard',
      state: { campaign: json(500, { detail: 'x', code: 'INTERNAL' }) },
    });
    expect(await screen.findByTestId('error-banner')).toHaveTextContent(MESSAGES.serverUnavailable);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('signs out someone who was never invited and says so on the login page', async () => {
    const { server } = await renderApp({
      path: '/groundwork',
      state: { me: json(404, { detail: MESSAGES.emailNotInvited, code: 'USER_NOT_INVITED' }) },
    });
    await waitFor(() => {
      expect(location()).toBe('/auth/login');
    });
    expect(await screen.findByText(MESSAGES.loginNotInvited)).toBeInTheDocument();
    expect(server.callsTo('POST', '/identity/sign-out')).toHaveLength(1);
  });

  it('allows only the terms page while the terms are not accepted', async () => {
    await renderApp({ path: '/groundwork/dashboard', state: { me: makeUser({ terms_accepted: false }) } });
    await waitFor(() => {
      expect(location()).toBe('/groundwork/terms');
    });
    expect(await screen.findByRole('heading', { name: 'Before you start' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signs out with "Failed to update user terms" when the acceptance cannot be recorded', async () => {
    const user = userEvent.setup();
    await renderApp({
      path: '/groundwork/terms',
      state: { me: makeUser({ terms_accepted: false }) },
      setup: (fake) => {
        fake.on('PUT /api/users/terms/', () =>
          json(400, { detail: 'Terms could not be saved', code: 'VALIDATION_FAILED' }),
        );
      },
    });
    await screen.findByRole('heading', { name: 'Before you start' });
    // Accept moves on to the next document (decision 0063).
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Accept' }));
    }
    await waitFor(() => {
      expect(location()).toBe('/auth/login');
    });
    expect(
      await screen.findByText(`${MESSAGES.failedToUpdateTerms}. Please sign in again.`),
    ).toBeInTheDocument();
  });

  it('allows only the picker when no membership and no invitation are chosen', async () => {
    const me = makeUser({
      campaign_id: null,
      title: null,
      date_joined: null,
      campaigns: [],
      invitations: [],
    });
    await renderApp({ path: '/groundwork/walkbooks', state: { me } });
    await waitFor(() => {
      expect(location()).toBe('/groundwork/user-options');
    });
    expect(await screen.findByText(MESSAGES.pickerNoCampaigns)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pickerNoInvitations)).toBeInTheDocument();
  });

  it('allows only the invitation page once an invitation is chosen', async () => {
    const invitation = makeInvitation();
    const me = makeUser({ invitations: [invitation] });
    const { selection } = await renderApp({ path: '/groundwork/dashboard', state: { me } });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await act(async () => {
      await selection.chooseInvitation(invitation);
    });
    await waitFor(() => {
      expect(location()).toBe('/groundwork/invitation');
    });
    expect(await screen.findByRole('heading', { name: 'Join Hillside Schools Levy' })).toBeInTheDocument();
  });

  it('gives a Manager the full routes and a Volunteer the reduced set', async () => {
    const manager = await renderApp({ path: '/groundwork/voter-groups' });
    expect(await screen.findByRole('heading', { name: 'Voter Groups', level: 1 })).toBeInTheDocument();
    manager.unmount();

    const volunteer = makeUser({
      title: 'Volunteer',
      campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }],
    });
    await renderApp({ path: '/groundwork/road-signs', state: { me: volunteer } });
    expect(await screen.findByRole('heading', { name: 'Road Signs', level: 1 })).toBeInTheDocument();
    const menu = screen.getByRole('list', { name: 'Pages' });
    expect(Array.from(menu.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Walkbooks',
      'Road Signs',
      'Texts to Send',
      'Calls to Make',
      'Campaign',
      'Account',
    ]);
    // A lead-only action is not offered.
    expect(screen.queryByRole('link', { name: 'Add road sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record placement' })).toBeInTheDocument();
  });

  it('shows the unknown-page text inside the shell for a path the title does not reach', async () => {
    const volunteer = makeUser({
      title: 'Volunteer',
      campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }],
    });
    await renderApp({ path: '/groundwork/dashboard', state: { me: volunteer } });
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.unknownPage)).not.toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.unknownPage, undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it('uses the chosen membership (campaign-user context) over the record default', async () => {
    const me = makeUser({
      campaigns: [
        ...makeUser().campaigns,
        {
          campaign_id: OTHER_CAMPAIGN_ID,
          campaign_name: 'Hillside Schools Levy',
          candidate_name: null,
          title: 'Staff',
          date_joined: '2026-02-01T10:00:00.000Z',
        },
      ],
    });
    const { selection } = await renderApp({ path: '/groundwork', state: { me } });
    await screen.findByRole('heading', { name: 'Welcome, Maya' });
    await act(async () => {
      await selection.chooseCampaign(
        makeCampaignUser({
          campaign_id: OTHER_CAMPAIGN_ID,
          title: 'Staff',
          date_joined: '2026-02-03T12:00:00.000Z',
        }),
      );
    });
    // Campaign and title from the fresh record; date_joined from the campaign-user context.
    await waitFor(() => {
      expect(screen.getByText('Hillside Schools Levy · Staff since Feb 3, 2026')).toBeInTheDocument();
    });
    expect(screen.getByRole('list', { name: 'Pages' }).querySelectorAll('a')).toHaveLength(6);
  });
});
