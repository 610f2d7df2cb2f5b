import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Survey, SurveyResults } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const SURVEY_ID = '6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const [YES, NO] = ['33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'];
const VOTER = '55555555-5555-4555-8555-555555555555';
const NOW = '2026-02-01T12:00:00.000Z';

const survey: Survey = {
  id: SURVEY_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Door survey',
  description: 'What we ask at the door',
  questions: [
    {
      id: Q1,
      text: 'Support?',
      kind: 'single_choice',
      answers: [
        { id: YES, text: 'Yes' },
        { id: NO, text: 'No' },
      ],
    },
    { id: Q2, text: 'Comments', kind: 'free_text', answers: [] },
  ],
  record_status: 'is_active',
  respondent_count: 4,
  created_at: NOW,
  updated_at: NOW,
};

const results: SurveyResults = {
  survey_id: SURVEY_ID,
  respondents: 4,
  questions: [
    {
      question_id: Q1,
      text: 'Support?',
      kind: 'single_choice',
      respondents: 4,
      answers: [
        { answer_id: YES, text: 'Yes', count: 3, share: 0.75 },
        { answer_id: NO, text: 'No', count: 1, share: 0.25 },
      ],
      free_text: null,
    },
    {
      question_id: Q2,
      text: 'Comments',
      kind: 'free_text',
      respondents: 2,
      answers: [],
      free_text: {
        question_id: Q2,
        total: 2,
        skip: 0,
        limit: 5,
        answers: [
          { text: 'Fix the crosswalk', voter_id: VOTER, created_at: NOW },
          { text: 'Loves the park', voter_id: VOTER, created_at: NOW },
        ],
      },
    },
  ],
};

describe('a survey', { timeout: 20_000 }, () => {
  it('shows its results per question, and archives it after confirming', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: `/groundwork/survey/id/${SURVEY_ID}`,
      setup: (fake) => {
        fake.on('GET /api/survey/', () => json(200, survey));
        fake.on('GET /api/survey/results/', () => json(200, results));
        fake.on('GET /api/survey/all/', () => json(200, [survey]));
        fake.on('PUT /api/survey/archive/', () => json(200, { ...survey, record_status: 'archived' }));
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Door survey', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByTestId('respondents')).toHaveTextContent('4 respondents');
    const support = screen.getByRole('region', { name: 'Question 1' });
    expect(within(support).getByRole('img')).toHaveAccessibleName('Support?: Yes 3 (75%), No 1 (25%)');
    expect(within(support).getByTestId('answer-shares')).toHaveTextContent('Yes: 75% · No: 25%');
    const comments = screen.getByRole('region', { name: 'Question 2' });
    expect(within(comments).getByText('“Fix the crosswalk”')).toBeInTheDocument();
    expect(within(comments).getByText('Showing 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive survey' });
    expect(within(dialog).getByText('Door survey')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/survey/archive/')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Archive survey' }));

    await waitFor(() => {
      expect(screen.getByTestId('survey-status')).toHaveTextContent('Archived');
    });
    const call = server.callsTo('PUT', '/api/survey/archive/')[0];
    expect(call?.search.get('survey_id')).toBe(SURVEY_ID);
    expect(call?.search.get('campaign_id')).toBe(CAMPAIGN_ID);
    // Archived: results stay, editing is gone.
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByTestId('respondents')).toHaveTextContent('4 respondents');
  });

  it("says 'Survey not found' for an unknown survey", async () => {
    await renderApp({
      path: `/groundwork/survey/id/${SURVEY_ID}`,
      setup: (fake) => {
        fake.on('GET /api/survey/', () => json(404, { code: 'NOT_FOUND', detail: MESSAGES.surveyNotFound }));
        fake.on('GET /api/survey/results/', () =>
          json(404, { code: 'NOT_FOUND', detail: MESSAGES.surveyNotFound }),
        );
      },
    });
    expect(await screen.findByText(MESSAGES.surveyNotFound, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
