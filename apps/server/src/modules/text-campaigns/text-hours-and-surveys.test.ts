import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { campaigns, surveyResponses, touches } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { timeZoneOfZip, withinHours } from '../../lib/local-hours.ts';
import { ALL_DAY, aroundNewYorkNow, claimed, inbound, textCalls, textingCampaign } from './test-support.ts';

describe('texting hours', () => {
  // 2026-03-02 01:30 UTC is 20:30 in New York and 17:30 in Los Angeles.
  const instant = new Date('2026-03-02T01:30:00Z');
  const hours = { start: '08:00', end: '20:00' };

  it('reads the hours in the recipient’s own time zone', () => {
    expect(withinHours(instant, 'America/New_York', hours)).toBe(false);
    expect(withinHours(instant, 'America/Los_Angeles', hours)).toBe(true);
    expect(withinHours(instant, 'America/Los_Angeles', { start: '17:30', end: '17:31' })).toBe(true);
    expect(withinHours(instant, 'America/Los_Angeles', { start: '17:31', end: '23:00' })).toBe(false);
    // A window past midnight wraps.
    expect(withinHours(instant, 'America/New_York', { start: '20:00', end: '02:00' })).toBe(true);
  });

  it('finds the time zone from the ZIP, and none for an unknown one', () => {
    expect(timeZoneOfZip('90012')).toBe('America/Los_Angeles');
    expect(timeZoneOfZip('10001-1234')).toBe('America/New_York');
    expect(timeZoneOfZip('00000')).toBeNull();
    expect(timeZoneOfZip(null)).toBeNull();
  });
});

const t = await createTestApp();
const db = t.database.db;
const team = await textingCampaign(t, 'Hours Campaign', [
  { firstName: 'La', zip: '90012' },
  { firstName: 'Ny', zip: '10001' },
  { firstName: 'Nowhere', zip: '00000' },
]);
const { campaign_id, manager, volunteer, number } = team;
const calls = textCalls(t, campaign_id);

describe('sending inside texting hours', () => {
  it('refuses a voter in Los Angeles and sends to one in New York at the same instant; an unknown ZIP reads the campaign’s zone', async () => {
    const tc = await calls.active(manager.auth, [volunteer.id]);
    const batch = claimed(await calls.claim(volunteer.auth, tc.id));
    const byName = (name: string) => batch.find((r) => r.first_name === name)!.voter_id;
    await db
      .update(campaigns)
      .set({ textingHours: aroundNewYorkNow(), timeZone: 'America/Los_Angeles' })
      .where(eq(campaigns.id, campaign_id));
    const send = (name: string) =>
      calls.send(volunteer.auth, tc.id, {
        user_id: volunteer.id,
        voter_id: byName(name),
        sending_phone_number: number,
      });
    const la = await send('La');
    expect(la.statusCode).toBe(409);
    expect(la.json()).toMatchObject({
      detail: "It is outside the campaign's texting hours where this voter lives",
    });
    expect((await send('Nowhere')).statusCode).toBe(409);
    expect((await send('Ny')).statusCode).toBe(201);
    await db.update(campaigns).set({ timeZone: 'America/New_York' }).where(eq(campaigns.id, campaign_id));
    expect((await send('Nowhere')).statusCode).toBe(201);
    // Replies keep the hours too.
    await db
      .update(campaigns)
      .set({ textingHours: { start: '00:00', end: '00:00' } })
      .where(eq(campaigns.id, campaign_id));
    const late = await calls.reply(volunteer.auth, tc.id, byName('Ny'));
    expect(late.json()).toMatchObject({
      detail: "It is outside the campaign's texting hours where this voter lives",
    });
    await db.update(campaigns).set({ textingHours: ALL_DAY }).where(eq(campaigns.id, campaign_id));
  });
});

describe('survey answers from a conversation', () => {
  it('records them as survey responses and a contacted text touch', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/survey/',
      headers: manager.auth,
      payload: {
        campaign_id,
        name: 'Texting survey',
        questions: [
          { text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] },
          { text: 'Comments', kind: 'free_text' },
        ],
      },
    });
    const survey = created.json<Survey>();
    const tc = await calls.active(manager.auth, [volunteer.id], { survey_id: survey.id });
    const [recipient] = claimed(await calls.claim(volunteer.auth, tc.id));
    await calls.send(volunteer.auth, tc.id, {
      user_id: volunteer.id,
      voter_id: recipient!.voter_id,
      sending_phone_number: number,
    });
    await inbound(t, recipient!.phone, number, 'yes, and fix the roads');
    const [support, comments] = survey.questions;
    const record = (answer: string) =>
      calls.inject('POST', `/api/text-campaign/${tc.id}/survey-response`, volunteer.auth, {
        campaign_id,
        voter_id: recipient!.voter_id,
        survey_responses: [
          { question_id: support!.id, answer },
          { question_id: comments!.id, answer: 'Fix the roads' },
        ],
      });
    expect((await record('maybe')).statusCode).toBe(400);
    const saved = await record('yes');
    expect(saved.statusCode).toBe(201);
    const answers = await db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.voterId, recipient!.voter_id));
    expect(answers.map((a) => (a.answerIds.length ? a.answerIds : a.text)).sort()).toEqual(
      [[support!.answers[0]!.id], 'Fix the roads'].sort(),
    );
    const contacted = await db.select().from(touches).where(eq(touches.voterId, recipient!.voter_id));
    expect(contacted.filter((c) => c.contacted)).toEqual([
      expect.objectContaining({ channel: 'text', userId: volunteer.id }),
    ]);
  });
});
