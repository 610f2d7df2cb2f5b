import { describe, expect, it } from 'vitest';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { DEMO_SURVEYS, seedDemoSurveys } from '../../seed/demo-surveys.ts';
import { recordSurveyResponses } from './surveys.service.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Survey Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Survey Campaign');
const { voters } = await insertVoters(t.database.db, team.campaign.id, generateVoters(60));
const campaign_id = team.campaign.id;
const auth = team.manager.auth;

const QUESTIONS = [
  { text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] },
  { text: 'Comments', kind: 'free_text' },
];

const post = (payload: Record<string, unknown>, headers = auth) =>
  t.inject({ method: 'POST', url: '/api/survey/', headers, payload: { campaign_id, ...payload } });
const put = (payload: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: '/api/survey/', headers: auth, payload: { campaign_id, ...payload } });
const get = (url: string, headers = auth) => t.inject({ method: 'GET', url, headers });
const create = async (name: string, questions: unknown = QUESTIONS) => {
  const reply = await post({ name, questions });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<Survey>();
};
const checkName = async (name: string, extra = '') =>
  (await get(`/api/survey/check-name/${campaign_id}/?name=${encodeURIComponent(name)}${extra}`)).json<{
    is_unique: boolean;
  }>().is_unique;
const archive = (id: string, headers = auth) =>
  t.inject({
    method: 'PUT',
    url: `/api/survey/archive/?survey_id=${id}&campaign_id=${campaign_id}`,
    headers,
  });

