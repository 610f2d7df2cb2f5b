import { vi } from 'vitest';
import type { Campaign } from '@groundwork/shared/contracts/campaigns';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import type { CampaignUser, MeResponse, UserRecord } from '@groundwork/shared/contracts/users';

/**
 * A stand-in for the server at the fetch level, so component tests run the real API and identity
 * clients. Every call is recorded; tests adjust `state` or override a route.
 */

export const CAMPAIGN_ID = '4d6c48f3-1ce3-401f-956f-e59ee373355b';
export const OTHER_CAMPAIGN_ID = '7b1f0c5e-2d7a-4c1e-9f43-0a4e5b6c7d8e';
export const USER_ID = 'd3f89877-de19-4769-8254-e7fcb91cd4b9';
const JOINED = '2026-01-15T10:00:00.000Z';

export const makeUser = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  id: USER_ID,
  first: 'Maya',
  last: 'Okafor',
  email: 'manager@demo.groundwork.test',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  terms_accepted: true,
  oauth_accounts: [],
  campaign_id: CAMPAIGN_ID,
  title: 'Manager',
  date_joined: JOINED,
  campaigns: [
    {
      campaign_id: CAMPAIGN_ID,
      campaign_name: 'Riverside for Council',
      candidate_name: 'Dana Rivera',
      title: 'Manager',
      date_joined: JOINED,
    },
  ],
  invitations: [],
  ...overrides,
});

export const makeInvitation = (overrides: Partial<InvitationEntry> = {}): InvitationEntry => ({
  id: '0c7e2a52-8f3d-4b8e-9a51-3f7c2d1e0b9a',
  campaign_id: OTHER_CAMPAIGN_ID,
  campaign_name: 'Hillside Schools Levy',
  candidate_name: null,
  sender_email: 'lead@hillside.test',
  offer_title: 'Volunteer',
  expires_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const makeCampaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: CAMPAIGN_ID,
  name: 'Riverside for Council',
  candidate_name: 'Dana Rivera',
  address: '12 River Road',
  location: 'Riverside',
  owner_email: 'manager@demo.groundwork.test',
  is_texting_enabled: false,
  is_phone_banking_enabled: true,
  time_zone: 'America/New_York',
  require_two_factor: false,
  texting_hours: { start: '08:00', end: '21:00' },
  calling_hours: { start: '09:00', end: '21:00' },
  created_at: JOINED,
  ...overrides,
});

export const makeCampaignUser = (overrides: Partial<CampaignUser> = {}): CampaignUser => ({
  id: 'a6e5d4c3-b2a1-4f0e-8d7c-6b5a4f3e2d1c',
  user_id: USER_ID,
  campaign_id: CAMPAIGN_ID,
  campaign_name: 'Riverside for Council',
  candidate_name: 'Dana Rivera',
  title: 'Manager',
  date_joined: JOINED,
  first: 'Maya',
  last: 'Okafor',
  email: 'manager@demo.groundwork.test',
  is_owner: false,
  ...overrides,
});

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const makeJwt = (lifetimeSeconds = 3600) =>
  `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: USER_ID, exp: Math.floor(Date.now() / 1000) + lifetimeSeconds })}.sig`;

export const json = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export interface FakeState {
  signedIn: boolean;
  emailVerified: boolean;
  me: MeResponse | Response;
  campaign: Campaign | Response;
  campaignUser: CampaignUser | Response;
}

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const createFakeServer = (initial: Partial<FakeState> = {}) => {
  const state: FakeState = {
    signedIn: true,
    emailVerified: true,
    me: makeUser(),
    campaign: makeCampaign(),
    campaignUser: makeCampaignUser(),
    ...initial,
  };
  const calls: RecordedCall[] = [];
  const overrides = new Map<string, Handler>();
  const identityUser = () => ({
    id: USER_ID,
    email: 'manager@demo.groundwork.test',
    emailVerified: state.emailVerified,
    name: 'Maya',
  });
  const reply = (value: unknown) => (value instanceof Response ? value.clone() : json(200, value));

  const routes: Record<string, Handler> = {
    'GET /identity/get-session': () =>
      json(200, state.signedIn ? { session: {}, user: identityUser() } : null),
    'GET /identity/token': () =>
      state.signedIn
        ? json(200, { token: makeJwt() })
        : json(401, { code: 'UNAUTHORIZED', detail: 'Unauthorized' }),
    'POST /identity/sign-out': () => {
      state.signedIn = false;
      return json(200, { success: true });
    },
    'GET /identity/password-policy': () =>
      json(200, {
        min_length: 6,
        max_length: null,
        require_lowercase: false,
        require_uppercase: false,
        require_numeric: false,
        require_non_alphanumeric: false,
      }),
    // The campaign's lists, loaded with the session (shell §4): empty for a new campaign.
    'GET /api/walkbook/all/': () => json(200, []),
    'GET /api/walkbook/all-user/': () => json(200, []),
    'GET /api/voter-group/all/': () => json(200, []),
    'GET /api/survey/all/': () => json(200, []),
    'GET /api/recommended-walkbook/recommendation/all/': () => json(200, []),
    'GET /api/voter-tag/all/': () => json(200, []),
    'GET /api/district/elections/': () => json(200, []),
    'GET /api/road-sign/all/': () => json(200, []),
    'GET /api/mail/all/': () => json(200, []),
    'GET /api/users/me': () => reply(state.me),
    'GET /api/campaign/': () => reply(state.campaign),
    'GET /api/users/campaign-account/': () => reply(state.campaignUser),
    'PUT /api/users/terms/': () => {
      if (!(state.me instanceof Response) && !('status' in state.me))
        state.me = { ...state.me, terms_accepted: true };
      return json(200, { status: 'user_terms_status_updated', terms_accepted: true });
    },
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler = overrides.get(key) ?? routes[key];
    if (!handler) return json(404, { code: 'NOT_FOUND', detail: `No fake route for ${key}` });
    return handler(call);
  });

  return {
    state,
    calls,
    fetch: fetchMock,
    /** Replaces one route, e.g. `on('POST /identity/sign-in/email', …)`. */
    on: (key: string, handler: Handler) => {
      overrides.set(key, handler);
    },
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
};

export type FakeServer = ReturnType<typeof createFakeServer>;
