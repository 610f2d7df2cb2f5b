import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PhoneBankingAccountStatus } from '@groundwork/shared/contracts/voice';
import { CAMPAIGN_ID, json, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { AT, makeAccount, makePhoneBank } from './phone-banking-fixtures';

const NUMBER = { phone_number: '+19195550100', friendly_name: '(919) 555-0100', locality: 'Raleigh', region: 'NC', postal_code: null, capabilities: { sms: true, voice: true } }; // prettier-ignore

describe('the phone banking page', { timeout: 30_000 }, () => {
  it('sets up the calling account, asks for an area code or ZIP before searching, and buys a number', async () => {
    let account: PhoneBankingAccountStatus = makeAccount();
    const { server } = await renderApp({
      path: '/groundwork/phone-banking',
      setup: (fake) => {
        fake.on('GET /api/phone-banking/account-status/', () => json(200, account));
        fake.on('GET /api/phone-banking/all/', () => json(200, []));
        fake.on('POST /api/phone-banking/setup-account', () => {
          account = makeAccount({ status: 'active', account_sid: 'ACsim0001', created_at: AT });
          return json(201, account);
        });
        fake.on('GET /api/phone-banking/available-numbers/', () => json(200, [NUMBER]));
        fake.on('POST /api/phone-banking/purchase-number', () => {
          account = { ...account, voice_numbers: [NUMBER.phone_number], is_phone_banking_enabled: true };
          return json(201, { id: '9b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', phone_number: NUMBER.phone_number, capabilities: NUMBER.capabilities, purchased_by: USER_ID, purchased_at: AT }); // prettier-ignore
        });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No phone banks yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up calling account' }));
    expect(await screen.findByTestId('account-status')).toHaveTextContent('active');
    expect(server.callsTo('POST', '/api/phone-banking/setup-account')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
    });
    expect(screen.getByText('Needs a number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Area code or zip code is required');
    expect(server.callsTo('GET', '/api/phone-banking/available-numbers/')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '27601');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    await user.click(await screen.findByRole('button', { name: 'Buy (919) 555-0100' }));
    expect(await screen.findByText('Phone banking on')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/phone-banking/available-numbers/')[0]?.search.get('zip_code')).toBe(
      '27601',
    );
    expect(server.callsTo('POST', '/api/phone-banking/purchase-number')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
      phone_number: '+19195550100',
    });
    expect(
      within(screen.getByRole('list', { name: 'Calling numbers' })).getByRole('listitem'),
    ).toHaveTextContent('+19195550100');
  });

  it('lists the phone banks with their status, calls and contacts', async () => {
    await renderApp({
      path: '/groundwork/phone-banking',
      setup: (fake) => {
        fake.on('GET /api/phone-banking/account-status/', () =>
          json(
            200,
            makeAccount({
              status: 'active',
              voice_numbers: ['+19195550100'],
              is_phone_banking_enabled: true,
            }),
          ),
        );
        fake.on('GET /api/phone-banking/all/', () =>
          json(200, [
            makePhoneBank({
              status: 'Active',
              counts: {
                recipients: 40,
                called: 10,
                contacted: 4,
                remaining: 30,
                in_progress: 0,
                opted_out: 0,
              },
            }),
          ]),
        );
      },
    });
    const table = await screen.findByRole('table', { name: 'Phone banks' }, { timeout: 10_000 });
    expect(table).toHaveTextContent('Early vote calls');
    expect(table).toHaveTextContent('Active');
    expect(table).toHaveTextContent('10 / 40');
    expect(screen.getByRole('progressbar', { name: 'Early vote calls: 25% called' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Early vote calls' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/groundwork\/phone-banking\/id\//),
    );
    expect(screen.getAllByRole('link', { name: 'New phone bank' })[0]).toHaveAttribute(
      'href',
      '/groundwork/phone-banking/add',
    );
  });
});
