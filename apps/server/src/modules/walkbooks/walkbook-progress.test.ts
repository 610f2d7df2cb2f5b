import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { computedProgress, setUpWalkbookCampaign } from './test-support.ts';

// The progress the database keeps on each walkbook's row (migration 0018) against the same figures computed
// here from the walkbook's voters and visits, after every kind of change that moves them.
const { t, campaign_id, manager, create, get, visit, book, firstVoters } = await setUpWalkbookCampaign();
const db = t.database.db;

/**
 * The list as the database stores it. The writes below are SQL, not requests: another process's writes reach
 * the list cache by NOTIFY, which a read may overtake (decision 0032), and the cache has its own tests; this
 * file is about the stored figures, so it reads past the cache.
 */
const listed = async () => {
  t.app.ctx.reads.clear();
  return (await get<WalkbookSummary[]>(`/walkbook/all/?campaign_id=${campaign_id}&include_archived=true`))
    .body;
};

/** Every walkbook of the list shows exactly the computed progress. */
const expectStoredEqualsComputed = async () => {
  const list = await listed();
  expect(list.length).toBeGreaterThan(0);
  for (const w of list) expect(w.progress).toEqual(await computedProgress(db, w.id));
  return list;
};

describe('stored walkbook progress', () => {
  it('matches the computed figures after cuts', async () => {
    const second = await create({ name: 'Everyone', filter_params: { parties: ['UNA'] } }, manager);
    expect(second.statusCode).toBe(201);
    const list = await expectStoredEqualsComputed();
    expect(list.find((w) => w.id === book.id)!.progress.voters).toBeGreaterThan(3);
    expect(list.every((w) => w.progress.doors > 0 && w.progress.doors <= w.progress.voters)).toBe(true);
  });

  it('matches after door results, repeat visits and corrections', async () => {
    const [a, b, c] = firstVoters;
    for (const [voter, touch_result] of [
      [a!, 'not_home'],
      [b!, 'contacted'],
      [a!, 'contacted'],
      [c!, 'refused'],
      [b!, 'moved'],
    ] as const)
      expect((await visit(book.id, voter.id, { touch_result })).statusCode).toBe(200);
    const list = await expectStoredEqualsComputed();
    expect(list.find((w) => w.id === book.id)!.progress).toMatchObject({
      voters_visited: 3,
      contacts: 1,
      touches: 5,
    });
  });

  it('matches after a visit is deleted, a voter moves house, leaves the walkbook or is deleted', async () => {
    const [a, b, c] = firstVoters;
    await db.execute(sql`delete from walkbook_visits where id = (
      select id from walkbook_visits where voter_id = ${a!.id} order by visited_at desc limit 1)`);
    await expectStoredEqualsComputed();
    await db.execute(sql`update voters set household_key = 'MOVED|27601|H1' where id = ${c!.id}`);
    await expectStoredEqualsComputed();
    await db.execute(sql`delete from walkbook_voters where walkbook_id = ${book.id} and voter_id = ${b!.id}`);
    await expectStoredEqualsComputed();
    await db.execute(sql`delete from voters where id = ${c!.id}`);
    const list = await expectStoredEqualsComputed();
    expect(list.find((w) => w.id === book.id)!.progress).toMatchObject({
      voters_visited: 1,
      voters: book.progress.voters - 2,
    });
  });
});
