import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PHONE_BANKING_MESSAGES,
  type PhoneBankingCampaign,
  type UpdatePhoneBankingBody,
} from '@groundwork/shared/contracts/phone-banking';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { LIVE_POLL_MS } from '../api/get-phone-banking';
import { AT, MEMBERS, PHONE_BANK_ID, makeLiveCounts, makePhoneBank } from './phone-banking-fixtures';

const PATH = `/groundwork/phone-banking/id/${PHONE_BANK_ID}`;

/** A fake server holding one phone bank; PUT applies the body, or answers `refuse` when given. */
const serve = (initial: PhoneBankingCampaign, refuse?: { status: number; detail: string }) => (fake: FakeServer) => {
  let phoneBank = initial;
  fake.on('GET /api/phone-banking/', () => json(200, phoneBank));
  fake.on('GET /api/campaign/members/', () => json(200, MEMBERS));
  fake.on('GET /api/phone-banking/updated-recipients/', () => json(200, makeLiveCounts()));
  fake.on('PUT /api/phone-banking/', (call) => {
    if (refuse) return json(refuse.status, { code: 'CONFLICT', detail: refuse.detail });
    phoneBank = { ...phoneBank, ...(call.body as UpdatePhoneBankingBody), updated_at: new Date().toISOString() };
    return json(200, phoneBank);
  });
}; // prettier-ignore

const puts = (server: FakeServer) => server.callsTo('PUT', '/api/phone-banking/').map((call) => call.body);

describe('the phone bank page', { timeout: 30_000 }, () => {
  it('activates a Draft after confirming, and links to the account set-up when phone banking is off', async () => {
    const { server } = await renderApp({
      path: PATH,
      setup: serve(makePhoneBank(), { status: 409, detail: PHONE_BANKING_MESSAGES.phoneBankingDisabled }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Activate' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate “Early vote calls”?' });
    expect(puts(server)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PHONE_BANKING_MESSAGES.phoneBankingDisabled);
    expect(within(alert).getByRole('link', { name: 'Set up the calling account' })).toHaveAttribute(
      'href',
      '/groundwork/phone-banking',
    );
    expect(puts(server)).toEqual([{ id: PHONE_BANK_ID, campaign_id: CAMPAIGN_ID, status: 'Active' }]);
    // A Draft shows no live counts poll, only its composer.
    expect(server.callsTo('GET', '/api/phone-banking/updated-recipients/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('pauses at once, resumes, and completes only after confirming', async () => {
    const { server } = await renderApp({ path: PATH, setup: serve(makePhoneBank({ status: 'Active' })) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete “Early vote calls”?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts(server).map((body) => (body as UpdatePhoneBankingBody).status)).toEqual(['Paused', 'Active']);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Complete/ })).getByRole('button', {
        name: 'Complete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument());
    expect(puts(server).map((body) => (body as UpdatePhoneBankingBody).status)).toEqual([
      'Paused',
      'Active',
      'Completed',
    ]);
    // Callers stay editable in every status but Completed.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Callers/ })).toBeDisabled());
  });

  it('shows the live counts and the calls per caller, and asks again with the last as_of', async () => {
    const { server } = await renderApp({ path: PATH, setup: serve(makePhoneBank({ status: 'Active' })) });
    await screen.findByTestId('count-called', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('count-called')).toHaveTextContent('12'));
    expect(screen.getByTestId('count-contacted')).toHaveTextContent('5');
    expect(screen.getByTestId('count-remaining')).toHaveTextContent('26');
    expect(screen.getByTestId('count-in_progress')).toHaveTextContent('2');
    expect(screen.getByRole('progressbar', { name: '30% of the voters called' })).toBeInTheDocument();
    const perCaller = screen.getByRole('table', { name: 'Calls per caller' });
    expect(perCaller).toHaveTextContent('Sam Lee');
    expect(perCaller).toHaveTextContent('42%');
    expect(screen.getByRole('table', { name: 'Latest results' })).toHaveTextContent('Ana SmithDo not call');
    // A recipient with neither a result nor a caller (activation's snapshot) is not news.
    expect(screen.getByRole('table', { name: 'Latest results' })).not.toHaveTextContent('Ben Uncalled');
    const first = server.callsTo('GET', '/api/phone-banking/updated-recipients/')[0];
    expect(first?.search.get('id')).toBe(PHONE_BANK_ID);
    expect(first?.search.get('last_update_time')).toBeNull();
    await waitFor(
      () => expect(server.callsTo('GET', '/api/phone-banking/updated-recipients/').length).toBeGreaterThan(1),
      { timeout: LIVE_POLL_MS + 3_000 },
    );
    expect(
      server.callsTo('GET', '/api/phone-banking/updated-recipients/')[1]?.search.get('last_update_time'),
    ).toBe(AT);
  });

  it('shows a voter in a call as being called, and as back in the queue once given back', async () => {
    const live = makeLiveCounts();
    const ben = live.recipients[1]!;
    let polls = 0;
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        serve(makePhoneBank({ status: 'Active' }))(fake);
        fake.on('GET /api/phone-banking/updated-recipients/', () => {
          polls += 1;
          const now = { ...ben, in_call: polls === 1, caller_id: polls === 1 ? ben.voter_id : null };
          return json(200, { ...live, recipients: [now] });
        });
      },
    });
    const latest = await screen.findByRole('table', { name: 'Latest results' }, { timeout: 10_000 });
    expect(latest).toHaveTextContent('Ben UncalledBeing called');
    await waitFor(() => expect(latest).toHaveTextContent('Ben UncalledBack in the queue'), {
      timeout: LIVE_POLL_MS + 3_000,
    });
    expect(server.callsTo('GET', '/api/phone-banking/updated-recipients/').length).toBeGreaterThan(1);
  });
});
