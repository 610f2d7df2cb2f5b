import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WALKBOOK_MESSAGES, type Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { setUpWalkbookCampaign } from './test-support.ts';

// Visits recorded on a phone offline and synced later (decision 0049): dated by the device, sent once.
const { t, campaign_id, manager, support, get, visit, book, firstVoters } = await setUpWalkbookCampaign();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const walkbook = async () =>
  (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body;
const voterOf = (detail: Walkbook, id: string) =>
  detail.doors.flatMap((d) => d.voters).find((v) => v.id === id);
const visitsOf = async (voterId: string) =>
  (
    await t.database.db.execute<{ id: string; touch_result: string; visited_at: Date | string }>(
      sql`select id, touch_result, visited_at from walkbook_visits where voter_id = ${voterId} order by visited_at`,
    )
  ).rows;

describe('visits synced late', () => {
  it('keeps both canvassers’ visits; the door follows the visit recorded last, not the one synced last', async () => {
    const voter = firstVoters[0]!;
    const before = (await walkbook()).progress;
    // The Manager knocks and records at once; the Volunteer was there an hour earlier, offline, and syncs now.
    expect(
      (await visit(book.id, voter.id, { touch_result: 'contacted', notes: 'Now' }, manager)).statusCode,
    ).toBe(200);
    const late = await visit(book.id, voter.id, {
      visit_id: randomUUID(),
      touch_result: 'refused',
      notes: 'An hour ago',
      recorded_at: minutesAgo(60),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ old_status: 'contacted', touch_result: 'refused' });
    const after = await walkbook();
    expect(voterOf(after, voter.id)).toMatchObject({ last_result: 'contacted', last_notes: 'Now' });
    expect((await visitsOf(voter.id)).map((v) => v.touch_result)).toEqual(['refused', 'contacted']);
    expect(after.progress).toMatchObject({
      touches: before.touches + 2,
      voters_visited: before.voters_visited + 1,
      doors_visited: before.doors_visited + 1,
    });
  });

  it('stores a visit replayed under its visit_id once, with its answers and its device time', async () => {
    const voter = firstVoters[1]!;
    const body = {
      visit_id: randomUUID(),
      touch_result: 'contacted',
      notes: 'Wants a sign',
      recorded_at: minutesAgo(10),
      survey_responses: [{ question_id: support!.id, answer_ids: [support!.answers[0]!.id] }],
    };
    const first = await visit(book.id, voter.id, body);
    const replay = await visit(book.id, voter.id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const rows = await visitsOf(voter.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(body.visit_id);
    expect(new Date(rows[0]!.visited_at).toISOString()).toBe(body.recorded_at);
    const answers = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from survey_responses where voter_id = ${voter.id} and walkbook_id = ${book.id}`,
    );
    expect(Number(answers.rows[0]!.n)).toBe(1);
  });

  it('refuses a device time more than 30 days back and records nothing; a clock running fast loses nothing', async () => {
    const voter = firstVoters[2]!;
    const old = await visit(book.id, voter.id, { recorded_at: minutesAgo(31 * 24 * 60) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ detail: WALKBOOK_MESSAGES.recordedTooOld });
    expect((await visit(book.id, voter.id, { recorded_at: 'yesterday' })).statusCode).toBe(400);
    expect(await visitsOf(voter.id)).toHaveLength(0);
    // A phone an hour fast: the visit is kept, dated when it reached the server, never in the future.
    const sent = Date.now();
    expect((await visit(book.id, voter.id, { recorded_at: minutesAgo(-60) })).statusCode).toBe(200);
    const [kept] = await visitsOf(voter.id);
    expect(new Date(kept!.visited_at).getTime()).toBeGreaterThanOrEqual(sent - 1_000);
    expect(new Date(kept!.visited_at).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });
});
