/**
 * Phone banking (service §3 Phone banking campaign and Call result, §4, §5, §7 Phone banking, §9): call campaigns
 * with a script, a next-voter queue that never hands one voter to two callers, calling from the browser or the
 * caller's own phone, and results into the consent ledger and touches. Rules:
 * docs/decisions/0044-phone-banking.md. The account, calls and sessions are in `voice.ts` (0045-voice.md).
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { voterFilterSchema } from './voters.ts';

/** Draft → Active ⇄ Paused → Completed (service §4: created as Draft, creation method Created). */
export const PHONE_BANKING_STATUSES = ['Draft', 'Active', 'Paused', 'Completed'] as const;
export type PhoneBankingStatus = (typeof PHONE_BANKING_STATUSES)[number];

/** What a caller records after a call (issue 15). */
export const CALL_RESULTS = [
  'Answered',
  'No answer',
  'Busy',
  'Voicemail',
  'Wrong number',
  'Disconnected',
  'Refused',
  'Do not call',
] as const;
export type CallResult = (typeof CALL_RESULTS)[number];

/** The voter picked up: a call touch with a contact (the dashboard's contact rate). */
export const CONTACT_RESULTS: readonly CallResult[] = ['Answered', 'Refused', 'Do not call'];
/** The number goes into the consent ledger (channel call): nobody is offered it again. */
export const DO_NOT_CALL_RESULTS: readonly CallResult[] = ['Do not call', 'Wrong number'];
/** The voter goes back to the queue (after `retryAfterMinutes`, at most `maxAttempts` calls in all). */
export const RETRY_RESULTS: readonly CallResult[] = ['No answer', 'Busy'];

export const PHONE_BANKING_LIMITS = {
  name: 120,
  description: 1000,
  /** The script's HTML, in characters. */
  script: 20_000,
  /** A claimed voter not called and not released within this goes back to the queue. */
  claimMinutes: 10,
  retryAfterMinutes: 240,
  maxAttempts: 3,
  callNotes: 2000,
  tags: 20,
  /** Longest call recorded, in seconds (4 hours). */
  callDuration: 14_400,
} as const;

/** Voter fields a script may name, as `{first_name}`. */
export const SCRIPT_FIELDS = [
  'first_name',
  'last_name',
  'city',
  'precinct',
  'party',
  'caller_first_name',
] as const;
export type ScriptField = (typeof SCRIPT_FIELDS)[number];

export const PHONE_BANKING_MESSAGES = {
  notActive: 'The phone banking campaign is not active',
  notAssigned: 'You are not assigned to this phone banking campaign',
  notCaller: 'Only an assigned caller or a Manager or Director can do this',
  selfOnly: 'A caller can only act for themselves',
  contentLocked: 'Only a Draft phone banking campaign can change its script or recipients',
  badTransition: 'A phone banking campaign cannot move from this status to that one',
  noRecipientsSource: 'Choose a voter group or filters for the voters to call',
  notClaimed: 'This voter is not claimed by you in this phone banking campaign',
  optedOut: 'This number has asked not to be called',
  quietHours: "It is outside the campaign's calling hours where this voter lives",
  phoneBankingDisabled: 'Phone banking is not enabled for this campaign: set up the account and buy a number',
  noNumber: 'The campaign owns no number that can make calls',
  sessionNotFound: 'This call session does not exist or has ended',
  accountMissing: 'Set up the phone banking account first',
  badVolunteerPhone: 'volunteer_phone must be a valid phone number',
  /** A call that was busy, not answered or failed, recorded as Answered (decision 0053). */
  unansweredCall: 'Nobody picked up this call (busy, no answer or failed): it cannot be saved as Answered',
} as const;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(PHONE_BANKING_LIMITS.name, `The name can be at most ${String(PHONE_BANKING_LIMITS.name)} characters`);
const scriptSchema = z
  .string()
  .trim()
  .min(1, 'script must not be empty')
  .max(
    PHONE_BANKING_LIMITS.script,
    `The script can be at most ${String(PHONE_BANKING_LIMITS.script)} characters`,
  );

/** Live counts (every campaign read and GET /phone-banking/updated-recipients/). */
export const callCountsSchema = z.object({
  /** Voters selected with a callable number, minus opted-out numbers. */
  recipients: z.number().int(),
  /** Voters with a result recorded at least once. */
  called: z.number().int(),
  /** Voters who picked up (CONTACT_RESULTS). */
  contacted: z.number().int(),
  /** Voters still to call (never called, or due a retry), not claimed now. */
  remaining: z.number().int(),
  /** Claimed by a caller right now. */
  in_progress: z.number().int(),
  opted_out: z.number().int(),
});
export type CallCounts = z.infer<typeof callCountsSchema>;

export const callerCountsSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  calls: z.number().int(),
  contacts: z.number().int(),
  last_call_at: timestampSchema.nullable(),
});
export type CallerCounts = z.infer<typeof callerCountsSchema>;

export const phoneBankingCampaignSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    owner_id: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    /** Sanitised HTML with `{field}` placeholders. */
    script: z.string(),
    creation_method: z.literal('Created'),
    status: z.enum(PHONE_BANKING_STATUSES),
    filter_params: voterFilterSchema,
    voter_group_id: z.uuid().nullable(),
    /** Answers to this survey are recorded from the calling screen, as on the doors. */
    survey_id: z.uuid().nullable(),
    /** Assigned callers. */
    user_ids: z.array(z.uuid()),
    counts: callCountsSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'PhoneBankingCampaign' });
