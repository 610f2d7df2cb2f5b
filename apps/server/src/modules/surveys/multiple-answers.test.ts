/**
 * Issue 32 §2 "No answer is lost": a multiple-choice question keeps every chosen answer, whichever channel the
 * voter answered on — a call, a door or a text conversation (docs/decisions/0053-answers-and-call-results.md).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { Walkbook, WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { surveyResponses } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { callingCampaign, pbCalls } from '../phone-banking/test-support.ts';
import { claimed, inbound, textCalls, textingCampaign } from '../text-campaigns/test-support.ts';

const t = await createTestApp();
const db = t.database.db;

type Auth = Record<string, string>;

/** A survey with a multiple-choice question of four answers, a single-choice one and a free-text one. */
const newSurvey = async (auth: Auth, campaign_id: string) => {
  const created = await t.inject({
    method: 'POST',
    url: '/api/survey/',
    headers: auth,
    payload: {
      campaign_id,
      name: 'Issues survey',
      questions: [
        {
          text: 'Which issues matter to you?',
          kind: 'multiple_choice',
          answers: ['Housing', 'Parks', 'Traffic', 'Schools'].map((text) => ({ text })),
        },
        { text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] },
        { text: 'Comments', kind: 'free_text' },
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  const survey = created.json<Survey>();
  const [issues, support, comments] = survey.questions as [
    Survey['questions'][number],
    Survey['questions'][number],
    Survey['questions'][number],
  ];
  const idOf = (text: string) => issues.answers.find((a) => a.text === text)!.id;
  return { survey, issues, support, comments, idOf };
};

/** What is stored for the voter's answer to `questionId`. */
const storedAnswerIds = async (voterId: string, questionId: string) => {
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.voterId, voterId), eq(surveyResponses.questionId, questionId)));
  expect(rows).toHaveLength(1);
  return [...rows[0]!.answerIds].sort();
};

