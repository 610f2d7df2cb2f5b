import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CAMPAIGN, SENDER } from '@groundwork/shared/contracts/text-registration-fixtures';
import type { RegistrationStatusView } from '@groundwork/shared/contracts/text-registration';
import { CAMPAIGN_ID, json, USER_ID, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { TextingSetupCard } from '../texting-setup-card';

const AT = '2026-11-25T02:00:00.000Z';
const vetting = (status: 'PENDING' | 'APPROVED' | 'FAILED', failure_reasons: string[] = []) => ({
  status,
  failure_reasons,
  submitted_at: AT,
  updated_at: AT,
});
const STORED_SENDER = { ...SENDER, contact_phone: '+19195550142' };
const status = (changes: Partial<RegistrationStatusView> = {}): RegistrationStatusView => ({
  campaign_id: CAMPAIGN_ID,
  brand: null,
  message_campaign: null,
  sender: null,
  message_campaign_fields: null,
  phone_numbers: 0,
  is_texting_enabled: false,
  ...changes,
});
const withStatus = (view: RegistrationStatusView) => (server: FakeServer) => {
  server.on(`GET /api/text-campaign/twilio/${CAMPAIGN_ID}/status`, () => json(200, view));
  server.on('POST /api/text-campaign/register', () => json(201, status({ brand: vetting('PENDING') })));
  server.on('POST /api/text-campaign/create-a2p-campaign', () => json(201, view));
};
const item = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label}`) });
const passed = (label: string) => item(label).getAttribute('data-passed') === 'true';

describe('the texting registration page', { timeout: 30_000 }, () => {
  it('turns the sender checklist green item by item as the user types', async () => {
    await renderApp({ path: '/groundwork/texting/registration', setup: withStatus(status()) });
    const website = await screen.findByRole('textbox', { name: /^Website/ }, { timeout: 10_000 });
    expect(screen.getByText('1 of 3 passed')).toBeInTheDocument();
    expect(passed('Website present and https')).toBe(false);
    fireEvent.change(website, { target: { value: 'http://casey.example.org' } });
    expect(passed('Website present and https')).toBe(false);
    fireEvent.change(website, { target: { value: 'https://casey.example.org' } });
    expect(passed('Website present and https')).toBe(true);
    const privacy = screen.getByRole('textbox', { name: /^Privacy policy/ });
    fireEvent.change(privacy, { target: { value: 'https://bit.ly/privacy' } });
    expect(passed('Privacy policy present and https')).toBe(true);
    expect(passed('No link shorteners')).toBe(false);
    expect(within(item('No link shorteners')).getByText(/not bit.ly/)).toBeInTheDocument();
    fireEvent.change(privacy, { target: { value: 'https://casey.example.org/privacy' } });
    expect(screen.getByText('3 of 3 passed')).toBeInTheDocument();
  });

  it('shows a FAILED sender with its reasons and sends the corrected form again', async () => {
    const failed = status({
      brand: vetting('FAILED', ['The website is unreachable']),
      sender: STORED_SENDER,
    });
    const { server } = await renderApp({
      path: '/groundwork/texting/registration',
      setup: withStatus(failed),
    });
    expect(
      await screen.findByText(/The website is unreachable/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^ZIP code/ }), { target: { value: '2760' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit sender' }));
    expect(screen.getByText('zip must be a ZIP code such as 27601')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/text-campaign/register')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /^ZIP code/ }), { target: { value: '27601' } });
    // The carriers' codes show in words; the code is what is sent.
    expect(screen.getByRole('combobox', { name: /^Business identity/ })).toHaveValue('Direct customer');
    expect(screen.getByRole('combobox', { name: /^Industry/ })).toHaveValue('Government and politics');
    await userEvent.click(screen.getByRole('combobox', { name: /^Job position/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chief executive (CEO)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit sender' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/text-campaign/register')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/text-campaign/register')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      ...STORED_SENDER,
      job_position: 'CEO',
    });
  });

  it('checks the message campaign live and submits its 8 fields once the sender is approved', async () => {
    const approved = status({ brand: vetting('APPROVED'), sender: STORED_SENDER });
    const { server } = await renderApp({ path: '/groundwork/texting/registration', setup: withStatus(approved) });
    const first = await screen.findByRole('textbox', { name: /^Sample message 1/ }, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: /^Use case/ })).toHaveValue('Political');
    expect(passed('A sample carries opt-out wording')).toBe(false);
    fireEvent.change(first, { target: { value: MESSAGE_CAMPAIGN.sample_messages[0] } });
    expect(passed('A sample carries opt-out wording')).toBe(true);
    const second = screen.getByRole('textbox', { name: /^Sample message 2/ });
    fireEvent.change(second, { target: { value: 'See you at https://casey.example.org/events' } });
    expect(passed('Every sample names the sender')).toBe(false);
    fireEvent.change(second, {
      target: { value: 'Casey for Council: see you at https://casey.example.org/events' },
    });
    expect(passed('Every sample names the sender')).toBe(true);
    expect(passed('“Has embedded links” agrees')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Messages have embedded links' }));
    expect(passed('“Has embedded links” agrees')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: MESSAGE_CAMPAIGN.description } });
    fireEvent.change(screen.getByRole('textbox', { name: /^How voters consent/ }), { target: { value: MESSAGE_CAMPAIGN.consent_description } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Opt-in message/ }), { target: { value: MESSAGE_CAMPAIGN.opt_in_message } });
    expect(screen.getByText('8 of 8 passed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit message campaign' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/text-campaign/create-a2p-campaign')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/text-campaign/create-a2p-campaign')[0]?.body).toMatchObject({
      campaign_id: CAMPAIGN_ID,
      use_case: 'POLITICAL',
      has_embedded_links: true,
      opt_in_keywords: ['JOIN'],
      sample_messages: [MESSAGE_CAMPAIGN.sample_messages[0], 'Casey for Council: see you at https://casey.example.org/events'],
    });
  }); // prettier-ignore
});

describe('the texting setup card', { timeout: 30_000 }, () => {
  const card = <TextingSetupCard campaignId={CAMPAIGN_ID} userId={USER_ID} />;

  it('shows the three steps with their statuses, searches numbers and buys one after confirming', async () => {
    const view = status({
      brand: vetting('APPROVED'),
      message_campaign: vetting('PENDING'),
      sender: STORED_SENDER,
    });
    const { server } = await renderApp({
      path: '/groundwork/texting',
      children: card,
      setup: (s) => {
        withStatus(view)(s);
        s.on('GET /api/phone-banking/available-numbers/', () =>
          json(200, [{ phone_number: '+19195550100', friendly_name: '(919) 555-0100', locality: 'Raleigh', region: 'NC', postal_code: null, capabilities: { sms: true, voice: true } }]),
        );
        s.on('POST /api/phone-banking/purchase-number', () =>
          json(201, { id: '9b2f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', phone_number: '+19195550100', capabilities: { sms: true, voice: true }, purchased_by: USER_ID, purchased_at: AT }),
        );
      },
    }); // prettier-ignore
    const steps = await screen.findByRole('list', {}, { timeout: 10_000 });
    const [sender, campaign, number] = within(steps).getAllByRole('listitem');
    expect(sender).toHaveTextContent('Register the senderAPPROVED');
    expect(campaign).toHaveTextContent('Register the message campaignPENDING');
    expect(number).toHaveTextContent('Buy a numberNone yet');

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Area code or zip code is required');
    expect(server.callsTo('GET', '/api/phone-banking/available-numbers/')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Area code' }), '919');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy (919) 555-0100' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/phone-banking/purchase-number')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/phone-banking/available-numbers/')[0]?.search.get('area_code')).toBe(
      '919',
    );
    expect(server.callsTo('POST', '/api/phone-banking/purchase-number')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      user_id: USER_ID,
      phone_number: '+19195550100',
    });
  });

  it('links to the registration when nothing is registered, and hides once texting is enabled', async () => {
    await renderApp({ path: '/groundwork/texting', children: card, setup: withStatus(status()) });
    expect(await screen.findByRole('link', { name: 'Register' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/groundwork/texting/registration',
    );
  });
});
