import type { PhoneBankingCampaign, UpdatedCallRecipients } from '@groundwork/shared/contracts/phone-banking';
import type { PhoneBankingAccountStatus } from '@groundwork/shared/contracts/voice';
import { CAMPAIGN_ID, USER_ID } from '../../../test/fake-server';

/** Phone banks, accounts and live counts as the server replies, for component tests. */
export const PHONE_BANK_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const GROUP_ID = '8c7b6a5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
export const VOLUNTEER_ID = '6e5d4c3b-2a19-4f8e-8d7c-6b5a4f3e2d1c';
export const AT = '2026-11-24T15:00:00.000Z';

export const makeAccount = (
  overrides: Partial<PhoneBankingAccountStatus> = {},
): PhoneBankingAccountStatus => ({
  status: 'none',
  account_sid: null,
  provider: 'simulator',
  voice_numbers: [],
  is_phone_banking_enabled: false,
  created_at: null,
  ...overrides,
});

export const makePhoneBank = (overrides: Partial<PhoneBankingCampaign> = {}): PhoneBankingCampaign => ({
  id: PHONE_BANK_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  owner_id: USER_ID,
  name: 'Early vote calls',
  description: null,
  script: '<p>Hi {first_name}, this is {caller_first_name} with Dana Rivera.</p>',
  creation_method: 'Created',
  status: 'Draft',
  filter_params: {},
  voter_group_id: GROUP_ID,
  survey_id: null,
  user_ids: [VOLUNTEER_ID],
  counts: { recipients: 40, called: 0, contacted: 0, remaining: 40, in_progress: 0, opted_out: 0 },
  created_at: AT,
  updated_at: AT,
  ...overrides,
});

export const makeLiveCounts = (overrides: Partial<UpdatedCallRecipients> = {}): UpdatedCallRecipients => ({
  counts: { recipients: 40, called: 12, contacted: 5, remaining: 26, in_progress: 2, opted_out: 1 },
  callers: [{ user_id: VOLUNTEER_ID, name: 'Sam Lee', calls: 12, contacts: 5, last_call_at: AT }],
  recipients: [
    {
      voter_id: '00000000-0000-4000-8000-000000000001',
      voter_name: 'Ana Smith',
      last_result: 'Do not call',
      attempts: 1,
      caller_id: VOLUNTEER_ID,
      in_call: false,
      updated_at: AT,
    },
    {
      voter_id: '00000000-0000-4000-8000-000000000002',
      voter_name: 'Ben Uncalled',
      last_result: null,
      attempts: 0,
      caller_id: null,
      in_call: false,
      updated_at: AT,
    },
  ],
  as_of: AT,
  ...overrides,
});

export const VOTER_GROUP = {
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
  created_at: AT,
  updated_at: AT,
};

const member = (user_id: string, first: string, last: string, title: string) => ({
  user_id,
  first,
  last,
  email: `${first.toLowerCase()}@demo.groundwork.test`,
  title,
  date_joined: AT,
  last_active: null,
  is_owner: false,
});
export const MEMBERS = [
  member(USER_ID, 'Maya', 'Okafor', 'Manager'),
  member(VOLUNTEER_ID, 'Sam', 'Lee', 'Volunteer'),
];
