import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { CAMPAIGN_ID, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { SurveyAnswers } from './survey-answers';
import { TEXT_CAMPAIGN_ID } from './text-campaign-fixtures';

const SURVEY_ID = '5a5a5a5a-0000-4000-8000-000000000001';
const VOTER_ID = '00000000-0000-4000-8000-000000000009';
const ISSUES_ID = '5a5a5a5a-0000-4000-8000-000000000002';
const issue = (n: number) => `5a5a5a5a-0000-4000-8000-00000000001${String(n)}`;
const SURVEY: Survey = {
  id: SURVEY_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Issues',
  description: null,
  questions: [
    {
      id: ISSUES_ID,
      text: 'Which issues matter to you?',
      kind: 'multiple_choice',
      answers: ['Housing', 'Parks', 'Traffic', 'Schools'].map((text, i) => ({ id: issue(i), text })),
    },
  ],
  record_status: 'is_active',
  respondent_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const RECORD = `/api/text-campaign/${TEXT_CAMPAIGN_ID}/survey-response`;

describe("the texter's survey answers", { timeout: 30_000 }, () => {
  it('records every chosen answer of a multiple-choice question, one entry each', async () => {
    const { server } = await renderApp({
      path: '/',
      setup: (fake) => {
        fake.on(`GET /api/text-campaign/${TEXT_CAMPAIGN_ID}/survey`, () => json(200, SURVEY));
        fake.on(`POST ${RECORD}`, () => json(201, { recorded: 1, removed: 0 }));
      },
      children: (
        <SurveyAnswers
          surveyId={SURVEY_ID}
          target={{ textCampaignId: TEXT_CAMPAIGN_ID, campaign_id: CAMPAIGN_ID, voter_id: VOTER_ID }}
        />
      ),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record survey answers' }));
    // The accordion's panel opens with a transition: its content is hidden from roles until it has.
    const record = await screen.findByRole('button', { name: 'Record answers' }, { timeout: 5_000 });
    expect(record).toBeDisabled();
    const issues = await screen.findByRole('group', { name: /Which issues matter to you\?/ });
    for (const text of ['Housing', 'Parks', 'Schools'])
      await user.click(within(issues).getByRole('checkbox', { name: text }));
    await user.click(record);
    await screen.findByText('Answers recorded.');
    await waitFor(() => expect(server.callsTo('POST', RECORD)).toHaveLength(1));
    expect(server.callsTo('POST', RECORD)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_id: VOTER_ID,
      survey_responses: [0, 1, 3].map((i) => ({ question_id: ISSUES_ID, answer: issue(i) })),
    });
  });
});
