import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_BANKING_MESSAGES } from '@groundwork/shared/contracts/phone-banking';
import { CAMPAIGN_ID, json, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import {
  GROUP_ID,
  MEMBERS,
  PHONE_BANK_ID,
  VOLUNTEER_ID,
  VOTER_GROUP,
  makePhoneBank,
} from './phone-banking-fixtures';

const PREVIEW = {
  recipients: 120,
  excluded: { no_phone: 14, opted_out: 4, landline: 2 },
  sample: {
    first_name: 'Ana',
    last_name: 'Smith',
    city: 'Raleigh',
    precinct: '01-07',
    texter_first_name: 'Maya',
  },
};

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out, so it has no rects.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

describe('the phone bank composer', { timeout: 60_000 }, () => {
  it('refuses to save without a name, a script or voters, then saves the draft and opens it', async () => {
    const { server } = await renderApp({
      path: '/groundwork/phone-banking/add',
      setup: (fake) => {
        fake.on('GET /api/voter-group/all/', () => json(200, [VOTER_GROUP]));
        fake.on('GET /api/campaign/members/', () => json(200, MEMBERS));
        fake.on('POST /api/text-campaign/recipients/preview/', () => json(200, PREVIEW));
        fake.on('POST /api/phone-banking/', (call) =>
          json(201, makePhoneBank({ ...(call.body as object), status: 'Draft' })),
        );
        fake.on('GET /api/phone-banking/', () => json(200, makePhoneBank()));
      },
    });
    const user = userEvent.setup();
    const save = await screen.findByRole('button', { name: 'Save draft' }, { timeout: 10_000 });
    await user.click(save);
    expect(screen.getByText('Name the phone bank')).toBeInTheDocument();
    expect(screen.getByText('Write the script')).toBeInTheDocument();
    expect(screen.getByText(PHONE_BANKING_MESSAGES.noRecipientsSource)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', '/api/phone-banking/')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: /^Name/ }));
    await user.paste('Early vote calls');
    expect(screen.queryByText('Name the phone bank')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Voter group/ }));
    await user.click(await screen.findByRole('option', { name: 'Early voters (140 voters)', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('call-recipient-count')).toHaveTextContent('126 voters'));

    await user.click(screen.getByRole('textbox', { name: 'Script' }));
    await user.keyboard('Hi ');
    await user.click(screen.getByRole('button', { name: 'Insert voter field' }));
    await user.click(await screen.findByRole('menuitem', { name: /First name/, hidden: true }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.keyboard(', this is ');
    await user.click(screen.getByRole('button', { name: 'Insert voter field' }));
    await user.click(await screen.findByRole('menuitem', { name: /Caller’s first name/, hidden: true }));
    expect(screen.getByTestId('script-preview')).toHaveTextContent('Hi Ana, this is Maya');

    const callers = screen.getByRole('combobox', { name: /^Callers/ });
    await user.click(callers);
    const listbox = document.getElementById(callers.getAttribute('aria-controls') ?? '')!;
    await user.click(within(listbox).getByRole('option', { name: 'Sam Lee (Volunteer)', hidden: true }));
    await user.click(save);
    await waitFor(() => expect(server.callsTo('POST', '/api/phone-banking/')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/phone-banking/')[0]?.body).toMatchObject({
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
      owner_id: USER_ID,
      name: 'Early vote calls',
      voter_group_id: GROUP_ID,
      filter_params: {},
      survey_id: null,
      user_ids: [VOLUNTEER_ID],
      script: expect.stringContaining('Hi {first_name}, this is {caller_first_name}') as unknown,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/groundwork/phone-banking/id/${PHONE_BANK_ID}`,
      ),
    );
  });
});
