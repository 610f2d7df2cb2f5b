import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ID, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { GROUP_ID, makeTextCampaign } from './text-campaign-fixtures';

const group = {
  id: GROUP_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Early voters',
  description: null,
  type: 'filter',
  creation_method: 'Created',
  status: 'Ready',
  filter_params: {},
  voter_count: 140,
  door_count: 90,
  error: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const member = (user_id: string, first: string, last: string, title: string) => ({
  user_id,
  first,
  last,
  email: `${first.toLowerCase()}@example.org`,
  title,
  date_joined: '2026-10-01T10:00:00.000Z',
  last_active: null,
  is_owner: false,
});
const TEXTER_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

describe('the text composer', { timeout: 30_000 }, () => {
  it('counts the recipients of the chosen group, renders the message for the sample and measures its segments', async () => {
    const { server } = await renderApp({
      path: '/groundwork/text-campaign/add',
      setup: (fake) => {
        fake.on('GET /api/voter-group/all/', () => json(200, [group]));
        fake.on('GET /api/campaign/members/', () => json(200, []));
        fake.on('POST /api/text-campaign/recipients/preview/', () =>
          json(200, {
            recipients: 120,
            excluded: { no_phone: 14, opted_out: 4, landline: 2 },
            sample: {
              first_name: 'Ana',
              last_name: 'Smith',
              city: 'Raleigh',
              precinct: '01-07',
              texter_first_name: 'Maya',
            },
          }),
        );
        fake.on('POST /api/text-campaign/', (call) =>
          json(200, makeTextCampaign({ ...(call.body as object), status: 'Draft' })),
        );
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('recipient-count', undefined, { timeout: 10_000 })).toHaveTextContent(
      'Pick a voter group or set filters',
    );
    await user.click(screen.getByRole('combobox', { name: /Voter group/ }));
    await user.click(await screen.findByRole('option', { name: 'Early voters (140 voters)', hidden: true }));
    await waitFor(() => {
      expect(screen.getByTestId('recipient-count')).toHaveTextContent('120 recipients');
    });
    expect(screen.getByTestId('recipient-excluded')).toHaveTextContent(
      'Left out: 14 without a mobile number · 4 opted out · 2 landlines',
    );
    expect(server.callsTo('POST', '/api/text-campaign/recipients/preview/').at(-1)?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      voter_group_id: GROUP_ID,
      filter_params: {},
    });

    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.click(message);
    await user.paste('Hi ');
    await user.click(screen.getByRole('button', { name: '{first_name}' }));
    await user.click(message);
    await user.keyboard('{End}');
    await user.paste(', early voting starts Monday.');
    expect(screen.getByTestId('rendered-message')).toHaveTextContent('Hi Ana, early voting starts Monday.');
    expect(screen.getByTestId('segments')).toHaveTextContent('1 segment');
    expect(screen.getByTestId('segments')).toHaveTextContent('GSM-7');
    expect(screen.getByText('No opt-out wording')).toBeInTheDocument();

    // An emoji makes it UCS-2 (70 a segment, 67 when split): this one needs two segments.
    await user.paste(' Reply STOP to opt out 🗳️ and bring a friend to the polls with you!');
    expect(screen.queryByText('No opt-out wording')).not.toBeInTheDocument();
    expect(screen.getByTestId('segments')).toHaveTextContent('2 segments');
    expect(screen.getByTestId('segments')).toHaveTextContent('UCS-2');
    expect(screen.getByTestId('segments')).toHaveTextContent('67 per segment');

    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.paste('Early vote reminder');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => {
      expect(server.callsTo('POST', '/api/text-campaign/')).toHaveLength(1);
    });
    expect(server.callsTo('POST', '/api/text-campaign/')[0]?.body).toMatchObject({
      campaign_id: CAMPAIGN_ID,
      name: 'Early vote reminder',
      voter_group_id: GROUP_ID,
      filter_params: {},
      message:
        'Hi {first_name}, early voting starts Monday. Reply STOP to opt out 🗳️ and bring a friend to the polls with you!',
    });
  });

  it('greets as the first assigned texter in the preview, or as “Sam”, an example, before any is assigned', async () => {
    await renderApp({
      path: '/groundwork/text-campaign/add',
      setup: (fake) => {
        fake.on('GET /api/voter-group/all/', () => json(200, [group]));
        fake.on('GET /api/campaign/members/', () =>
          json(200, [
            member('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Morgan', 'Manager', 'Manager'),
            member(TEXTER_ID, 'Jordan', 'Lee', 'Volunteer'),
          ]),
        );
        // The server's sample greets as whoever asks for the preview: the Manager.
        fake.on('POST /api/text-campaign/recipients/preview/', () =>
          json(200, {
            recipients: 120,
            excluded: { no_phone: 0, opted_out: 0, landline: 0 },
            sample: { first_name: 'Ana', last_name: 'Smith', city: 'Raleigh', precinct: '01-07', texter_first_name: 'Morgan' },
          }),
        );
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Voter group/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Early voters (140 voters)', hidden: true }));
    await waitFor(() => {
      expect(screen.getByTestId('recipient-count')).toHaveTextContent('120 recipients');
    });
    await user.click(screen.getByRole('textbox', { name: /Message/ }));
    await user.paste('Hi {first_name}, this is {texter_first_name}. Reply STOP to opt out');
    expect(screen.getByTestId('rendered-message')).toHaveTextContent('Hi Ana, this is Sam. Reply STOP to opt out');
    expect(screen.getByTestId('preview-texter')).toHaveTextContent('“Sam” is an example');

    await user.click(screen.getByRole('combobox', { name: 'Texters' }));
    await user.click(await screen.findByRole('option', { name: 'Jordan Lee (Volunteer)', hidden: true }));
    expect(screen.getByTestId('rendered-message')).toHaveTextContent('Hi Ana, this is Jordan. Reply STOP to opt out');
    expect(screen.getByTestId('rendered-message')).not.toHaveTextContent('Morgan');
    expect(screen.getByTestId('preview-texter')).toHaveTextContent('Jordan, the first texter');
  }); // prettier-ignore
});
