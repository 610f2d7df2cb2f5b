import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  WALKBOOK_MESSAGES,
  type OptimizedRoute,
  type TouchData,
  type VoterUpdate,
  type Walkbook,
  type WalkbookSummary,
  type WeekTouches,
} from '@groundwork/shared/contracts/walkbooks';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { setUpWalkbookCampaign } from './test-support.ts';

// Visits, touches, the route and archiving, in order: each test builds on the doors recorded before it.
const { t, team, campaign_id, manager, survey, support, comments, get, visit, book, firstVoters } =
  await setUpWalkbookCampaign();

describe('recording doors', () => {
  it('answers the voter update, keeps survey answers with a question id and drops the rest', async () => {
    const [a] = firstVoters;
    const first = await visit(book.id, a!.id, {
      touch_result: 'not_home',
      survey_responses: [],
    });
    expect(first.json<VoterUpdate>()).toMatchObject({
      id: book.id,
      voter_id: a!.id,
      old_status: null,
      touch_result: 'not_home',
      voters_pending: book.progress.voters - 1,
    });
    const second = await visit(book.id, a!.id, {
      notes: 'Came back later',
      survey_responses: [
        { question_id: support!.id, answer_ids: [support!.answers[0]!.id] },
        { question_id: comments!.id, text: 'Wants a yard sign' },
        { answer_ids: ['dropped'] },
      ],
    });
    expect(second.json<VoterUpdate>()).toMatchObject({
      old_status: 'not_home',
      touch_result: 'contacted',
      voters_pending: book.progress.voters - 1,
    });
    const results = await get<{ respondents: number }>(
      `/survey/results/?id=${survey.id}&campaign_id=${campaign_id}`,
    );
    expect(results.body.respondents).toBe(1);
  });

  it('counts a result sent again under its visit_id once, and takes a correction as the same touch', async () => {
    const voter = firstVoters[1]!;
    const touches = async () =>
      (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body.progress.touches;
    const before = await touches();
    const visit_id = randomUUID();
    const sent = { visit_id, touch_result: 'not_home', notes: null };
    const first = await visit(book.id, voter.id, sent);
    // The reply was lost: the phone sends the same result again, then corrects it to a refusal.
    const again = await visit(book.id, voter.id, sent);
    expect(first.json<VoterUpdate>()).toMatchObject({ old_status: null, touch_result: 'not_home' });
    expect(again.json<VoterUpdate>()).toEqual(first.json<VoterUpdate>());
    expect(await touches()).toBe(before + 1);
    const corrected = await visit(book.id, voter.id, {
      ...sent,
      touch_result: 'refused',
      notes: 'Not today',
    });
    expect(corrected.json<VoterUpdate>()).toMatchObject({ old_status: null, touch_result: 'refused' });
    expect(await touches()).toBe(before + 1);
    const doors = (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body.doors;
    const latest = doors.flatMap((d) => d.voters).find((v) => v.id === voter.id);
    expect(latest).toMatchObject({ last_result: 'refused', last_notes: 'Not today' });
    // The id cannot be taken over for another voter or by another canvasser.
    const elsewhere = await visit(book.id, firstVoters[0]!.id, sent);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ detail: WALKBOOK_MESSAGES.visitIdTaken });
    expect((await visit(book.id, voter.id, sent, manager)).statusCode).toBe(409);
    expect(await touches()).toBe(before + 1);
    // The later tests count this walkbook's visits: leave it as it was.
    await t.database.db.execute(sql`delete from walkbook_visits where id = ${visit_id}`);
  });

  it('records nothing when an answer is wrong, a voter is outside the walkbook or it is archived', async () => {
    const before = (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body.progress
      .touches;
    const bad = await visit(book.id, firstVoters[1]!.id, {
      survey_responses: [{ question_id: support!.id, answer_ids: ['not-an-answer'] }],
    });
    expect(bad.statusCode).toBe(400);
    const outsider = await t.database.db.execute<{ id: string }>(
      sql`select id from voters where campaign_id = ${campaign_id} and id not in (select voter_id from walkbook_voters where walkbook_id = ${book.id}) limit 1`,
    );
    const outside = await visit(book.id, outsider.rows[0]!.id);
    expect(outside.json()).toMatchObject({ detail: 'This voter is not in the walkbook.' });
    expect((await visit(book.id, firstVoters[1]!.id, { touch_result: 'asleep' })).statusCode).toBe(400);
    const after = (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body.progress
      .touches;
    expect(after).toBe(before);
  });
});

describe('touches', () => {
  it('counts this week Monday first in the time zone asked, and refuses other weeks', async () => {
    const tz = 'America/Chicago';
    // One visit just before this week began (Sunday 23:59 in Chicago) and one just after (Monday 00:01).
    await t.database.db.execute(sql`
      insert into walkbook_visits (campaign_id, walkbook_id, voter_id, user_id, touch_result, visited_at)
      values (${campaign_id}, ${book.id}, ${firstVoters[2]!.id}, ${team.staff.id}, 'refused',
              (date_trunc('week', now() at time zone ${tz}) - interval '1 minute') at time zone ${tz}),
             (${campaign_id}, ${book.id}, ${firstVoters[2]!.id}, ${team.staff.id}, 'contacted',
              (date_trunc('week', now() at time zone ${tz}) + interval '1 minute') at time zone ${tz})`);
    const current = (
      await get<WeekTouches>(`/walkbook/touches/current-week/?campaign_id=${campaign_id}&tz=${tz}`)
    ).body;
    const previous = (
      await get<WeekTouches>(`/walkbook/touches/previous-week/?campaign_id=${campaign_id}&tz=${tz}`)
    ).body;
    expect(new Date(`${current.start}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(current.by_day).toHaveLength(7);
    expect(current.by_day[0]).toMatchObject({ date: current.start, touches: expect.any(Number) });
    expect(current.touches).toBe(current.by_day.reduce((s, d) => s + d.touches, 0));
    expect(previous).toMatchObject({ touches: 1, contacts: 0, contact_rate: 0 });
    expect(previous.by_day[6]).toMatchObject({ touches: 1 });
    const staffRow = current.by_canvasser.find((c) => c.user_id === team.staff.id);
    expect(staffRow).toMatchObject({ touches: 1, contacts: 1 });
    const wrong = await get<{ detail: string }>(`/walkbook/touches/next-week/?campaign_id=${campaign_id}`);
    expect(wrong).toEqual({
      status: 400,
      body: expect.objectContaining({ detail: 'Invalid week parameter' }),
    });
    expect(
      (await get(`/walkbook/touches/current-week/?campaign_id=${campaign_id}&tz=Mars/Base`)).status,
    ).toBe(400);
  });

  it('gives progress per walkbook with the contact rate and doors remaining', async () => {
    const data = (
      await get<TouchData>(`/walkbook/touch-data/?campaign_id=${campaign_id}&walkbook_id=${book.id}`)
    ).body;
    const row = data.walkbooks[0]!;
    expect(row.id).toBe(book.id);
    expect(row.progress).toMatchObject({ voters_visited: 2, contacts: 2, touches: 4 });
    expect(row.contact_rate).toBe(1);
    expect(row.doors_remaining).toBe(row.progress.doors - row.progress.doors_visited);
    expect(data.by_day).toHaveLength(14);
    const volunteerView = (
      await get<TouchData>(`/walkbook/touch-data/?campaign_id=${campaign_id}`, team.volunteer.auth)
    ).body;
    expect(volunteerView.walkbooks.map((w) => w.id)).toEqual([book.id]);
  });
});

describe('walking route and archive', () => {
  it('routes every door still to knock once, from where the canvasser stands', async () => {
    const walk = await get<OptimizedRoute>(
      `/walkbook/optimized/?id=${book.id}&campaign_id=${campaign_id}&lat=35.74&lng=-78.68`,
      team.volunteer.auth,
    );
    const doors = (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body.doors;
    const open = doors.filter((d) => d.voters.every((v) => v.last_result === null));
    const keys = walk.body.stops.map((s) => s.household_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length + walk.body.unplaced.length).toBe(open.length);
    expect(walk.body.start).toEqual({ lat: 35.74, lng: -78.68 });
    expect(walk.body.length_m).toBeGreaterThan(0);
  });

  it('archives: hidden from lists, no more visits, survey link kept', async () => {
    const archived = await t.inject({
      method: 'PUT',
      url: `/api/walkbook/archive/?walkbook_id=${book.id}&campaign_id=${campaign_id}`,
      headers: manager,
    });
    expect(archived.json()).toMatchObject({ status: 'archived' });
    expect((await visit(book.id, firstVoters[1]!.id)).statusCode).toBe(409);
    const mine = await get<WalkbookSummary[]>(
      `/walkbook/all-user/?campaign_id=${campaign_id}`,
      team.volunteer.auth,
    );
    expect(mine.body).toEqual([]);
    const withArchived = await get<WalkbookSummary[]>(
      `/walkbook/all/?campaign_id=${campaign_id}&include_archived=true`,
    );
    expect(withArchived.body.find((w) => w.id === book.id)?.status).toBe('archived');
    const walkSurvey = await get<Survey>(
      `/walkbook/survey/${book.id}?campaign_id=${campaign_id}`,
      team.volunteer.auth,
    );
    expect(walkSurvey.body.id).toBe(survey.id);
  });
});
