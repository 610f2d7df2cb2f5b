import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { json, makeCampaignUser, makeUser, type FakeServer } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';
import { walkbook } from '../../features/walkbooks/components/canvass-fixtures';
import { PREFETCHED_WALKBOOKS } from './walkbooks-page';

const summary = (id: string, name: string, status: WalkbookSummary['status'] = 'active'): WalkbookSummary => {
  const { doors: _doors, geo_data: _geo, filter_params: _filter, ...rest } = walkbook;
  return { ...rest, id, name, status };
};

const id = (n: number) => `5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`;
/** An archived walkbook first, then more open ones than are made ready. */
const LIST = [
  summary(id(0), 'Old turf', 'archived'),
  ...Array.from({ length: PREFETCHED_WALKBOOKS + 1 }, (_, n) => summary(id(n + 1), `Turf ${String(n + 1)}`)),
];

const serveList = (server: FakeServer) => {
  server.on('GET /api/walkbook/all-user/', () => json(200, LIST));
  server.on('GET /api/walkbook/all/', () => json(200, LIST));
};

/** The walkbooks whose own read (GET /api/walkbook/?id=) left before anything was tapped. */
const walkbooksRead = (server: FakeServer) =>
  server.callsTo('GET', '/api/walkbook/').map((call) => call.search.get('id'));

describe('the walkbooks page', () => {
  it("starts the reads of a canvasser's first open walkbooks as soon as the list shows", async () => {
    const me = makeUser({
      title: 'Volunteer',
      campaigns: [{ ...makeUser().campaigns[0]!, title: 'Volunteer' }],
    });
    const { server } = await renderApp({
      path: '/groundwork/walkbooks',
      state: { me, campaignUser: makeCampaignUser({ title: 'Volunteer' }) },
      setup: serveList,
    });
    await screen.findByText('Turf 1', undefined, { timeout: 10_000 });
    const ready = LIST.filter((book) => book.status !== 'archived')
      .slice(0, PREFETCHED_WALKBOOKS)
      .map((book) => book.id);
    await waitFor(() => {
      expect(walkbooksRead(server).sort()).toEqual(ready);
    });
    expect(server.callsTo('GET', `/api/walkbook/survey/${id(1)}`)).toHaveLength(1);
    expect(server.callsTo('GET', '/api/walkbook/optimized/')).toHaveLength(PREFETCHED_WALKBOOKS);
  });

  it('starts none for a Manager, who sees every walkbook', async () => {
    const { server } = await renderApp({ path: '/groundwork/walkbooks', setup: serveList });
    await screen.findByText('Turf 1', undefined, { timeout: 10_000 });
    // The list's own effects have run; a prefetch would have left with them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(walkbooksRead(server)).toEqual([]);
  });
});
