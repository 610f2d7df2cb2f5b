import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallResultRecord } from '@groundwork/shared/contracts/call-queue';
import {
  callRecipients,
  callResults,
  consentCurrent,
  consentEvents,
  surveyResponses,
  touches,
  voterTagAssignments,
  voterTags,
} from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { createSurvey } from '../surveys/surveys.service.ts';
import { addVoters, callingCampaign, pbCalls, type VoterSpec } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const team = await callingCampaign(t, 'Results Campaign');
const rival = await callingCampaign(t, 'Rival Results', [{ firstName: 'Zed' }]);
const { campaign_id, manager, volunteer, staff } = team;
const calls = pbCalls(t, campaign_id);
const caller = { auth: volunteer.auth, id: volunteer.id };
await db.insert(voterTags).values({ campaignId: campaign_id, name: 'Supporter' });

const votersOf = (party: string, specs: VoterSpec[]) =>
  addVoters(
    t,
    campaign_id,
    specs.map((s) => ({ ...s, party })),
  );
const activeFor = (party: string, body: object = {}) =>
  calls.active(manager.auth, [volunteer.id, staff.id], { filter_params: { parties: [party] }, ...body });
const recipientOf = async (pbId: string, voterId: string) =>
  (
    await db
      .select()
      .from(callRecipients)
      .where(and(eq(callRecipients.phoneBankingCampaignId, pbId), eq(callRecipients.voterId, voterId)))
  )[0]!;
const touchesOf = (voterId: string) => db.select().from(touches).where(eq(touches.voterId, voterId));