export type PhoneBankingCampaign = z.infer<typeof phoneBankingCampaignSchema>;

export const phoneBankingMinimalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(PHONE_BANKING_STATUSES),
});
export type PhoneBankingMinimal = z.infer<typeof phoneBankingMinimalSchema>;

/** POST /phone-banking/ (service §3: name, creation_method, status, description, script, filter_params, owner_id, user_ids). */
export const createPhoneBankingBodySchema = z.object({
  campaign_id: campaignIdSchema,
  user_id: idSchema.optional(),
  name: required('name', nameSchema),
  description: z.string().trim().max(PHONE_BANKING_LIMITS.description).nullable().optional(),
  script: required('script', scriptSchema),
  filter_params: voterFilterSchema.default({}),
  voter_group_id: idSchema.nullable().optional(),
  survey_id: idSchema.nullable().optional(),
  owner_id: idSchema.nullable().optional(),
  user_ids: z.array(z.uuid()).max(500).default([]),
});
export type CreatePhoneBankingBody = z.infer<typeof createPhoneBankingBodySchema>;

/** PUT /phone-banking/ (service §7: id, name, description, status, campaign_id, user_id; the rest while Draft). */
export const updatePhoneBankingBodySchema = z.object({
  id: idSchema,
  campaign_id: campaignIdSchema,
  user_id: idSchema.optional(),
  name: nameSchema.optional(),
  description: z.string().trim().max(PHONE_BANKING_LIMITS.description).nullable().optional(),
  status: z
    .enum(PHONE_BANKING_STATUSES, { error: 'status must be Draft, Active, Paused or Completed' })
    .optional(),
  script: scriptSchema.optional(),
  filter_params: voterFilterSchema.optional(),
  voter_group_id: idSchema.nullable().optional(),
  survey_id: idSchema.nullable().optional(),
  owner_id: idSchema.nullable().optional(),
  user_ids: z.array(z.uuid()).max(500).optional(),
});
export type UpdatePhoneBankingBody = z.infer<typeof updatePhoneBankingBodySchema>;

/** GET /phone-banking/ and /minimal/ (query id, campaign_id). */
export const phoneBankingQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
/** GET /phone-banking/all/. */
export const phoneBankingListQuerySchema = z.object({ campaign_id: campaignIdSchema });
/** GET /phone-banking/all-user/: the campaigns a caller is assigned to. */
export const phoneBankingUserListQuerySchema = z.object({
  user_id: idSchema,
  campaign_id: campaignIdSchema,
});
export const phoneBankingParamsSchema = z.object({ id: idSchema });

/** GET /phone-banking/updated-recipients/ (query id, campaign_id, last_update_time: default 20 s ago, §9). */
export const updatedCallRecipientsQuerySchema = phoneBankingQuerySchema.extend({
  last_update_time: timestampSchema.optional(),
});
export const updatedCallRecipientSchema = z.object({
  voter_id: z.uuid(),
  voter_name: z.string(),
  last_result: z.enum(CALL_RESULTS).nullable(),
  attempts: z.number().int(),
  caller_id: z.uuid().nullable(),
  /** A caller holds the voter now (an unexpired claim); false once the result is in or the voter was given back. */
  in_call: z.boolean(),
  updated_at: timestampSchema,
});
export const updatedCallRecipientsSchema = z.object({
  counts: callCountsSchema,
  callers: z.array(callerCountsSchema),
  recipients: z.array(updatedCallRecipientSchema),
  /** Pass back as `last_update_time` on the next poll. */
  as_of: timestampSchema,
});
export type UpdatedCallRecipients = z.infer<typeof updatedCallRecipientsSchema>;

/** The dashboard's calling card: calls per hour over the last 24 hours and the contact rate. */
export const callStatsSchema = z.object({
  calls: z.number().int(),
  contacts: z.number().int(),
  /** contacts / calls, 0 when there are none. */
  contact_rate: z.number(),
  per_hour: z.array(z.object({ hour: timestampSchema, calls: z.number().int(), contacts: z.number().int() })),
});
export type CallStats = z.infer<typeof callStatsSchema>;

/** More refusals of the queue and results (pb-server, docs/decisions/0044-phone-banking.md). */
export const PHONE_BANKING_QUEUE_MESSAGES = {
  /** next-voter's 404: every voter is called, claimed, waiting for a retry, opted out or reached today. */
  nothingLeft: 'No voter is left to call in this phone banking campaign right now',
  noSurvey: 'This phone banking campaign has no survey',
  unknownTags: 'These voter tags do not exist (a Manager or Director can create them)',
  notRecipient: 'This voter is not among the voters of this phone banking campaign',
  emptyScript: 'script must keep some text once unsafe HTML is removed',
  callerNotMember: 'Every caller in user_ids must be a member of the campaign',
  ownerNotMember: 'owner_id must be a member of the campaign',
} as const;

/** GET /phone-banking/stats/ (query campaign_id): the dashboard's calling card. */
export const callStatsQuerySchema = z.object({ campaign_id: campaignIdSchema });
