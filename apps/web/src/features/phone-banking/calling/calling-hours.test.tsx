import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactWindow } from '@groundwork/shared/contracts/campaigns';
import { PHONE_BANKING_MESSAGES } from '@groundwork/shared/contracts/phone-banking';
import { USER_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { NUMBER, PB_ID, SESSION_ID } from './calling-fixtures';

const PB = '/api/phone-banking';
const WINDOW = `${PB}/${PB_ID}/calling-window`;

/** The next 16:00 UTC from now: 9:00 am in Phoenix (no daylight saving). */
const nextNineInPhoenix = (): ContactWindow => {
  const opens = new Date();
  opens.setUTCHours(16, 0, 0, 0);
  if (opens.getTime() <= Date.now()) opens.setUTCDate(opens.getUTCDate() + 1);
  return { opens_at: opens.toISOString(), time_zone: 'America/Phoenix' };
};

/** One Active call campaign whose calling window the server answers in turn; next-voter is refused for hours. */
const calling = (windows: ContactWindow[]) => (fake: FakeServer) => {
  fake.on(`GET ${PB}/all-user/`, () => json(200, [{ id: PB_ID, name: 'Weekend calls', status: 'Active' }]));
  fake.on(`GET ${WINDOW}`, () => json(200, windows.length > 1 ? windows.shift() : windows[0]));
  fake.on(`POST ${PB}/call/create-session`, () =>
    json(201, {
      call_session_id: SESSION_ID,
      phone_banking_campaign_id: PB_ID,
      user_id: USER_ID,
      mode: 'browser',
      from_number: NUMBER,
      status: 'active',
      started_at: new Date().toISOString(),
      ended_at: null,
    }),
  );
  fake.on(`POST ${PB}/call/acquire-number`, () => json(200, { phone_number: NUMBER }));
  fake.on(`GET ${PB}/access-token/`, () =>
    json(200, { token: 't', identity: USER_ID, provider: 'simulator', expires_at: new Date().toISOString() }),
  );
  fake.on(`GET ${PB}/${PB_ID}/next-voter`, () =>
    json(404, { code: 'QUIET_HOURS_NO_VOTER', detail: PHONE_BANKING_MESSAGES.quietHours }),
  );
};

const open = (setup: (fake: FakeServer) => void) =>
  renderApp({ path: `/groundwork/phone-banking/call/${PB_ID}`, setup });

describe('the calling screen outside calling hours (decision 0062)', { timeout: 30_000 }, () => {
  it('says when calling opens before anything is tapped, with calling off', async () => {
    const { server } = await open(calling([nextNineInPhoenix()]));
    const notice = await screen.findByTestId('closed-window', undefined, { timeout: 10_000 });
    expect(notice).toHaveTextContent('Calling opens at 9:00 am for these voters');
    await screen.findByTestId('call-campaign-name'); // loaded: only the hours hold calling back
    expect(screen.getByRole('button', { name: 'Start calling' })).toBeDisabled();
    expect(server.callsTo('GET', WINDOW)).toHaveLength(1);
    expect(server.callsTo('POST', `${PB}/call/create-session`)).toHaveLength(0);
  });

  it('shows when calling opens, not a success tick, when the hours close during a session', async () => {
    await open(calling([{ opens_at: null, time_zone: 'America/Phoenix' }, nextNineInPhoenix()]));
    const user = userEvent.setup();
    const start = await screen.findByRole('button', { name: 'Start calling' }, { timeout: 10_000 });
    await waitFor(() => expect(start).toBeEnabled());
    expect(screen.queryByTestId('closed-window')).not.toBeInTheDocument();
    await user.click(start);
    const notice = await screen.findByTestId('closed-window');
    expect(notice).toHaveTextContent('Calling opens at 9:00 am for these voters');
    expect(screen.queryByTestId('nothing-left')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeDisabled();
  });
});
