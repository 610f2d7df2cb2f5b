import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactHistory } from '@groundwork/shared/contracts/contact-history';
import type { TouchData } from '@groundwork/shared/contracts/walkbooks';
import { setUpWalkbookCampaign } from '../walkbooks/test-support.ts';
import { weekTouches } from '../walkbooks/walkbook-touches.service.ts';
import { recordTouches } from './touches.repository.ts';

const { t, team, rival, campaign_id, book, detail, get, visit, support } = await setUpWalkbookCampaign();
const actor = {
  userId: team.manager.id,
  email: 'manager@test',
  campaignId: campaign_id,
  membershipId: '',
  title: 'Manager',
};
const tz = 'America/Chicago';
/** A fixed clock: Tuesday 17 November 2026, 10:00 in Chicago. */
const NOW = new Date('2026-11-17T16:00:00Z');
const [a, b, c] = detail.doors.map((door) => door.voters[0]!.id) as [string, string, string];
/** A local date and time in Chicago as an instant. */
const at = async (local: string) => {
  const result = await t.database.db.execute<{ at: string }>(
    sql`select to_char((${local}::timestamp at time zone ${tz}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`,
  );
  return new Date(result.rows[0]!.at);
};

describe('touches across channels', () => {
  it('counts doors, texts and mail side by side for the week and per day; door figures stay door-only', async () => {
    await t.database.db.execute(sql`
      insert into walkbook_visits (campaign_id, walkbook_id, voter_id, user_id, touch_result, visited_at)
      values (${campaign_id}, ${book.id}, ${a}, ${team.volunteer.id}, 'contacted',
              '2026-11-16 12:00'::timestamp at time zone ${tz}),
             (${campaign_id}, ${book.id}, ${b}, ${team.volunteer.id}, 'not_home',
              '2026-11-17 09:00'::timestamp at time zone ${tz})`);
    const drop = randomUUID();
    const mailedAt = await at('2026-11-16 00:30'); // Monday in Chicago (still Monday in UTC)
    const texts = [randomUUID(), randomUUID()];
    await recordTouches(t.database.db, [
      ...[a, b, c].map((voterId) => ({
        campaignId: campaign_id,
        voterId,
        channel: 'mail' as const,
        touchedAt: mailedAt,
        sourceId: drop,
        summary: 'Fall mailer',
      })),
      {
        campaignId: campaign_id,
        voterId: a,
        channel: 'text',
        touchedAt: await at('2026-11-17 08:15'),
        userId: team.volunteer.id,
        sourceId: texts[0]!,
        contacted: true,
      },
      {
        campaignId: campaign_id,
        voterId: b,
        channel: 'text',
        touchedAt: await at('2026-11-17 08:20'),
        userId: team.staff.id,
        sourceId: texts[1]!,
      },
      // Last week's Sunday night in Chicago (Monday in UTC): not this week.
      {
        campaignId: campaign_id,
        voterId: c,
        channel: 'text',
        touchedAt: await at('2026-11-15 23:30'),
        userId: team.staff.id,
        sourceId: randomUUID(),
      },
    ]);
    // Recording a source's touches again changes nothing.
    expect(
      await recordTouches(t.database.db, [
        { campaignId: campaign_id, voterId: a, channel: 'mail', touchedAt: mailedAt, sourceId: drop },
      ]),
    ).toBe(0);

    const week = await weekTouches(t.database.db, actor, 'current-week', tz, NOW);
    expect(week).toMatchObject({ touches: 2, contacts: 1, doors: 2 });
    expect(week.by_channel).toEqual({
      door: { touches: 2, contacts: 1 },
      text: { touches: 2, contacts: 1 },
      call: { touches: 0, contacts: 0 },
      mail: { touches: 3, contacts: 0 },
    });
    const [monday, tuesday] = week.by_day;
    expect(monday).toMatchObject({ date: '2026-11-16', touches: 1, contacts: 1 });
    expect(monday?.by_channel).toMatchObject({
      door: { touches: 1 },
      text: { touches: 0 },
      mail: { touches: 3 },
    });
    expect(tuesday?.by_channel).toMatchObject({
      door: { touches: 1, contacts: 0 },
      text: { touches: 2, contacts: 1 },
    });
    const previous = await weekTouches(t.database.db, actor, 'previous-week', tz, NOW);
    expect(previous.by_channel.text.touches).toBe(1);
    expect(previous.by_day[6]?.by_channel.text.touches).toBe(1);
  });

  it('shows the campaign to Managers, one walkbook as doors only, and a Volunteer their own texts', async () => {
    const whole = (await get<TouchData>(`/walkbook/touch-data/?campaign_id=${campaign_id}`)).body;
    expect(whole.by_channel).toMatchObject({
      door: { touches: 2 },
      text: { touches: 3 },
      mail: { touches: 3 },
    });
    // The days charted run to today (the wall clock): each lists every channel.
    expect(whole.by_day.every((day) => day.by_channel.door.touches === day.touches)).toBe(true);
    const one = (
      await get<TouchData>(`/walkbook/touch-data/?campaign_id=${campaign_id}&walkbook_id=${book.id}`)
    ).body;
    expect(one.by_channel).toMatchObject({
      door: { touches: 2 },
      text: { touches: 0 },
      mail: { touches: 0 },
    });
    const volunteer = (
      await get<TouchData>(`/walkbook/touch-data/?campaign_id=${campaign_id}`, team.volunteer.auth)
    ).body;
    expect(volunteer.by_channel).toMatchObject({ text: { touches: 1, contacts: 1 }, mail: { touches: 0 } });
    const outsider = await get<{ detail: string }>(
      `/walkbook/touch-data/?campaign_id=${campaign_id}`,
      rival.manager.auth,
    );
    expect(outsider.status).toBe(404);
    const rivals = (
      await get<TouchData>(`/walkbook/touch-data/?campaign_id=${rival.campaign.id}`, rival.manager.auth)
    ).body;
    expect(rivals.by_channel.mail.touches).toBe(0);
  });
});

