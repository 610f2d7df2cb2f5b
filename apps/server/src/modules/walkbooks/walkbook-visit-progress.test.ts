import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { VoterUpdate, WalkbookProgress } from '@groundwork/shared/contracts/walkbooks';
import { progressOf } from './walkbook-summaries.repository.ts';
import { findWalkbook } from './walkbooks.repository.ts';
import { computedProgress, setUpWalkbookCampaign } from './test-support.ts';

// A door visit moves its walkbook's stored progress by what it changed (migration 0049, decision 0075): the
// visited voter and their household, not a recount of the walkbook's voters and visits.
const { t, team, campaign_id, manager, visit, book, detail } = await setUpWalkbookCampaign();
const db = t.database.db;

const stored = async (): Promise<WalkbookProgress> =>
  progressOf((await findWalkbook(db, campaign_id, book.id))!);
const visited = async (voterId: string, payload: Record<string, unknown>) => {
  const response = await visit(book.id, voterId, payload);
  expect(response.statusCode).toBe(200);
  return response.json<VoterUpdate>();
};
const moved = (from: WalkbookProgress, to: WalkbookProgress) => ({
  voters_visited: to.voters_visited - from.voters_visited,
  doors_visited: to.doors_visited - from.doors_visited,
  contacts: to.contacts - from.contacts,
  touches: to.touches - from.touches,
});

const household = detail.doors.find((door) => door.voters.length >= 2)!;
const [first, second] = household.voters;

describe('a door visit', () => {
  it('moves the progress by the voter and household it visited, without recounting the walkbook', async () => {
    // Figures no visit changes, put out on purpose: a visit that recounted the walkbook would put them right.
    await db.execute(sql`update walkbooks set voter_count = voter_count + 1000, door_count = door_count + 1000
                         where id = ${book.id}`);
    const start = await stored();
    const visitId = randomUUID();
    const reply = await visited(first!.id, { touch_result: 'contacted', visit_id: visitId });
    const afterFirst = await stored();
    expect(moved(start, afterFirst)).toEqual({
      voters_visited: 1,
      doors_visited: 1,
      contacts: 1,
      touches: 1,
    });
    expect(reply.voters_pending).toBe(afterFirst.voters - afterFirst.voters_visited);
    // The household's second voter: a voter more, the same door.
    await visited(second!.id, { touch_result: 'refused' });
    const afterSecond = await stored();
    expect(moved(afterFirst, afterSecond)).toEqual({
      voters_visited: 1,
      doors_visited: 0,
      contacts: 0,
      touches: 1,
    });
    // The first voter again: a touch more, their latest result no longer a contact.
    await visited(first!.id, { touch_result: 'not_home' });
    const again = await stored();
    expect(moved(afterSecond, again)).toEqual({
      voters_visited: 0,
      doors_visited: 0,
      contacts: -1,
      touches: 1,
    });
    // The first visit corrected (its id re-sent) is not the latest: nothing moves.
    await visited(first!.id, { touch_result: 'refused', visit_id: visitId });
    expect(await stored()).toEqual(again);
    expect(await stored()).toMatchObject({ voters: start.voters, doors: start.doors });

    await db.execute(sql`update walkbooks set voter_count = voter_count - 1000, door_count = door_count - 1000
                         where id = ${book.id}`);
    expect(await stored()).toEqual(await computedProgress(db, book.id));
  });

  it('counts a door and a voter once when canvassers visit them at once', async () => {
    const doors = detail.doors.filter((door) => door !== household).slice(0, 6);
    const voters = doors.flatMap((door) => door.voters);
    // Every voter of these doors twice, all at once: as a Manager and as the assigned Volunteer.
    const replies = await Promise.all(
      voters.flatMap((voter) => [
        visit(book.id, voter.id, { touch_result: 'contacted' }, manager),
        visit(book.id, voter.id, { touch_result: 'not_home' }),
      ]),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    expect(await stored()).toEqual(await computedProgress(db, book.id));
  });

  it.skipIf(!t.databaseUrl)(
    "notifies no other process in its own transaction (they hear of it after: the lists' own test)",
    async () => {
      const listener = new pg.Client({ connectionString: t.databaseUrl });
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.payload ?? ''));
      await listener.query('listen groundwork_reads');
      try {
        const voter = detail.doors.at(-1)!.voters[0]!;
        await db.execute(sql`insert into walkbook_visits (campaign_id, walkbook_id, voter_id, user_id, touch_result)
                             values (${campaign_id}, ${book.id}, ${voter.id}, ${team.volunteer.id}, 'contacted')`);
        // A rename does notify; notifications arrive in commit order, so the visit's would have come first.
        await db.execute(sql`update walkbooks set name = name || ' ' where id = ${book.id}`);
        await expect.poll(() => heard.length).toBeGreaterThan(0);
        expect(heard).toEqual([`campaign:${campaign_id}`]);
      } finally {
        await listener.end();
      }
    },
  );
});
