import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FreeTextPage, SurveyResults } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { surveyResponses, walkbooks } from '../../db/schema/index.ts';
import { auditSourceOf, createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { archiveSurvey, createSurvey, recordSurveyResponses } from './surveys.service.ts';

const t = await createTestApp();
const { db } = t.database;
const team = await createCampaignWithTeam(t, 'Responses Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Responses');
const campaignId = team.campaign.id;
const actor = { campaignId, userId: team.manager.id };
const voterIds = (await insertVoters(db, campaignId, generateVoters(8))).voters.map((v) => v.id!);
const [rivalVoter] = (await insertVoters(db, rival.campaign.id, generateVoters(1, 3))).voters;

const survey = await createSurvey(db, actor, {
  name: 'Door survey',
  questions: [
    { text: 'Support', kind: 'single_choice', answers: ['1', '2', '4', '5'].map((text) => ({ text })) },
    {
      text: 'Issues',
      kind: 'multiple_choice',
      answers: ['Housing', 'Parks', 'Traffic'].map((text) => ({ text })),
    },
    { text: 'Comments', kind: 'free_text', answers: [] },
  ],
});
const [support, issues, comments] = survey.questions as [
  (typeof survey.questions)[number],
  (typeof survey.questions)[number],
  (typeof survey.questions)[number],
];
const answer = (question: typeof support, text: string) => question.answers.find((a) => a.text === text)!.id;

const record = (
  voter: number,
  responses: Parameters<typeof recordSurveyResponses>[1]['responses'],
  walkbookId: string | null = null,
) =>
  recordSurveyResponses(db, {
    campaignId,
    surveyId: survey.id,
    voterId: voterIds[voter]!,
    walkbookId,
    userId: team.volunteer.id,
    responses,
  });

/** Two walkbooks of the campaign, for answers given at doors. */
const newWalkbooks = async () => {
  const rows = await db
    .insert(walkbooks)
    .values(['North', 'South'].map((name) => ({ campaignId, name, surveyId: survey.id })))
    .returning({ id: walkbooks.id });
  return rows.map((row) => row.id) as [string, string];
};

const rowsOf = (voter: number) =>
  db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, survey.id), eq(surveyResponses.voterId, voterIds[voter]!)));

/** Dates the voter's answers so "latest" does not depend on the clock's resolution. */
const dateAnswers = (voter: number, iso: string, walkbookId?: string) =>
  db
    .update(surveyResponses)
    .set({ createdAt: new Date(iso) })
    .where(
      and(
        eq(surveyResponses.voterId, voterIds[voter]!),
        walkbookId ? eq(surveyResponses.walkbookId, walkbookId) : sql`true`,
      ),
    );

const results = async () =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/survey/results/?id=${survey.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    })
  ).json<SurveyResults>();