describe('surveys', () => {
  it('creates a survey as is_active, trimmed, with a stable id on every question and answer', async () => {
    const survey = await create('  Door survey  ');
    expect(survey).toMatchObject({
      name: 'Door survey',
      description: null,
      record_status: 'is_active',
      campaign_id,
      user_id: team.manager.id,
      respondent_count: 0,
    });
    const ids = survey.questions.flatMap((q) => [q.id, ...q.answers.map((a) => a.id)]);
    expect(new Set(ids).size).toBe(4);
    expect(survey.questions.map((q) => q.kind)).toEqual(['single_choice', 'free_text']);
    expect((await get(`/api/survey/?id=${survey.id}&campaign_id=${campaign_id}`)).json()).toEqual(survey);
  });

  it.each([
    [{ questions: QUESTIONS }, 'name was not provided'],
    [{ name: '   ', questions: QUESTIONS }, 'name must not be empty'],
    [{ name: 'No questions' }, 'questions was not provided'],
    [{ name: 'No questions', questions: [] }, 'A survey needs at least one question'],
    [
      { name: 'One answer', questions: [{ text: 'Q', kind: 'single_choice', answers: [{ text: 'Yes' }] }] },
      'A choice question needs at least two answers',
    ],
    [
      {
        name: 'Same answers',
        questions: [{ text: 'Q', kind: 'multiple_choice', answers: [{ text: 'Yes' }, { text: ' yes ' }] }],
      },
      'Each answer of a question must be different',
    ],
    [
      { name: 'Free with answers', questions: [{ text: 'Q', kind: 'free_text', answers: [{ text: 'A' }] }] },
      'A free-text question has no answers to choose from',
    ],
    [{ name: 'Blank question', questions: [{ text: ' ', kind: 'free_text' }] }, 'Enter the question'],
  ])('refuses %j with a readable 400', async (payload, detail) => {
    const reply = await post(payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail });
  });

  it('keeps names unique in the campaign, whatever their case and spaces, archived surveys included', async () => {
    const first = await create('Riverside canvass');
    const duplicate = await post({ name: ' RIVERSIDE canvass ', questions: QUESTIONS });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'NAME_EXISTS', detail: MESSAGES.nameExists });
    expect(await checkName('riverside CANVASS ')).toBe(false);
    expect(await checkName('Riverside canvass', `&id=${first.id}`)).toBe(true);
    expect(await checkName('Hillside canvass')).toBe(true);

    expect((await archive(first.id)).statusCode).toBe(200);
    expect(await checkName('Riverside canvass')).toBe(false);
    expect((await post({ name: 'Riverside canvass', questions: QUESTIONS })).statusCode).toBe(409);

    // Another campaign may use the name.
    const theirs = await t.inject({
      method: 'POST',
      url: '/api/survey/',
      headers: rival.manager.auth,
      payload: { campaign_id: rival.campaign.id, name: 'Riverside canvass', questions: QUESTIONS },
    });
    expect(theirs.statusCode).toBe(201);
    const missing = await get(`/api/survey/check-name/${campaign_id}/`);
    expect(missing.json()).toMatchObject({ detail: 'name was not provided' });
  });

  it("answers 'Survey not found' for an unknown survey or another campaign's", async () => {
    const theirs = (await get(`/api/survey/all/?campaign_id=${rival.campaign.id}`, rival.manager.auth)).json<
      Survey[]
    >()[0];
    for (const id of ['00000000-0000-4000-8000-000000000000', theirs?.id]) {
      const reply = await get(`/api/survey/?id=${String(id)}&campaign_id=${campaign_id}`);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', detail: MESSAGES.surveyNotFound });
      expect((await archive(String(id))).json()).toMatchObject({ detail: MESSAGES.surveyNotFound });
    }
    const noId = await get(`/api/survey/?campaign_id=${campaign_id}`);
    expect(noId.json()).toMatchObject({ detail: MESSAGES.idNotProvided });
  });

  it('archives once and for good: out of the active list, still readable, no longer editable', async () => {
    const survey = await create('To archive');
    const archived = await archive(survey.id);
    expect(archived.json()).toMatchObject({ id: survey.id, record_status: 'archived' });
    expect((await archive(survey.id)).json()).toMatchObject({ record_status: 'archived' });

    const names = async (status: string) =>
      (await get(`/api/survey/all/?campaign_id=${campaign_id}${status}`)).json<Survey[]>().map((s) => s.name);
    expect(await names('&record_status=is_active')).not.toContain('To archive');
    expect(await names('&record_status=archived')).toContain('To archive');
    expect(await names('')).toEqual(expect.arrayContaining(['To archive', 'Door survey']));
    expect((await get(`/api/survey/?id=${survey.id}&campaign_id=${campaign_id}`)).statusCode).toBe(200);

    const edit = await put({ id: survey.id, name: 'Renamed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('edits name and description always, and questions only until a voter answers', async () => {
    const survey = await create('Editable');
    const renamed = await put({ id: survey.id, name: 'Edited', description: 'About the park' });
    expect(renamed.json()).toMatchObject({ name: 'Edited', description: 'About the park' });
    expect((await put({ id: survey.id, name: 'door SURVEY' })).json()).toMatchObject({ code: 'NAME_EXISTS' });

    const [support] = survey.questions;
    const rewritten = await put({
      id: survey.id,
      questions: [
        { ...support, text: 'Do you support us?', answers: [...support!.answers, { text: 'Maybe' }] },
      ],
    });
    const questions = rewritten.json<Survey>().questions;
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ id: support!.id, text: 'Do you support us?' });
    expect(questions[0]!.answers.slice(0, 2)).toEqual(support!.answers);

    await recordSurveyResponses(t.database.db, {
      campaignId: campaign_id,
      surveyId: survey.id,
      voterId: voters[0]!.id!,
      userId: team.manager.id,
      responses: [{ question_id: support!.id, answer_ids: [support!.answers[0]!.id] }],
    });
    const locked = await put({ id: survey.id, questions: [{ ...questions[0], text: 'Changed' }] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'CONFLICT', detail: expect.stringMatching(/questions/) });
    const unchanged = await put({ id: survey.id, name: 'Edited again', questions });
    expect(unchanged.json()).toMatchObject({ name: 'Edited again', respondent_count: 1, questions });
  });

  it('lets only Managers and Directors in; other campaigns are not found', async () => {
    const survey = await create('Access');
    const routes = [
      { method: 'POST', url: '/api/survey/', payload: { campaign_id, name: 'X', questions: QUESTIONS } },
      { method: 'PUT', url: '/api/survey/', payload: { campaign_id, id: survey.id, name: 'X' } },
      { method: 'GET', url: `/api/survey/check-name/${campaign_id}/?name=X` },
      { method: 'GET', url: `/api/survey/?id=${survey.id}&campaign_id=${campaign_id}` },
      { method: 'GET', url: `/api/survey/all/?campaign_id=${campaign_id}` },
      { method: 'PUT', url: `/api/survey/archive/?survey_id=${survey.id}&campaign_id=${campaign_id}` },
      { method: 'GET', url: `/api/survey/results/?id=${survey.id}&campaign_id=${campaign_id}` },
      {
        method: 'GET',
        url: `/api/survey/results/free-text/?id=${survey.id}&campaign_id=${campaign_id}&question_id=${survey.questions[1]!.id}`,
      },
    ] as const;
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      for (const person of [team.volunteer, team.staff]) {
        const reply = await t.inject({ ...route, headers: person.auth });
        expect(reply.statusCode, label).toBe(403);
      }
      const outsider = await t.inject({ ...route, headers: rival.manager.auth });
      expect(outsider.statusCode, label).toBe(404);
      expect(outsider.json(), label).toMatchObject({ detail: 'Campaign not found' });
    }
    const director = await t.inject({ ...routes[3], headers: team.director.auth });
    expect(director.statusCode).toBe(200);
    expect((await t.inject({ ...routes[7], headers: team.director.auth })).statusCode).toBe(200);
  });

  it('seeds the demo surveys through the service, with answers at the first one’s doors', async () => {
    const seeded = await seedDemoSurveys(t.database.db, {
      campaignId: rival.campaign.id,
      userId: rival.manager.id,
    });
    expect(seeded.map((s) => s.name)).toEqual(DEMO_SURVEYS.map((s) => s.name));
    // The rival campaign has no voters: nobody answered.
    expect(seeded.every((s) => s.respondent_count === 0 && s.record_status === 'is_active')).toBe(true);

    const [door] = await seedDemoSurveys(
      t.database.db,
      { campaignId: campaign_id, userId: team.manager.id },
      30,
    );
    const results = await get(`/api/survey/results/?id=${door!.id}&campaign_id=${campaign_id}`);
    const { respondents, questions } = results.json<{
      respondents: number;
      questions: { respondents: number; answers: { count: number }[] }[];
    }>();
    expect(respondents).toBe(30);
    expect(questions[0]!.respondents).toBe(30);
    expect(questions[0]!.answers.reduce((sum, a) => sum + a.count, 0)).toBe(30);
  });
});
