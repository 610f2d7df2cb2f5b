import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PHONE_BANKING_MESSAGES,
  PHONE_BANKING_QUEUE_MESSAGES,
} from '@groundwork/shared/contracts/phone-banking';
import { type NextVoter } from '@groundwork/shared/contracts/call-queue';
import { CAMPAIGN_ID, USER_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeSimulatedCall, makeVoter, NUMBER, PB_ID, SESSION_ID } from './calling-fixtures';

const AT = '2026-11-24T15:00:00.000Z';
const PB = '/api/phone-banking';
const CALLS = '/api/simulator/voice/calls';

/** The server: one Active call campaign, a simulator account, the voters handed out in turn (then 404). */
const phoneBanking =
  (voters: (NextVoter | Response)[], status: 'Active' | 'Paused' = 'Active') =>
  (fake: FakeServer) => {
    fake.on(`GET ${PB}/all-user/`, () => json(200, [{ id: PB_ID, name: 'Weekend calls', status }]));
    const session = (mode: string) => ({
      call_session_id: SESSION_ID,
      phone_banking_campaign_id: PB_ID,
      user_id: USER_ID,
      mode,
      from_number: NUMBER,
      status: 'active',
      started_at: AT,
      ended_at: null,
    });
    fake.on(`POST ${PB}/call/create-session`, (call) =>
      json(201, session((call.body as { mode: string }).mode)),
    );
    fake.on(`POST ${PB}/call/acquire-number`, () => json(200, { phone_number: NUMBER }));
    fake.on(`POST ${PB}/call/release-number`, () => json(200, {}));
    fake.on(`POST ${PB}/call/end-session`, () => json(200, {}));
    fake.on(`GET ${PB}/access-token/`, () =>
      json(200, { token: 'voice-token', identity: USER_ID, provider: 'simulator', expires_at: AT }),
    );
    fake.on(`GET ${PB}/${PB_ID}/next-voter`, () => {
      const next = voters.shift();
      if (!next) return json(404, { code: 'NOT_FOUND', detail: PHONE_BANKING_QUEUE_MESSAGES.nothingLeft });
      return next instanceof Response ? next : json(200, next);
    });
    fake.on(`POST ${PB}/release-uncalled-voter`, () => json(200, {}));
    fake.on(`POST ${PB}/${PB_ID}/update-call-result`, (call) => {
      const body = call.body as { voter_id: string; call_result: string };
      return json(200, {
        id: '11111111-0000-4000-8000-000000000001',
        phone_banking_campaign_id: PB_ID,
        voter_id: body.voter_id,
        user_id: USER_ID,
        call_result: body.call_result,
        call_notes: null,
        tags: [],
        call_duration: 0,
        call_start_time: AT,
        call_session_id: SESSION_ID,
        created_at: AT,
      });
    });
    // The simulated voter's line is busy: the first read says so.
    fake.on(`POST ${CALLS}`, () => json(201, makeSimulatedCall()));
    fake.on(`GET ${CALLS}/CA0001`, () =>
      json(200, makeSimulatedCall({ status: 'busy', outcome: 'busy', ended_at: AT })),
    );
  };

const open = (setup: (fake: FakeServer) => void) =>
  renderApp({ path: `/groundwork/phone-banking/call/${PB_ID}`, setup });

