import type { MailCounts, MailDrop, Mailer } from '@groundwork/shared/contracts/mail';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import { CAMPAIGN_ID, USER_ID } from '../../../test/fake-server';

/** Replies of the fake server for the mail tests. */
export const MAILER_ID = '2f1e0d9c-8b7a-4c5d-9e6f-a1b2c3d4e5f6';
export const DROP_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
export const GROUP_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const OTHER_GROUP_ID = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c';
const AT = '2026-11-20T15:00:00.000Z';

export const makeMailer = (overrides: Partial<Mailer> = {}): Mailer => ({
  id: MAILER_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Fall postcard',
  file: {
    content_type: 'image/png',
    size: 2048,
    url: `/api/mail/file/?id=${MAILER_ID}`,
    thumbnail_url: null,
  },
  page_count: 1,
  drop_count: 0,
  created_at: AT,
  ...overrides,
});

export const makeDrop = (overrides: Partial<MailDrop> = {}): MailDrop => ({
  id: DROP_ID,
  campaign_id: CAMPAIGN_ID,
  mailer_id: MAILER_ID,
  mailer_name: 'Fall postcard',
  user_id: USER_ID,
  voter_group_id: GROUP_ID,
  voter_group_name: 'Unaffiliated 2024 voters',
  name: 'First drop',
  mailer_size: 'postcard_6x9',
  scheduled_date: '2026-12-01',
  status: 'Draft',
  mailed_at: null,
  voters: 412,
  pieces: 250,
  suppressed: 12,
  cost: 15_000,
  exports: [],
  created_at: AT,
  ...overrides,
});

export const makeGroup = (id: string, name: string, status: VoterGroup['status'] = 'Ready'): VoterGroup => ({
  id,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name,
  description: null,
  type: 'filter',
  creation_method: 'filter',
  status,
  filter_params: null,
  voter_count: 400,
  door_count: 250,
  error: null,
  created_at: AT,
  updated_at: AT,
});

export const makeCounts = (pieces: number, rateCents: number): MailCounts => ({
  voters: pieces * 2,
  pieces,
  suppressed: 5,
  suppressed_by_reason: { no_address: 2, moved: 2, opted_out: 1 },
  cost_cents: pieces * rateCents,
  rate_cents: rateCents,
});
