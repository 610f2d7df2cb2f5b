import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, json, makeCampaign } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { CallingCard } from './calling-card';
import { makeAccount } from './phone-banking-fixtures';
import { PhoneBankingSettings } from './phone-banking-settings';

const hour = (h: number, calls: number, contacts: number) => ({
  hour: `2026-11-24T${String(h).padStart(2, '0')}:00:00.000Z`,
  calls,
  contacts,
});

describe('the phone banking widgets', { timeout: 30_000 }, () => {
  it('shows the calls of the last 24 hours and the contact rate on the dashboard', async () => {
    const { server } = await renderApp({
      path: '/groundwork/dashboard',
      children: <CallingCard campaignId={CAMPAIGN_ID} />,
      setup: (fake) =>
        fake.on('GET /api/phone-banking/stats/', () =>
          json(200, {
            calls: 40,
            contacts: 10,
            contact_rate: 0.25,
            per_hour: [hour(14, 15, 4), hour(15, 25, 6)],
          }),
        ),
    });
    expect(await screen.findByTestId('calls-24h', {}, { timeout: 10_000 })).toHaveTextContent('40');
    expect(screen.getByTestId('contacts-24h')).toHaveTextContent('10');
    expect(screen.getByTestId('contact-rate')).toHaveTextContent('25%');
    expect(server.callsTo('GET', '/api/phone-banking/stats/')[0]?.search.get('campaign_id')).toBe(
      CAMPAIGN_ID,
    );
  });

  it('sits on the dashboard only once phone banking is on', async () => {
    const off = await renderApp({
      path: '/groundwork/dashboard',
      state: { campaign: makeCampaign({ is_phone_banking_enabled: false }) },
    });
    await screen.findByRole('heading', { name: 'Touches by channel this week' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Calls in the last 24 hours' })).not.toBeInTheDocument();
    expect(off.server.callsTo('GET', '/api/phone-banking/stats/')).toHaveLength(0);
    off.unmount();
    await renderApp({
      path: '/groundwork/dashboard',
      state: { campaign: makeCampaign({ is_phone_banking_enabled: true }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Calls in the last 24 hours' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows in the campaign settings whether phone banking is on and the calling numbers', async () => {
    await renderApp({
      path: '/groundwork/campaign',
      children: (
        <PhoneBankingSettings campaignId={CAMPAIGN_ID} phoneBankingPath="/groundwork/phone-banking" />
      ),
      setup: (fake) =>
        fake.on('GET /api/phone-banking/account-status/', () =>
          json(
            200,
            makeAccount({
              status: 'active',
              voice_numbers: ['+19195550100'],
              is_phone_banking_enabled: true,
            }),
          ),
        ),
    });
    expect(await screen.findByText('Phone banking on', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Calling numbers' })).toHaveTextContent('+19195550100');
    expect(screen.getByRole('link', { name: 'Open phone banking' })).toHaveAttribute(
      'href',
      '/groundwork/phone-banking',
    );
  });
});
