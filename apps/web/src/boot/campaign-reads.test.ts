import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStepsForTitle } from '../app/session/session-steps';
import { prefetchWalkbookScreen } from '../features/walkbooks/api/prefetch-walkbook';
import { BOOT_LEAD_TITLES, campaignReads } from './early-reads';

vi.mock('../lib/identity', () => ({
  identity: { getIdToken: () => Promise.resolve('jwt-1'), handleAuthFailure: () => undefined },
}));

const CAMPAIGN = '3d95fc5f-2d9c-4573-9dba-a6ddd57f707a';
const WALKBOOK = '75ef9fcd-892b-45d7-b15a-6ced9beac428';

/** The addresses the app asks while `run` runs (the replies are empty: only the addresses matter here). */
const asked = async (run: () => Promise<unknown>): Promise<string[]> => {
  const addresses: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.origin);
      addresses.push(`${url.pathname}${url.search}`);
      return Promise.resolve(new Response('{}', { status: 200 }));
    }),
  );
  await run().catch(() => undefined);
  return addresses.sort();
};

const sessionLists = (title: string) => () =>
  Promise.all(
    sessionStepsForTitle(title).map((step) =>
      step
        .query({ userId: 'u', campaignId: CAMPAIGN, title })
        .queryFn({ signal: new AbortController().signal })
        .catch(() => undefined),
    ),
  );

describe("boot's campaign reads are the app's own", () => {
  beforeEach(() => {
    delete window.groundworkEarlyReads;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([...BOOT_LEAD_TITLES, 'Staff', 'Volunteer'])(
    'for a %s: the session lists, and the door screen’s reads on its address',
    async (title) => {
      const me = { terms_accepted: true, campaign_id: CAMPAIGN, title };
      expect(campaignReads(me, '/groundwork/walkbooks').sort()).toEqual(await asked(sessionLists(title)));
      const door = await asked(async () => {
        prefetchWalkbookScreen(new QueryClient(), CAMPAIGN, WALKBOOK);
        await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(3));
      });
      expect(campaignReads(me, `/groundwork/walkbook/id/${WALKBOOK}`).sort()).toEqual(
        [...(await asked(sessionLists(title))), ...door].sort(),
      );
    },
  );

  it('takes the title of the record’s own campaign, and starts nothing before the terms or a campaign', () => {
    const field = campaignReads(
      {
        terms_accepted: true,
        campaign_id: CAMPAIGN,
        title: 'Manager',
        campaigns: [{ campaign_id: CAMPAIGN, title: 'Volunteer' }],
      },
      '/groundwork',
    );
    expect(field.some((address) => address.startsWith('/api/walkbook/all-user/'))).toBe(true);
    expect(
      campaignReads({ terms_accepted: false, campaign_id: CAMPAIGN, title: 'Manager' }, '/groundwork'),
    ).toEqual([]);
    expect(
      campaignReads({ terms_accepted: true, campaign_id: null, title: 'Manager' }, '/groundwork'),
    ).toEqual([]);
  });
});