describe('call results', () => {
  it('records an answered call once: the voter done, a contacted call touch, tags applied', async () => {
    await votersOf('ANS', [{ firstName: 'A' }]);
    const pb = await activeFor('ANS');
    const next = await calls.claim(caller, pb.id);
    const body = {
      voter_id: next.voter_id,
      call_result: 'Answered',
      call_notes: 'Friendly',
      tags: ['supporter'],
      call_duration: 95,
      call_start_time: new Date().toISOString(),
    };
    const first = await calls.result(volunteer.auth, pb.id, body);
    expect(first.statusCode).toBe(201);
    const stored = first.json<CallResultRecord>();
    expect(stored).toMatchObject({ call_result: 'Answered', user_id: volunteer.id, call_duration: 95 });
    const replay = await calls.result(volunteer.auth, pb.id, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<CallResultRecord>().id).toBe(stored.id);
    expect(await db.select().from(callResults).where(eq(callResults.voterId, next.voter_id))).toHaveLength(1);
    expect(await recipientOf(pb.id, next.voter_id)).toMatchObject({
      attempts: 1,
      done: true,
      lastResult: 'Answered',
      lastCallerId: volunteer.id,
      claimedBy: null,
      claimExpiresAt: null,
    });
    expect(await touchesOf(next.voter_id)).toEqual([
      expect.objectContaining({
        channel: 'call',
        contacted: true,
        sourceId: stored.id,
        summary: 'Call: Answered',
      }),
    ]);
    const tagged = await db
      .select({ name: voterTags.name })
      .from(voterTagAssignments)
      .innerJoin(voterTags, eq(voterTags.id, voterTagAssignments.tagId))
      .where(eq(voterTagAssignments.voterId, next.voter_id));
    expect(tagged).toEqual([{ name: 'Supporter' }]);
    // Done: the voter is not offered again.
    expect((await calls.next(volunteer.auth, pb.id, volunteer.id)).statusCode).toBe(404);
  });

  it('refuses tags that do not exist from a Volunteer (nothing written), and a lead creates them', async () => {
    await votersOf('TAG', [{ firstName: 'T' }]);
    const pb = await activeFor('TAG');
    const next = await calls.claim(caller, pb.id);
    const refused = await calls.result(volunteer.auth, pb.id, {
      voter_id: next.voter_id,
      call_result: 'Answered',
      tags: ['Supporter', 'Yard sign'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      detail: 'These voter tags do not exist (a Manager or Director can create them): Yard sign',
    });
    expect(await db.select().from(callResults).where(eq(callResults.voterId, next.voter_id))).toHaveLength(0);
    expect(await touchesOf(next.voter_id)).toHaveLength(0);
    await calls.release(volunteer.auth, pb.id, { voter_id: next.voter_id, user_id: volunteer.id });
    await calls.claim({ auth: manager.auth, id: manager.id }, pb.id);
    const byLead = await calls.result(manager.auth, pb.id, {
      voter_id: next.voter_id,
      call_result: 'Answered',
      tags: ['Yard sign'],
    });
    expect(byLead.statusCode).toBe(201);
    expect(await db.select().from(voterTags).where(eq(voterTags.name, 'Yard sign'))).toHaveLength(1);
  });

  it('puts a no-answer back in the queue after the retry delay, up to the most attempts', async () => {
    await votersOf('RTY', [{ firstName: 'R' }]);
    const pb = await activeFor('RTY');
    let voterId = '';
    for (const attempt of [1, 2, 3]) {
      const next = await calls.claim(caller, pb.id);
      voterId = next.voter_id;
      expect(next.attempts).toBe(attempt - 1);
      const recorded = await calls.result(volunteer.auth, pb.id, {
        voter_id: voterId,
        call_result: attempt === 2 ? 'Busy' : 'No answer',
      });
      expect(recorded.statusCode).toBe(201);
      const recipient = await recipientOf(pb.id, voterId);
      expect(recipient).toMatchObject({ attempts: attempt, done: attempt === 3, claimedBy: null });
      if (attempt < 3) {
        const due = recipient.nextCallAfter!.getTime() - Date.now();
        expect(due).toBeGreaterThan(239 * 60_000);
        expect(due).toBeLessThanOrEqual(240 * 60_000);
        // Not offered before the retry is due.
        expect((await calls.next(volunteer.auth, pb.id, volunteer.id)).statusCode).toBe(404);
        await db
          .update(callRecipients)
          .set({ nextCallAfter: new Date(Date.now() - 1000) })
          .where(and(eq(callRecipients.phoneBankingCampaignId, pb.id), eq(callRecipients.voterId, voterId)));
      }
    }
    expect((await calls.next(volunteer.auth, pb.id, volunteer.id)).statusCode).toBe(404);
    const attempts = await touchesOf(voterId);
    expect(attempts.map((a) => a.contacted)).toEqual([false, false, false]);
  });

  it("writes 'Do not call' and 'Wrong number' to the consent ledger: the number is never offered again", async () => {
    const made = await votersOf('DNC', [{ firstName: 'D' }, { firstName: 'W' }, { firstName: 'V' }]);
    const pb = await activeFor('DNC');
    const results: Record<string, string> = {};
    for (const result of ['Do not call', 'Wrong number', 'Voicemail']) {
      const next = await calls.claim(caller, pb.id);
      results[result] = next.phone;
      await calls.result(volunteer.auth, pb.id, { voter_id: next.voter_id, call_result: result });
    }
    const events = await db.select().from(consentEvents).where(eq(consentEvents.campaignId, campaign_id));
    expect(events.map((e) => [e.contact, e.channel, e.source, e.reason]).sort()).toEqual(
      [
        [results['Do not call'], 'call', 'call_result', 'Do not call'],
        [results['Wrong number'], 'call', 'call_result', 'Wrong number'],
      ].sort(),
    );
    const current = await db.select().from(consentCurrent).where(eq(consentCurrent.campaignId, campaign_id));
    expect(current.every((c) => c.optedOut)).toBe(true);
    const contacted = await db
      .select({ summary: touches.summary, contacted: touches.contacted })
      .from(touches)
      .where(
        sql`${touches.voterId} in (${sql.join(
          made.map((v) => sql`${v.id}::uuid`),
          sql`, `,
        )})`,
      );
    expect(contacted.sort((a, b) => (a.summary ?? '').localeCompare(b.summary ?? ''))).toEqual([
      { summary: 'Call: Do not call', contacted: true },
      { summary: 'Call: Voicemail', contacted: false },
      { summary: 'Call: Wrong number', contacted: false },
    ]);
    // A new call campaign over the same voters leaves the two numbers out, and offers only the voicemail.
    const again = await activeFor('DNC');
    expect(again.counts.recipients).toBe(1);
    expect((await calls.claim(caller, again.id)).phone).toBe(results.Voicemail);
  });

  it('records survey answers with the result, and refuses them without a survey', async () => {
    const survey = await createSurvey(
      db,
      { campaignId: campaign_id, userId: manager.id },
      {
        name: 'Calling survey',
        questions: [
          { text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] },
          { text: 'Comments', kind: 'free_text', answers: [] },
        ],
      },
    );
    const [support, comments] = survey.questions;
    await votersOf('SRV', [{ firstName: 'S' }, { firstName: 'N' }]);
    const pb = await activeFor('SRV', { survey_id: survey.id });
    const next = await calls.claim(caller, pb.id);
    expect(next.survey_id).toBe(survey.id);
    // The caller reads the survey through the call campaign (field titles have no survey:view).
    const surveyOf = (auth: Record<string, string>, id: string, cid = campaign_id) =>
      calls.inject('GET', `/api/phone-banking/${id}/survey?campaign_id=${cid}`, auth);
    const read = await surveyOf(volunteer.auth, pb.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: survey.id, name: 'Calling survey' });
    expect((await surveyOf(rival.volunteer.auth, pb.id, rival.campaign_id)).statusCode).toBe(404);
    const staffOnly = await calls.active(manager.auth, [staff.id], {
      filter_params: { parties: ['SRV'] },
      survey_id: survey.id,
    });
    expect((await surveyOf(volunteer.auth, staffOnly.id)).statusCode).toBe(403);
    const answered = await calls.result(volunteer.auth, pb.id, {
      voter_id: next.voter_id,
      call_result: 'Answered',
      survey_responses: [
        { question_id: support!.id, answer: 'yes' },
        { question_id: comments!.id, answer: 'Fix the roads' },
      ],
    });
    expect(answered.statusCode).toBe(201);
    const saved = await db.select().from(surveyResponses).where(eq(surveyResponses.voterId, next.voter_id));
    expect(saved.map((a) => (a.answerIds.length ? a.answerIds : a.text)).sort()).toEqual(
      [[support!.answers[0]!.id], 'Fix the roads'].sort(),
    );
    const plain = await activeFor('SRV');
    expect((await surveyOf(volunteer.auth, plain.id)).json()).toBeNull();
    const other = await calls.claim(caller, plain.id);
    const refused = await calls.result(volunteer.auth, plain.id, {
      voter_id: other.voter_id,
      call_result: 'Answered',
      survey_responses: [{ question_id: support!.id, answer: 'yes' }],
    });
    expect(refused.json()).toMatchObject({ detail: 'This phone banking campaign has no survey' });
  });

  it('takes a result only for a voter the caller holds, and checks every field', async () => {
    const [a, b] = await votersOf('CLM', [{ firstName: 'A' }, { firstName: 'B' }]);
    const pb = await activeFor('CLM');
    const mine = await calls.claim(caller, pb.id);
    const notMine = mine.voter_id === a!.id ? b! : a!;
    const unclaimed = await calls.result(volunteer.auth, pb.id, {
      voter_id: notMine.id,
      call_result: 'Answered',
    });
    expect(unclaimed.statusCode).toBe(409);
    expect(unclaimed.json()).toMatchObject({
      detail: 'This voter is not claimed by you in this phone banking campaign',
    });
    const byOther = await calls.result(staff.auth, pb.id, {
      voter_id: mine.voter_id,
      call_result: 'Answered',
    });
    expect(byOther.statusCode).toBe(409);
    const stranger = await calls.result(volunteer.auth, pb.id, {
      voter_id: rival.voters[0]!.id,
      call_result: 'Answered',
    });
    expect(stranger.statusCode).toBe(404);
    const detail = async (body: object) =>
      (await calls.result(volunteer.auth, pb.id, body)).json<{ detail: string }>().detail;
    expect(await detail({ call_result: 'Answered' })).toBe('voter_id was not provided');
    expect(await detail({ voter_id: mine.voter_id })).toBe('call_result was not provided');
    expect(await detail({ voter_id: mine.voter_id, call_result: 'Maybe' })).toBe(
      'call_result must be one of: Answered, No answer, Busy, Voicemail, Wrong number, Disconnected, Refused, Do not call',
    );
    const negative = await calls.result(volunteer.auth, pb.id, {
      voter_id: mine.voter_id,
      call_result: 'Busy',
      call_duration: -1,
    });
    expect(negative.statusCode).toBe(400);
    const release = await calls.inject('POST', '/api/phone-banking/release-uncalled-voter', volunteer.auth, {
      campaign_id,
      phone_banking_campaign_id: pb.id,
      user_id: volunteer.id,
    });
    expect(release.json()).toMatchObject({ detail: 'ID was not provided' });
  });
});
