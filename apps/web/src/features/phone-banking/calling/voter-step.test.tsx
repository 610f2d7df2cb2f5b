import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, USER_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeSurvey, makeVoter, NUMBER, PB_ID, QUESTION_ID, SESSION_ID, SURVEY_ID } from './calling-fixtures';

const PB = '/api/phone-banking';
const AT = '2026-11-24T15:00:00.000Z';
const cleo = makeVoter(2, { survey_id: SURVEY_ID });
const YES = makeSurvey().questions[0]!.answers[0]!;

/** A call campaign with a survey, called through the caller's own phone; saved results land in `saved`. */
const callingMyPhone = (saved: unknown[]) => (fake: FakeServer) => {
  fake.on(`GET ${PB}/all-user/`, () => json(200, [{ id: PB_ID, name: 'Weekend calls', status: 'Active' }]));
  fake.on(`POST ${PB}/call/create-session`, () =>
    json(201, {
      call_session_id: SESSION_ID,
      phone_banking_campaign_id: PB_ID,
      user_id: USER_ID,
      mode: 'phone',
      from_number: NUMBER,
      status: 'active',
      started_at: AT,
      ended_at: null,
    }),
  );
  fake.on(`POST ${PB}/call/acquire-number`, () => json(200, { phone_number: NUMBER }));
  fake.on(`GET ${PB}/${PB_ID}/next-voter`, () =>
    saved.length === 0 ? json(200, cleo) : json(404, { code: 'NOT_FOUND', detail: 'Nothing left' }),
  );
  fake.on(`POST ${PB}/${PB_ID}/initiate-call`, () =>
    json(201, { call_sid: 'CA0009', status: 'queued', call_session_id: SESSION_ID }),
  );
  fake.on(`GET ${PB}/${PB_ID}/survey`, () => json(200, makeSurvey()));
  fake.on('GET /api/voter-tag/all/', () => json(200, []));
  fake.on(`POST ${PB}/${PB_ID}/update-call-result`, (call) => {
    saved.push(call.body);
    return json(200, {
      id: '11111111-0000-4000-8000-000000000001',
      phone_banking_campaign_id: PB_ID,
      voter_id: cleo.voter_id,
      user_id: USER_ID,
      call_result: 'Answered',
      call_notes: null,
      tags: [],
      call_duration: 0,
      call_start_time: AT,
      call_session_id: SESSION_ID,
      created_at: AT,
    });
  });
};

describe("the caller's screen during a call", { timeout: 30_000 }, () => {
  it('shows the script and the survey together, folds the script, and keeps the answers after the call until saved', async () => {
    const saved: unknown[] = [];
    await renderApp({ path: `/groundwork/phone-banking/call/${PB_ID}`, setup: callingMyPhone(saved) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Call my phone' }, { timeout: 10_000 }));
    await user.type(screen.getByRole('textbox', { name: /Your phone number/ }), '(919) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Start calling' }));
    await screen.findByTestId('voter-name');
    // Before the call: the script, not the survey yet.
    expect(screen.getByTestId('call-script')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Survey' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Call Cleo' }));
    await screen.findByText(/is ringing/);
    const survey = await screen.findByRole('region', { name: 'Survey' });
    expect(screen.getByTestId('call-script')).toBeVisible();
    await user.click(await within(survey).findByRole('radio', { name: YES.text }));

    // On a phone the script folds away (and back), by keyboard too.
    const fold = within(screen.getByRole('region', { name: 'Script' })).getByRole('button');
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    fold.focus();
    await user.keyboard('{Enter}');
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('call-script')).not.toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('call-script')).toBeVisible();

    // After the call: the script, the result (Answered, as the voter answered the survey) and the answer stay.
    await user.click(screen.getByRole('button', { name: 'The call is over' }));
    const form = await screen.findByTestId('result-form');
    expect(screen.getByTestId('call-script')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('radio', { name: YES.text })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(form).getByRole('button', { name: 'Save and next' }));
    await screen.findByTestId('nothing-left');
    expect(saved).toEqual([
      expect.objectContaining({
        campaign_id: CAMPAIGN_ID,
        voter_id: cleo.voter_id,
        call_result: 'Answered',
        survey_responses: [{ question_id: QUESTION_ID, answer: YES.id }],
      }),
    ]);
  });
});