describe("a voter's contact history", () => {
  const historyUrl = (voterId: string, campaignId = campaign_id) =>
    `/voter/contact-history/?campaign_id=${campaignId}&voter_id=${voterId}`;

  it('lists door visits with the survey answers and the text and mail touches, newest first, with consent', async () => {
    const yes = support!.answers[0]!;
    const answered = await visit(book.id, a, {
      notes: 'Wants a yard sign',
      survey_responses: [{ question_id: support!.id, answer_ids: [yes.id] }],
    });
    expect(answered.statusCode).toBe(200);
    await t.inject({
      method: 'POST',
      url: '/api/consent/',
      headers: team.manager.auth,
      payload: { campaign_id, voter_id: a, channel: 'mail', action: 'opt_out', reason: 'Asked at the door' },
    });
    const { status, body } = await get<ContactHistory>(historyUrl(a));
    expect(status).toBe(200);
    expect(body.entries.map((e) => [e.channel, e.result ?? e.summary])).toEqual([
      ['door', 'contacted'],
      ['text', null],
      ['door', 'contacted'],
      ['mail', 'Fall mailer'],
    ]);
    expect(body.entries[0]).toMatchObject({
      walkbook: { id: book.id, name: 'South-west' },
      notes: 'Wants a yard sign',
      user_name: expect.any(String),
      survey_answers: [{ question: 'Support?', answer: yes.text }],
    });
    expect(body.entries[2]?.survey_answers).toEqual([]);
    expect(body.entries[1]).toMatchObject({ contacted: true, user_name: expect.any(String) });
    expect(body.consent.channels.find((c) => c.channel === 'mail')?.opted_out).toBe(true);
  });

  it("is for Managers and Directors of the voter's campaign only", async () => {
    expect((await get(historyUrl(a), team.director.auth)).status).toBe(200);
    expect((await get(historyUrl(a), team.staff.auth)).status).toBe(403);
    expect((await get(historyUrl(a), team.volunteer.auth)).status).toBe(403);
    expect(await get(historyUrl(a), rival.manager.auth)).toMatchObject({
      status: 404,
      body: { detail: 'Campaign not found' },
    });
    expect(await get(historyUrl(a, rival.campaign.id), rival.manager.auth)).toMatchObject({
      status: 404,
      body: { detail: 'Voter not found' },
    });
  });
});