describe('the calling screen', { timeout: 30_000 }, () => {
  it('starts a browser session, calls through the simulator, records the result, and ends', async () => {
    const ana = makeVoter(0);
    const { server } = await open(phoneBanking([ana]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start calling' }, { timeout: 10_000 }));
    expect(await screen.findByTestId('voter-name')).toHaveTextContent('Ana Smith');
    expect(server.callsTo('POST', `${PB}/call/create-session`)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      phone_banking_campaign_id: PB_ID,
      user_id: USER_ID,
      mode: 'browser',
    });
    expect(server.callsTo('POST', `${PB}/call/acquire-number`)).toHaveLength(1);
    expect(server.callsTo('GET', `${PB}/${PB_ID}/next-voter`)[0]?.search.get('user_id')).toBe(USER_ID);
    expect(screen.getByTestId('past-contacts')).toHaveTextContent('Door');

    await user.click(screen.getByRole('button', { name: 'Call Ana' }));
    const placed = server.callsTo('POST', CALLS)[0];
    expect(placed?.headers.get('x-voice-token')).toBe('voice-token');
    expect(placed?.body).toEqual({
      params: {
        To: ana.phone,
        phone_banking_campaign_id: PB_ID,
        call_session_id: SESSION_ID,
        voter_id: ana.voter_id,
      },
    });
    expect(await screen.findByTestId('call-status')).toHaveTextContent('Ringing…');
    // The next read (500 ms later) finds the line busy.
    await screen.findByText('Busy', { selector: '[data-testid="call-status"]' });
    const results = screen.getByRole('group', { name: 'Call result' });
    expect(within(results).getByRole('button', { name: 'Busy' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    const none = await screen.findByTestId('nothing-left');
    expect(none).toHaveTextContent('Nothing left to call');
    expect(none).toHaveTextContent(PHONE_BANKING_QUEUE_MESSAGES.nothingLeft);
    expect(server.callsTo('POST', `${PB}/${PB_ID}/update-call-result`)[0]?.body).toMatchObject({
      voter_id: ana.voter_id,
      call_result: 'Busy',
      call_duration: 0,
      call_session_id: SESSION_ID,
    });
    expect(screen.getByTestId('saved-count')).toHaveTextContent('1 call');

    await user.click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('You recorded 1 call.');
    expect(server.callsTo('POST', `${PB}/call/release-number`)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      call_session_id: SESSION_ID,
    });
    expect(server.callsTo('POST', `${PB}/call/end-session`)).toHaveLength(1);
    expect(server.callsTo('POST', `${PB}/release-uncalled-voter`)).toHaveLength(0);
  });

  it("shows the server's refusal with its detail, and gives a skipped voter back", async () => {
    const quiet = json(404, { code: 'QUIET_HOURS_NO_VOTER', detail: PHONE_BANKING_MESSAGES.quietHours });
    const inactive = json(403, { code: 'FORBIDDEN', detail: PHONE_BANKING_MESSAGES.notActive });
    const { server } = await open(phoneBanking([quiet, inactive, makeVoter(1)]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start calling' }, { timeout: 10_000 }));
    const none = await screen.findByTestId('nothing-left');
    expect(none).toHaveTextContent('No voter to call right now');
    expect(none).toHaveTextContent(PHONE_BANKING_MESSAGES.quietHours);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    const refusal = await screen.findByTestId('voter-error');
    expect(refusal).toHaveTextContent(PHONE_BANKING_MESSAGES.notActive);
    await user.click(within(refusal).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('voter-name')).toHaveTextContent('Ben Smith');
    await user.click(screen.getByRole('button', { name: 'Skip this voter' }));
    await screen.findByTestId('nothing-left');
    expect(server.callsTo('POST', `${PB}/release-uncalled-voter`)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      phone_banking_campaign_id: PB_ID,
      voter_id: makeVoter(1).voter_id,
      user_id: USER_ID,
    });
    expect(server.callsTo('POST', CALLS)).toHaveLength(0);
  });

  it("calls through the caller's own phone", async () => {
    const cleo = makeVoter(2);
    const { server } = await open((fake: FakeServer) => {
      phoneBanking([cleo])(fake);
      fake.on(`POST ${PB}/${PB_ID}/initiate-call`, () =>
        json(201, { call_sid: 'CA0009', status: 'queued', call_session_id: SESSION_ID }),
      );
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Call my phone' }, { timeout: 10_000 }));
    const phone = screen.getByRole('textbox', { name: /Your phone number/ });
    await user.type(phone, '12{Tab}');
    expect(await screen.findByText(PHONE_BANKING_MESSAGES.badVolunteerPhone)).toBeVisible();
    await user.clear(phone);
    await user.type(phone, '(919) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Start calling' }));
    await screen.findByTestId('voter-name');
    expect(server.callsTo('POST', `${PB}/call/create-session`)[0]?.body).toMatchObject({
      mode: 'phone',
      volunteer_phone: '(919) 555-0142',
    });
    expect(server.callsTo('GET', `${PB}/access-token/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Call Cleo' }));
    await screen.findByText(/Your phone \(\(919\) 555-0142\) is ringing/);
    expect(server.callsTo('POST', `${PB}/${PB_ID}/initiate-call`)[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
      voter_id: cleo.voter_id,
      volunteer_phone: '(919) 555-0142',
      call_session_id: SESSION_ID,
    });
    await user.click(screen.getByRole('button', { name: 'The call is over' }));
    expect(screen.getByRole('button', { name: 'Save and next' })).toBeDisabled();
  });

  it('does not start while the call campaign is not Active', async () => {
    await open(phoneBanking([], 'Paused'));
    expect(
      await screen.findByText('This call campaign is Paused', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start calling' })).toBeNull();
  });
});

describe('calls to make', { timeout: 30_000 }, () => {
  it('lists Active call campaigns with Start calling and the others greyed with their status', async () => {
    await renderApp({
      path: '/groundwork/phone-banking/assigned',
      setup: (fake) =>
        fake.on(`GET ${PB}/all-user/`, () =>
          json(200, [
            { id: '00000000-0000-4000-8000-0000000000a1', name: 'Spring calls', status: 'Paused' },
            { id: PB_ID, name: 'Weekend calls', status: 'Active' },
          ]),
        ),
    });
    const cards = await screen.findAllByTestId('assigned-call-campaign', undefined, { timeout: 10_000 });
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Weekend calls'),
      expect.stringContaining('Spring calls'),
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Start calling' })).toHaveAttribute(
      'href',
      `/groundwork/phone-banking/call/${PB_ID}`,
    );
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    expect(cards[1]).toHaveTextContent('Paused by the campaign');
  });

  it('says when there is nothing to call', async () => {
    await renderApp({
      path: '/groundwork/phone-banking/assigned',
      setup: (fake) => fake.on(`GET ${PB}/all-user/`, () => json(200, [])),
    });
    expect(await screen.findByTestId('empty-state', undefined, { timeout: 10_000 })).toHaveTextContent(
      'No calls to make',
    );
  });
});
