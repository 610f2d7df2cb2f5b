import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walkbook } from '../../features/walkbooks/components/canvass-fixtures';
import { walkbookKeys } from '../../features/walkbooks/keys';
import { CAMPAIGN_ID, makeUser } from '../../test/fake-server';
import { prefetchLanding } from './session-prefetch';

const NO_SELECTION = { campaignUser: null, invitation: null };
const volunteer = () =>
  makeUser({ title: 'Volunteer', campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }] });

/** A query client whose reads never leave: what was asked is recorded, nothing answers. */
const recordingClient = () => {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  // A read the code awaits (a canvasser's own list): none of theirs, unless a test says otherwise.
  vi.spyOn(client, 'fetchQuery').mockResolvedValue([]);
  const asked = () => prefetch.mock.calls.map(([options]) => options.queryKey);
  return { client, asked };
};

describe('the reads started right after sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts a Volunteer's campaign lists, their walkbook list among them, and names the walkbooks page", () => {
    const { client, asked } = recordingClient();
    expect(prefetchLanding(client, volunteer(), NO_SELECTION)).toBe('/groundwork/walkbooks');
    expect(asked()).toContainEqual(walkbookKeys.list(CAMPAIGN_ID, 'mine', false));
  });

  it('opens the walkbooks a Volunteer is likely to tap as soon as their list is in, archived ones aside', async () => {
    const { client, asked } = recordingClient();
    const { doors: _doors, geo_data: _geo, filter_params: _filter, ...summary } = walkbook;
    const id = (n: number) => `5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`;
    const list = [
      { ...summary, id: id(0), status: 'archived' as const },
      ...[1, 2, 3, 4].map((n) => ({ ...summary, id: id(n) })),
    ];
    const fetchList = vi.spyOn(client, 'fetchQuery').mockResolvedValue(list);
    prefetchLanding(client, volunteer(), NO_SELECTION);
    await vi.waitFor(
      () => {
        expect(asked()).toContainEqual(walkbookKeys.detail(CAMPAIGN_ID, id(3)));
      },
      { timeout: 15_000 },
    );
    expect(fetchList.mock.calls[0]?.[0].queryKey).toEqual(walkbookKeys.list(CAMPAIGN_ID, 'mine', false));
    const opened = asked().filter((key) => key[0] === 'walkbooks' && key[1] === 'detail');
    expect(opened).toEqual([1, 2, 3].map((n) => walkbookKeys.detail(CAMPAIGN_ID, id(n))));
    expect(asked()).toContainEqual(walkbookKeys.survey(CAMPAIGN_ID, id(1)));
  });

  it('names the dashboard for a Manager, with the lists of a lead', () => {
    const { client, asked } = recordingClient();
    const fetchList = vi.spyOn(client, 'fetchQuery');
    expect(prefetchLanding(client, makeUser(), NO_SELECTION)).toBe('/groundwork/dashboard');
    expect(fetchList).not.toHaveBeenCalled();
    expect(asked()).toContainEqual(walkbookKeys.list(CAMPAIGN_ID, 'all', false));
  });

  it('starts nothing for a session that opens on the terms', () => {
    const { client, asked } = recordingClient();
    expect(prefetchLanding(client, makeUser({ terms_accepted: false }), NO_SELECTION)).toBeNull();
    expect(asked()).toEqual([]);
  });
});
