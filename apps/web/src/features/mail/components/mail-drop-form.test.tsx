import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@groundwork/shared/contracts/mail';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, USER_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  DROP_ID,
  GROUP_ID,
  MAILER_ID,
  OTHER_GROUP_ID,
  makeCounts,
  makeDrop,
  makeGroup,
  makeMailer,
} from './mail-fixtures';

const CHECK = `/api/mail/check-name/mailer-campaign/${CAMPAIGN_ID}/`;
const ESTIMATE = '/api/mail/mailer-campaign/estimate/';
/** Households per group and cents per piece per size, as the fake server counts them. */
const HOUSEHOLDS: Record<string, number> = { [GROUP_ID]: 250, [OTHER_GROUP_ID]: 1_200 };
const RATES: Record<string, number> = { postcard_4_25x6: 48, letter_10: 73 };

const withMail = (server: FakeServer) => {
  server.on('GET /api/mail/', () => json(200, makeMailer()));
  server.on('GET /api/voter-group/all/', () =>
    json(200, [
      makeGroup(GROUP_ID, 'Unaffiliated 2024 voters'),
      makeGroup(OTHER_GROUP_ID, 'Young Democrats'),
      makeGroup('0f0e0d0c-0b0a-4908-8706-050403020100', 'Still selecting', 'Pending'),
    ]),
  );
  server.on(`GET ${CHECK}`, (call) => json(200, { is_unique: call.search.get('name') !== 'First drop' }));
  server.on(`GET ${ESTIMATE}`, (call) =>
    json(
      200,
      makeCounts(
        HOUSEHOLDS[call.search.get('voter_group_id') ?? ''] ?? 0,
        RATES[call.search.get('mailer_size') ?? ''] ?? 0,
      ),
    ),
  );
};

const choose = async (user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

const openForm = async (setup: (server: FakeServer) => void = withMail) => {
  const view = await renderApp({ path: `/groundwork/mailer-campaign/add?mailer_id=${MAILER_ID}`, setup });
  const user = userEvent.setup();
  const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
  return { ...view, user, name };
};

describe('the mail drop form', { timeout: 30_000 }, () => {
  it('counts households and cost live as the group and the size change, from Ready groups only', async () => {
    const { user, server } = await openForm();
    const panel = screen.getByTestId('mail-estimate');
    expect(within(panel).getByText(/Choose a voter group and a size/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Voter group/ }));
    expect(screen.queryByRole('option', { name: 'Still selecting', hidden: true })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Unaffiliated 2024 voters', hidden: true }));
    await choose(user, /Size/, 'Postcard 4.25 × 6 in');
    await waitFor(() => {
      expect(screen.getByTestId('estimate-pieces')).toHaveTextContent('250');
    });
    expect(screen.getByTestId('estimate-cost')).toHaveTextContent('$120.00');
    expect(screen.getByTestId('estimate-voters')).toHaveTextContent('500');
    expect(within(panel).getByText('Opted out of mail')).toBeInTheDocument();

    await choose(user, /Voter group/, 'Young Democrats');
    await waitFor(() => {
      expect(screen.getByTestId('estimate-pieces')).toHaveTextContent('1,200');
    });
    expect(screen.getByTestId('estimate-cost')).toHaveTextContent('$576.00');

    await choose(user, /Size/, 'Letter in a #10 envelope');
    await waitFor(() => {
      expect(screen.getByTestId('estimate-cost')).toHaveTextContent('$876.00');
    });
    expect(within(panel).getByText('$0.73 a piece')).toBeInTheDocument();
    expect(server.callsTo('GET', ESTIMATE).at(-1)?.search.toString()).toBe(
      `campaign_id=${CAMPAIGN_ID}&voter_group_id=${OTHER_GROUP_ID}&mailer_size=letter_10`,
    );
  });

  it("warns on a name already used by this mailer's drops, checked with the mailer's id", async () => {
    const { user, name, server } = await openForm();
    await user.type(name, 'First drop');
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(MESSAGES.nameExists);
    });
    expect(server.callsTo('GET', CHECK).at(-1)?.search.get('mailer_id')).toBe(MAILER_ID);
  });

  it("creates a Draft with the spec's body and opens it", async () => {
    const { user, name, server } = await openForm((fake) => {
      withMail(fake);
      fake.on('POST /api/mail/mailer-campaign/', () => json(200, makeDrop()));
    });
    await user.type(name, 'Second drop');
    await choose(user, /Voter group/, 'Unaffiliated 2024 voters');
    await choose(user, /Size/, 'Postcard 4.25 × 6 in');
    await user.type(screen.getByLabelText(/Drop date/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Create mail drop' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/mailer-campaign/id/${DROP_ID}`);
    });
    expect(server.callsTo('POST', '/api/mail/mailer-campaign/')[0]?.body).toEqual({
      name: 'Second drop',
      voter_group_id: GROUP_ID,
      mailer_size: 'postcard_4_25x6',
      scheduled_date: '2026-12-01',
      mailer_id: MAILER_ID,
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
    });
  });

  it("shows 'Failed to create mailer campaign' when the server gives no detail, and its detail when it does", async () => {
    let reply = json(500, null);
    const { user, name } = await openForm((fake) => {
      withMail(fake);
      fake.on('POST /api/mail/mailer-campaign/', () => reply);
    });
    await user.type(name, 'Second drop');
    await choose(user, /Voter group/, 'Unaffiliated 2024 voters');
    await choose(user, /Size/, 'Flat 9 × 12 in');
    await user.click(screen.getByRole('button', { name: 'Create mail drop' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MAIL_MESSAGES.createFailed);
    expect(alert.textContent).toBe(MAIL_MESSAGES.createFailed);

    reply = json(400, { code: 'VALIDATION_FAILED', detail: 'The voter group is not Ready' });
    await user.click(screen.getByRole('button', { name: 'Create mail drop' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('The voter group is not Ready');
    });
  });
});