describe('a multiple-choice question keeps three answers', () => {
  it('on a call: one entry per chosen answer, by text or id', async () => {
    const team = await callingCampaign(t, 'Many answers: call', [{ firstName: 'Cal' }]);
    const { survey, issues, support, comments, idOf } = await newSurvey(team.manager.auth, team.campaign_id);
    const calls = pbCalls(t, team.campaign_id);
    const pb = await calls.active(team.manager.auth, [team.volunteer.id], { survey_id: survey.id });
    const next = await calls.claim({ auth: team.volunteer.auth, id: team.volunteer.id }, pb.id);
    const saved = await calls.result(team.volunteer.auth, pb.id, {
      voter_id: next.voter_id,
      call_result: 'Answered',
      survey_responses: [
        { question_id: issues.id, answer: 'Housing' },
        { question_id: issues.id, answer: idOf('Traffic') },
        { question_id: issues.id, answer: 'schools' },
        // The same answer twice counts once.
        { question_id: issues.id, answer: 'Housing' },
        { question_id: support.id, answer: 'Yes' },
        { question_id: comments.id, answer: 'More buses' },
      ],
    });
    expect(saved.statusCode).toBe(201);
    expect(await storedAnswerIds(next.voter_id, issues.id)).toEqual(
      [idOf('Housing'), idOf('Traffic'), idOf('Schools')].sort(),
    );
    expect(await storedAnswerIds(next.voter_id, support.id)).toEqual([support.answers[0]!.id]);
  });

  it('on a call: two answers to a single-choice question, or two free texts, are refused whole', async () => {
    const team = await callingCampaign(t, 'Many answers: call refused', [{ firstName: 'Ref' }]);
    const { survey, support, comments } = await newSurvey(team.manager.auth, team.campaign_id);
    const calls = pbCalls(t, team.campaign_id);
    const pb = await calls.active(team.manager.auth, [team.volunteer.id], { survey_id: survey.id });
    const next = await calls.claim({ auth: team.volunteer.auth, id: team.volunteer.id }, pb.id);
    const send = (survey_responses: object[]) =>
      calls.result(team.volunteer.auth, pb.id, {
        voter_id: next.voter_id,
        call_result: 'Answered',
        survey_responses,
      });
    const single = await send([
      { question_id: support.id, answer: 'Yes' },
      { question_id: support.id, answer: 'No' },
    ]);
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ detail: `Question ${support.id} takes a single answer` });
    const twice = await send([
      { question_id: comments.id, answer: 'One' },
      { question_id: comments.id, answer: 'Two' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ detail: `Question ${comments.id} is answered twice` });
    // Nothing was half-written: the voter is still the caller's to record.
    expect((await send([{ question_id: support.id, answer: 'No' }])).statusCode).toBe(201);
  });

  it('at a door: the visit carries the answer ids', async () => {
    const team = await callingCampaign(t, 'Many answers: door');
    const { survey, issues, idOf } = await newSurvey(team.manager.auth, team.campaign_id);
    await insertVoters(db, team.campaign_id, generateVoters(12));
    const created = await t.inject({
      method: 'POST',
      url: '/api/walkbook/',
      headers: team.manager.auth,
      payload: {
        campaign_id: team.campaign_id,
        name: 'All doors',
        filter_params: { parties: ['DEM', 'REP'] },
        survey_id: survey.id,
        assignee_ids: [team.volunteer.id],
      },
    });
    expect(created.statusCode).toBe(201);
    const book = created.json<WalkbookSummary>();
    const detail = await t.inject({
      method: 'GET',
      url: `/api/walkbook/?id=${book.id}&campaign_id=${team.campaign_id}`,
      headers: team.manager.auth,
    });
    const voter = detail.json<Walkbook>().doors[0]!.voters[0]!;
    const chosen = [idOf('Parks'), idOf('Traffic'), idOf('Schools')];
    const visit = await t.inject({
      method: 'PUT',
      url: '/api/walkbook/',
      headers: team.volunteer.auth,
      payload: {
        id: book.id,
        campaign_id: team.campaign_id,
        voter_id: voter.id,
        touch_result: 'contacted',
        survey_responses: [{ question_id: issues.id, answer_ids: chosen }],
      },
    });
    expect(visit.statusCode).toBe(200);
    expect(await storedAnswerIds(voter.id, issues.id)).toEqual([...chosen].sort());
  });

  it('in a text conversation: one entry per chosen answer', async () => {
    const team = await textingCampaign(t, 'Many answers: text', [{ firstName: 'Tex' }]);
    const { survey, issues, idOf } = await newSurvey(team.manager.auth, team.campaign_id);
    const calls = textCalls(t, team.campaign_id);
    const tc = await calls.active(team.manager.auth, [team.volunteer.id], { survey_id: survey.id });
    const [recipient] = claimed(await calls.claim(team.volunteer.auth, tc.id));
    await calls.send(team.volunteer.auth, tc.id, {
      user_id: team.volunteer.id,
      voter_id: recipient!.voter_id,
      sending_phone_number: team.number,
    });
    await inbound(t, recipient!.phone, team.number, 'Housing, parks and schools');
    // A Volunteer texter reads the questions through the text campaign (they have no survey:view).
    const surveyOf = (auth: Auth, id: string) =>
      calls.inject('GET', `/api/text-campaign/${id}/survey?campaign_id=${team.campaign_id}`, auth);
    expect(
      (
        await calls.inject(
          'GET',
          `/api/survey/?id=${survey.id}&campaign_id=${team.campaign_id}`,
          team.volunteer.auth,
        )
      ).statusCode,
    ).toBe(403);
    const read = await surveyOf(team.volunteer.auth, tc.id);
    expect(read.statusCode).toBe(200);
    expect(read.json<Survey>().questions.map((q) => q.id)).toContain(issues.id);
    expect((await surveyOf(team.staff.auth, tc.id)).statusCode).toBe(403);
    const plain = await calls.active(team.manager.auth, [team.volunteer.id]);
    expect((await surveyOf(team.volunteer.auth, plain.id)).json()).toBeNull();
    const saved = await calls.inject(
      'POST',
      `/api/text-campaign/${tc.id}/survey-response`,
      team.volunteer.auth,
      {
        campaign_id: team.campaign_id,
        voter_id: recipient!.voter_id,
        survey_responses: ['Housing', 'Parks', 'Schools'].map((text) => ({
          question_id: issues.id,
          answer: idOf(text),
        })),
      },
    );
    expect(saved.statusCode).toBe(201);
    expect(await storedAnswerIds(recipient!.voter_id, issues.id)).toEqual(
      [idOf('Housing'), idOf('Parks'), idOf('Schools')].sort(),
    );
  });
});
