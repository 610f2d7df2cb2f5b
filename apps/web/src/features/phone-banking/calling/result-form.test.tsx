import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_BANKING_MESSAGES, type CallResult } from '@groundwork/shared/contracts/phone-banking';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeSurvey, PB_ID, QUESTION_ID, SESSION_ID, SURVEY_ID } from './calling-fixtures';
import { ResultForm } from './result-form';

const SAVE = `/api/phone-banking/${PB_ID}/update-call-result`;
const VOTER_ID = '00000000-0000-4000-8000-000000000001';
const START = '2026-11-24T15:00:00.000Z';

/** The server's replies to each save in turn: a Response, or 'offline' for a network failure. */
const saving = (replies: (Response | 'offline')[], survey: Survey) => (fake: FakeServer) => {
  fake.on(`GET /api/phone-banking/${PB_ID}/survey`, () => json(200, survey));
  fake.on('GET /api/voter-tag/all/', () => json(200, [{ name: 'Supporter' }, { name: 'Yard sign' }]));
  fake.on(`POST ${SAVE}`, (call) => {
    const reply = replies.shift() ?? 'offline';
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const body = call.body as { voter_id: string; call_result: string };
    return reply.status === 200
      ? json(200, {
          id: '11111111-0000-4000-8000-000000000001',
          phone_banking_campaign_id: PB_ID,
          voter_id: body.voter_id,
          user_id: null,
          call_result: body.call_result,
          call_notes: null,
          tags: [],
          call_duration: 0,
          call_start_time: START,
          call_session_id: SESSION_ID,
          created_at: START,
        })
      : reply;
  });
};

const renderForm = async (
  replies: (Response | 'offline')[],
  preselected: CallResult | null = 'Answered',
  { survey = makeSurvey(), unanswered = false }: { survey?: Survey; unanswered?: boolean } = {},
) => {
  const onSaved = vi.fn();
  const onMoveOn = vi.fn();
  const { server } = await renderApp({
    path: '/',
    setup: saving(replies, survey),
    children: (
      <ResultForm
        campaignId={CAMPAIGN_ID}
        phoneBankingCampaignId={PB_ID}
        voterId={VOTER_ID}
        voterName="Ana Smith"
        surveyId={SURVEY_ID}
        callSessionId={SESSION_ID}
        call={{ startTime: START, duration: 93 }}
        preselected={preselected}
        unanswered={unanswered}
        onSaved={onSaved}
        onMoveOn={onMoveOn}
      />
    ),
  });
  return { server, onSaved, onMoveOn, user: userEvent.setup() };
};

const OK = json(200, {});

describe('the result form', { timeout: 30_000 }, () => {
  it('saves the result with notes, tags, the call facts and the survey answers', async () => {
    const { server, onSaved, user } = await renderForm([OK]);
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Wants a yard sign');
    await user.click(await screen.findByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Supporter', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(server.callsTo('POST', SAVE)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_id: VOTER_ID,
      call_result: 'Answered',
      call_notes: 'Wants a yard sign',
      tags: ['Supporter'],
      call_duration: 93,
      call_start_time: START,
      call_session_id: SESSION_ID,
      survey_responses: [{ question_id: QUESTION_ID, answer: makeSurvey().questions[0]!.answers[0]!.id }],
    });
  });

  it('sends every chosen answer of a multiple-choice question', async () => {
    const survey = makeSurvey();
    const question = {
      ...survey.questions[0]!,
      kind: 'multiple_choice' as const,
      text: 'Which issues matter to you?',
      answers: ['Housing', 'Parks', 'Traffic', 'Schools'].map((text, i) => ({
        id: `aaaaaaaa-0000-4000-8000-00000000000${String(i)}`,
        text,
      })),
    };
    const { server, onSaved, user } = await renderForm([OK], 'Answered', {
      survey: { ...survey, questions: [question] },
    });
    for (const text of ['Housing', 'Traffic', 'Schools'])
      await user.click(await screen.findByRole('checkbox', { name: text }));
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(server.callsTo('POST', SAVE)[0]?.body).toMatchObject({
      survey_responses: [0, 2, 3].map((i) => ({ question_id: QUESTION_ID, answer: question.answers[i]!.id })),
    });
  });

  it('does not offer Answered for a call nobody picked up', async () => {
    const { server, onSaved, user } = await renderForm([OK], 'Busy', { unanswered: true });
    const results = screen.getByRole('group', { name: 'Call result' });
    expect(within(results).queryByRole('button', { name: 'Answered' })).toBeNull();
    expect(within(results).getByRole('button', { name: 'Busy' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Nobody picked up this call, so it cannot be saved as Answered.')).toBeVisible();
    expect(screen.queryByTestId('survey-questions')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(server.callsTo('POST', SAVE)[0]?.body).toMatchObject({ call_result: 'Busy' });
  });

  it('asks the survey only when the voter answered, and needs a result before saving', async () => {
    const { server, onSaved, user } = await renderForm([OK], null);
    const save = screen.getByRole('button', { name: 'Save and next' });
    expect(save).toBeDisabled();
    expect(screen.queryByTestId('survey-questions')).toBeNull();
    const results = screen.getByRole('group', { name: 'Call result' });
    await user.click(within(results).getByRole('button', { name: 'Do not call' }));
    expect(
      screen.getByText('This number will not be called again, by anyone in the campaign.'),
    ).toBeVisible();
    expect(screen.queryByTestId('survey-questions')).toBeNull();
    await user.click(save);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(server.callsTo('POST', SAVE)[0]?.body).toMatchObject({
      call_result: 'Do not call',
      call_notes: null,
      survey_responses: [],
    });
  });

  it('keeps a result the network lost on screen, with Retry, until it is saved', async () => {
    const { server, onSaved, user } = await renderForm(['offline', 'offline', OK]);
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Call back after 6');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    const failure = await screen.findByTestId('save-error');
    expect(failure).toHaveTextContent('The server could not be reached.');
    expect(failure).toHaveTextContent('It stays here');
    expect(within(failure).queryByRole('button', { name: 'Next voter without saving' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Call back after 6');
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('save-error');
    await vi.waitFor(() => expect(server.callsTo('POST', SAVE)).toHaveLength(2));
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(screen.getByTestId('save-error')).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const bodies = server.callsTo('POST', SAVE).map((call) => call.body);
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it("shows the server's refusal and lets the caller move on without saving", async () => {
    const refusal = json(403, { code: 'FORBIDDEN', detail: PHONE_BANKING_MESSAGES.notClaimed });
    const { onSaved, onMoveOn, user } = await renderForm([refusal]);
    await user.click(await screen.findByRole('button', { name: 'Save and next' }));
    const failure = await screen.findByTestId('save-error');
    expect(failure).toHaveTextContent(PHONE_BANKING_MESSAGES.notClaimed);
    await user.click(within(failure).getByRole('button', { name: 'Next voter without saving' }));
    expect(onMoveOn).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
