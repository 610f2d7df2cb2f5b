import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walkbookKeys } from '../../features/walkbooks/keys';
import { CAMPAIGN_ID, makeUser } from '../../test/fake-server';
import { prefetchLanding } from './session-prefetch';

const NO_SELECTION = { campaignUser: null, invitation: null };

/** A query client whose reads never leave: what was asked is recorded, nothing answers. */
const recordingClient = () => {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  const asked = () => prefetch.mock.calls.map(([options]) => options.queryKey);
  return { client, asked };
};

describe('the reads started right after sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts a Volunteer's campaign lists, their walkbook list among them, and names the walkbooks page", () => {
    const { client, asked } = recordingClient();
    const me = makeUser({
      title: 'Volunteer',
      campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }],
    });
    expect(prefetchLanding(client, me, NO_SELECTION)).toBe('/groundwork/walkbooks');
    expect(asked()).toContainEqual(walkbookKeys.list(CAMPAIGN_ID, 'mine', false));
  });

  it('names the dashboard for a Manager, with the lists of a lead', () => {
    const { client, asked } = recordingClient();
    expect(prefetchLanding(client, makeUser(), NO_SELECTION)).toBe('/groundwork/dashboard');
    expect(asked()).toContainEqual(walkbookKeys.list(CAMPAIGN_ID, 'all', false));
  });

  it('starts nothing for a session that opens on the terms', () => {
    const { client, asked } = recordingClient();
    expect(prefetchLanding(client, makeUser({ terms_accepted: false }), NO_SELECTION)).toBeNull();
    expect(asked()).toEqual([]);
  });
});
