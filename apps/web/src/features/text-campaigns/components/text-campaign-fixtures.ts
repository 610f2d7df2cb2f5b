import type {
  ClaimedRecipient,
  Conversation,
  TextCampaign,
  TextMessage,
} from '@groundwork/shared/contracts/text-campaigns';
import { CAMPAIGN_ID, USER_ID } from '../../../test/fake-server';

/** Text campaigns, recipients and conversations as the server replies, for component tests. */
export const TEXT_CAMPAIGN_ID = '2f9a6c1e-7b3d-4e8a-9c5f-1d2e3f4a5b6c';
export const GROUP_ID = '8c7b6a5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
export const NUMBER = '+19195550100';
const AT = '2026-11-24T15:00:00.000Z';

export const makeTextCampaign = (overrides: Partial<TextCampaign> = {}): TextCampaign => ({
  id: TEXT_CAMPAIGN_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Early vote reminder',
  description: null,
  message: 'Hi {first_name}, early voting starts Monday. Reply STOP to opt out.',
  creation_method: 'Created',
  status: 'Active',
  filter_params: {},
  voter_group_id: GROUP_ID,
  user_ids: [USER_ID],
  quick_replies: ['Thanks! Polls open at 7.', 'Sorry to bother you.'],
  survey_id: null,
  help_text: null,
  counts: {
    recipients: 3,
    remaining: 3,
    sent: 0,
    delivered: 0,
    failed: 0,
    replied: 0,
    opted_out: 0,
    possible_opt_out: 0,
  },
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeRecipient = (index: number): ClaimedRecipient => ({
  voter_id: `00000000-0000-4000-8000-00000000000${String(index)}`,
  first_name: ['Ana', 'Ben', 'Cleo', 'Dev'][index] ?? 'Voter',
  last_name: 'Smith',
  phone: `+1919555020${String(index)}`,
  message: `Hi ${['Ana', 'Ben', 'Cleo', 'Dev'][index] ?? 'Voter'}, early voting starts Monday. Reply STOP to opt out.`,
  claim_expires_at: AT,
  sending_phone_number: NUMBER,
});

export const makeConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  text_campaign_id: TEXT_CAMPAIGN_ID,
  text_campaign_name: 'Early vote reminder',
  voter_id: '00000000-0000-4000-8000-000000000001',
  voter_name: 'Ana Smith',
  phone: '+19195550201',
  user_id: USER_ID,
  opted_out: false,
  possible_opt_out: false,
  unread: true,
  last_message_at: AT,
  messages: [
    {
      id: '10000000-0000-4000-8000-000000000001',
      direction: 'outbound',
      body: 'Hi Ana, early voting starts Monday. Reply STOP to opt out.',
      status: 'delivered',
      error_code: null,
      user_id: USER_ID,
      possible_opt_out: false,
      at: AT,
    },
    {
      id: '10000000-0000-4000-8000-000000000002',
      direction: 'inbound',
      body: 'Yes! Where do I vote?',
      status: 'received',
      error_code: null,
      user_id: null,
      possible_opt_out: false,
      at: AT,
    },
  ],
  ...overrides,
});

/** A message as a send or a reply answers it. */
export const makeTextMessage = (overrides: Partial<TextMessage> = {}): TextMessage => ({
  id: '10000000-0000-4000-8000-000000000009',
  direction: 'outbound',
  body: 'Hi',
  status: 'queued',
  error_code: null,
  user_id: USER_ID,
  possible_opt_out: false,
  at: AT,
  ...overrides,
});