describe('recording survey responses', () => {
  it('drops entries without a question_id and records the rest', async () => {
    const result = await record(7, [
      { question_id: null, answer_ids: [answer(support, '1')] },
      { answer_ids: [answer(support, '2')] },
      { question_id: '', text: 'ignored' },
      { question_id: support.id, answer_ids: [answer(support, '4')] },
    ]);
    expect(result).toEqual({ recorded: 1, removed: 0 });
    const rows = await rowsOf(7);
    expect(rows.map((r) => [r.questionId, r.answerIds, r.userId])).toEqual([
      [support.id, [answer(support, '4')], team.volunteer.id],
    ]);
    await record(7, [{ question_id: support.id, answer_ids: [] }]);
    expect(await rowsOf(7)).toEqual([]);
  });

  it.each([
    ['a question not in the survey', [{ question_id: randomUUID(), answer_ids: [] }]],
    ['an answer not in the survey', [{ question_id: support.id, answer_ids: [randomUUID()] }]],
    ['an answer of another question', [{ question_id: support.id, answer_ids: [issues.answers[0]!.id] }]],
    [
      'two answers to a single-choice question',
      [{ question_id: support.id, answer_ids: support.answers.slice(0, 2).map((a) => a.id) }],
    ],
    ['text for a choice question', [{ question_id: support.id, text: 'five' }]],
    [
      'answers for a free-text question',
      [{ question_id: comments.id, answer_ids: [support.answers[0]!.id] }],
    ],
    [
      'the same question twice',
      [
        { question_id: comments.id, text: 'a' },
        { question_id: comments.id, text: 'b' },
      ],
    ],
  ])('refuses %s with a 400 and writes nothing', async (_case, responses) => {
    const valid = { question_id: issues.id, answer_ids: [answer(issues, 'Parks')] };
    await expect(record(6, [valid, ...responses])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    expect(await rowsOf(6)).toEqual([]);
  });

  it("refuses another campaign's survey or voter", async () => {
    await expect(
      recordSurveyResponses(db, {
        ...actor,
        campaignId: rival.campaign.id,
        surveyId: survey.id,
        voterId: rivalVoter!.id!,
        responses: [],
      }),
    ).rejects.toMatchObject({ status: 404, detail: MESSAGES.surveyNotFound });
    await expect(
      recordSurveyResponses(db, { ...actor, surveyId: survey.id, voterId: rivalVoter!.id!, responses: [] }),
    ).rejects.toMatchObject({ status: 404, detail: 'Voter not found' });
  });

  it('replaces the same voter’s answer on the same walkbook, and keeps one per walkbook', async () => {
    const [w1, w2] = await newWalkbooks();
    await record(5, [{ question_id: support.id, answer_ids: [answer(support, '1')] }], w1);
    await record(5, [{ question_id: support.id, answer_ids: [answer(support, '2')] }], w1);
    await record(5, [{ question_id: support.id, answer_ids: [answer(support, '4')] }], w2);
    await record(5, [{ question_id: comments.id, text: 'first' }]);
    await record(5, [{ question_id: comments.id, text: '  corrected  ' }]);
    const rows = await rowsOf(5);
    expect(rows.filter((r) => r.walkbookId === w1).map((r) => r.answerIds)).toEqual([[answer(support, '2')]]);
    expect(rows.filter((r) => r.walkbookId === w2).map((r) => r.answerIds)).toEqual([[answer(support, '4')]]);
    expect(rows.filter((r) => r.walkbookId === null).map((r) => r.text)).toEqual(['corrected']);
    await db.delete(surveyResponses).where(eq(surveyResponses.voterId, voterIds[5]!));
  });
});

describe('survey results', () => {
  it('counts each voter’s latest answer per question, with shares and free text latest first', async () => {
    const [w1, w2] = await newWalkbooks();
    await record(0, [
      { question_id: support.id, answer_ids: [answer(support, '5')] },
      { question_id: issues.id, answer_ids: [answer(issues, 'Housing'), answer(issues, 'Parks')] },
      { question_id: comments.id, text: 'c0' },
    ]);
    await record(1, [
      { question_id: support.id, answer_ids: [answer(support, '4')] },
      { question_id: issues.id, answer_ids: [answer(issues, 'Housing')] },
    ]);
    await record(2, [
      { question_id: support.id, answer_ids: [answer(support, '5')] },
      { question_id: comments.id, text: 'c2' },
    ]);
    await record(3, [{ question_id: support.id, answer_ids: [answer(support, '1')] }], w1);
    await record(3, [{ question_id: support.id, answer_ids: [answer(support, '2')] }], w2);
    await record(4, [{ question_id: comments.id, text: 'c4' }]);
    await dateAnswers(0, '2026-03-01T10:00:00Z');
    await dateAnswers(2, '2026-03-01T11:00:00Z');
    await dateAnswers(3, '2026-03-01T09:00:00Z', w1);
    await dateAnswers(3, '2026-03-02T09:00:00Z', w2);
    await dateAnswers(4, '2026-03-01T12:00:00Z');

    const { respondents, questions } = await results();
    expect(respondents).toBe(5);
    const [s, i, c] = questions;
    expect(s!.respondents).toBe(4);
    expect(s!.answers.map((a) => [a.text, a.count, a.share])).toEqual([
      ['1', 0, 0],
      ['2', 1, 0.25],
      ['4', 1, 0.25],
      ['5', 2, 0.5],
    ]);
    expect(i!.respondents).toBe(2);
    expect(i!.answers.map((a) => [a.text, a.count, a.share])).toEqual([
      ['Housing', 2, 1],
      ['Parks', 1, 0.5],
      ['Traffic', 0, 0],
    ]);
    expect(s!.free_text).toBeNull();
    expect(c).toMatchObject({ respondents: 3, answers: [] });
    expect(c!.free_text).toMatchObject({ total: 3, skip: 0 });
    expect(c!.free_text!.answers.map((a) => a.text)).toEqual(['c4', 'c2', 'c0']);

    const page = await t.inject({
      method: 'GET',
      url: `/api/survey/results/free-text/?id=${survey.id}&campaign_id=${campaignId}&question_id=${comments.id}&skip=1&limit=1`,
      headers: team.manager.auth,
    });
    expect(page.json<FreeTextPage>()).toMatchObject({
      total: 3,
      skip: 1,
      limit: 1,
      answers: [{ text: 'c2', voter_id: voterIds[2] }],
    });
    const notFreeText = await t.inject({
      method: 'GET',
      url: `/api/survey/results/free-text/?id=${survey.id}&campaign_id=${campaignId}&question_id=${support.id}`,
      headers: team.manager.auth,
    });
    expect(notFreeText.statusCode).toBe(400);
    const unknown = await t.inject({
      method: 'GET',
      url: `/api/survey/results/free-text/?id=${survey.id}&campaign_id=${campaignId}&question_id=${randomUUID()}`,
      headers: team.manager.auth,
    });
    expect(unknown.statusCode).toBe(404);

    // Archived: out of the pickers, the results stay readable; recording still works for walkbooks under way.
    await archiveSurvey(db, actor, survey.id, auditSourceOf(team.manager));
    await record(6, [{ question_id: support.id, answer_ids: [answer(support, '1')] }]);
    const after = await results();
    expect(after.respondents).toBe(6);
    expect(after.questions[0]!.answers[0]).toMatchObject({ text: '1', count: 1 });
  });

  it('answers zero shares for a survey nobody answered', async () => {
    const quiet = await createSurvey(db, actor, {
      name: 'Quiet',
      questions: [{ text: 'Q', kind: 'single_choice', answers: [{ text: 'A' }, { text: 'B' }] }],
    });
    const reply = await t.inject({
      method: 'GET',
      url: `/api/survey/results/?id=${quiet.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(reply.json()).toMatchObject({
      respondents: 0,
      questions: [
        {
          respondents: 0,
          answers: [
            { count: 0, share: 0 },
            { count: 0, share: 0 },
          ],
        },
      ],
    });
  });
});
