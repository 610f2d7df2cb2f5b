/**
 * Text campaigns (service §3 Text campaign, §4, §7 Text campaigns, §9): peer-to-peer texting. Recipients come
 * from `filter_params` (the one filter engine) or a voter group; a texter claims a batch and sends each message
 * by hand. Statuses, claims and quiet hours: docs/decisions/0041-text-campaigns.md.
 */
import { z } from 'zod';
import { contactWindowSchema } from './campaigns.ts';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { spokenAnswerSchema } from './surveys.ts';
import { voterFilterSchema } from './voters.ts';

/** Draft → Active ⇄ Paused → Completed (service §4: created as Draft, creation method Created). */
export const TEXT_CAMPAIGN_STATUSES = ['Draft', 'Active', 'Paused', 'Completed'] as const;
export type TextCampaignStatus = (typeof TEXT_CAMPAIGN_STATUSES)[number];

export const TEXT_LIMITS = {
  name: 120,
  description: 1000,
  /** Longest message template, in characters (10 GSM-7 segments). */
  message: 1530,
  /** Recipients one claim hands a texter. */
  claimBatch: 25,
  /** A claim left unsent this long goes back to the pool. */
  claimMinutes: 15,
  quickReplies: 20,
} as const;

/** Voter fields a message template may name, as `{first_name}`. */
export const MESSAGE_FIELDS = ['first_name', 'last_name', 'city', 'precinct', 'texter_first_name'] as const;
export type MessageField = (typeof MESSAGE_FIELDS)[number];

/**
 * Words that opt a number out, and back in (CTIA; the FCC's revocation rule). A reply is normalised first (NFKC,
 * case, punctuation, emoji, whitespace) and may be a short phrase built on an opt-out word ("please stop"); the
 * classifier is `apps/server/src/modules/text-campaigns/reply-classifier.ts` (decision 0057).
 */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP'] as const;

export const TEXT_MESSAGES = {
  optedOut: 'This number has opted out of texts from the campaign',
  quietHours: "It is outside the campaign's texting hours where this voter lives",
  notActive: 'The text campaign is not active',
  textingDisabled: 'Texting is not enabled for this campaign: finish the registration and buy a number',
  notRecipient: "This voter is not one of the text campaign's recipients",
  notClaimed: 'Claim this voter before texting them',
  notAssigned: 'You are not assigned to this text campaign',
  notOwnedNumber: 'sending_phone_number is not one of the campaign’s numbers',
  contentLocked: 'Only a Draft text campaign can change its message or recipients',
  badTransition: 'A text campaign cannot move from this status to that one',
  alreadyTexted: 'This voter has already been sent the first message',
  noConversation: 'There is no conversation with this voter in this text campaign',
  notTexter: 'Only an assigned texter or a Manager or Director can do this',
  selfOnly: 'A texter can only list their own text campaigns',
  notTextable: 'This number cannot be texted (a landline, or not a mobile number)',
  noRecipientsSource: 'Choose a voter group or filters for the recipients',
  noPossibleOptOut: 'There is no possible opt-out to confirm in this conversation',
} as const;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(TEXT_LIMITS.name, `The name can be at most ${String(TEXT_LIMITS.name)} characters`);
const messageSchema = z
  .string()
  .trim()
  .min(1, 'message must not be empty')
  .max(TEXT_LIMITS.message, `The message can be at most ${String(TEXT_LIMITS.message)} characters`);

const quickReplySchema = z.string().trim().min(1).max(480);
const helpTextSchema = z.string().trim().min(1).max(320);

/** Live counts of a text campaign (GET /text-campaign/updated-recipients/ and every campaign read). */
export const textCampaignCountsSchema = z.object({
  /** Recipients: voters selected with a textable number, minus opted-out and landline numbers. */
  recipients: z.number().int(),
  /** Recipients never texted and not claimed. */
  remaining: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  replied: z.number().int(),
  opted_out: z.number().int(),
  /** Conversations whose latest reply may revoke consent and awaits the texter (decision 0057). */
  possible_opt_out: z.number().int(),
});
export type TextCampaignCounts = z.infer<typeof textCampaignCountsSchema>;

export const textCampaignSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    message: z.string(),
    creation_method: z.literal('Created'),
    status: z.enum(TEXT_CAMPAIGN_STATUSES),
    filter_params: voterFilterSchema,
    voter_group_id: z.uuid().nullable(),
    /** Assigned texters. */
    user_ids: z.array(z.uuid()),
    /** Canned answers a texter picks in a conversation. */
    quick_replies: z.array(z.string()),
    /** Answers to this survey can be recorded from a conversation. */
    survey_id: z.uuid().nullable(),
    /** What a HELP reply answers; null: the default, naming the campaign and "Reply STOP to opt out". */
    help_text: z.string().nullable(),
    counts: textCampaignCountsSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'TextCampaign' });
export type TextCampaign = z.infer<typeof textCampaignSchema>;

/** GET /text-campaign/minimal/: enough for menus and the texter's list. */
export const textCampaignMinimalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(TEXT_CAMPAIGN_STATUSES),
});
export type TextCampaignMinimal = z.infer<typeof textCampaignMinimalSchema>;

export const createTextCampaignBodySchema = z.object({
  campaign_id: campaignIdSchema,
  name: required('name', nameSchema),
  description: z.string().trim().max(TEXT_LIMITS.description).nullable().optional(),
  message: required('message', messageSchema),
  filter_params: voterFilterSchema.default({}),
  voter_group_id: idSchema.nullable().optional(),
  user_ids: z.array(z.uuid()).max(500).default([]),
  quick_replies: z.array(quickReplySchema).max(TEXT_LIMITS.quickReplies).default([]),
  survey_id: idSchema.nullable().optional(),
  help_text: helpTextSchema.nullable().optional(),
});
export type CreateTextCampaignBody = z.infer<typeof createTextCampaignBodySchema>;

/** PUT /text-campaign/: content only while Draft; `status` moves it; `user_ids` (texters) any time. */
export const updateTextCampaignBodySchema = z.object({
  id: idSchema,
  campaign_id: campaignIdSchema,
  name: nameSchema.optional(),
  description: z.string().trim().max(TEXT_LIMITS.description).nullable().optional(),
  message: messageSchema.optional(),
  filter_params: voterFilterSchema.optional(),
  voter_group_id: idSchema.nullable().optional(),
  user_ids: z.array(z.uuid()).max(500).optional(),
  quick_replies: z.array(quickReplySchema).max(TEXT_LIMITS.quickReplies).optional(),
  survey_id: idSchema.nullable().optional(),
  help_text: helpTextSchema.nullable().optional(),
  status: z
    .enum(TEXT_CAMPAIGN_STATUSES, { error: 'status must be Draft, Active, Paused or Completed' })
    .optional(),
});
export type UpdateTextCampaignBody = z.infer<typeof updateTextCampaignBodySchema>;

export const textCampaignQuerySchema = z.object({
  text_campaign_id: idSchema,
  campaign_id: campaignIdSchema,
});
export const textCampaignListQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const textCampaignUserListQuerySchema = z.object({ user_id: idSchema, campaign_id: campaignIdSchema });

export const textCampaignParamsSchema = z.object({ id: idSchema });

/** POST /text-campaign/{id}/claim and /release: `campaign_id` in the body. */
export const claimBodySchema = z.object({ campaign_id: campaignIdSchema });

/** One claimed recipient with the message rendered for them. */
export const claimedRecipientSchema = z.object({
  voter_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** E.164. */
  phone: z.string(),
  message: z.string(),
  claim_expires_at: timestampSchema,
  /**
   * The campaign number to send it from (`sending_phone_number` of the send): the campaign's oldest number,
   * null when it owns none. Texters cannot list the campaign's numbers, so the claim names it.
   */
  sending_phone_number: z.string().nullable(),
  /**
   * When texting opens for this voter, in their own time zone (opens_at null while open): the send screen says
   * so before Send is tapped (decision 0062). Optional beside the spec's fields.
   */
  texting_window: contactWindowSchema.optional(),
});
export type ClaimedRecipient = z.infer<typeof claimedRecipientSchema>;

/** POST /text-campaign/{id}/send: one message, one human action. */
export const sendTextBodySchema = z.object({
  campaign_id: campaignIdSchema,
  user_id: idSchema,
  voter_id: idSchema,
  sending_phone_number: required('sending_phone_number', z.string().trim()),
  message: required('message', messageSchema),
});
export type SendTextBody = z.infer<typeof sendTextBodySchema>;

export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const;

export const textMessageSchema = z.object({
  id: z.uuid(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  body: z.string(),
  /** Twilio's status for outbound messages; `received` for inbound. */
  status: z.string(),
  error_code: z.number().int().nullable(),
  user_id: z.uuid().nullable(),
  /** An inbound reply that may revoke consent (a keyword inside a longer sentence). */
  possible_opt_out: z.boolean(),
  at: timestampSchema,
});
export type TextMessage = z.infer<typeof textMessageSchema>;

/** GET /text-campaign/updated-recipients/?text_campaign_id&campaign_id&last_update_time (default 20 s ago). */
export const updatedRecipientsQuerySchema = textCampaignQuerySchema.extend({
  last_update_time: timestampSchema.optional(),
});
export const updatedRecipientSchema = z.object({
  voter_id: z.uuid(),
  phone: z.string(),
  last_status: z.string(),
  replied: z.boolean(),
  opted_out: z.boolean(),
  updated_at: timestampSchema,
});
export const updatedRecipientsSchema = z.object({
  counts: textCampaignCountsSchema,
  recipients: z.array(updatedRecipientSchema),
  /** Pass back as `last_update_time` on the next poll. */
  as_of: timestampSchema,
});
export type UpdatedRecipients = z.infer<typeof updatedRecipientsSchema>;

/** A conversation with one voter in one text campaign (the inbox and the texter's replies). */
export const conversationSchema = z.object({
  text_campaign_id: z.uuid(),
  text_campaign_name: z.string(),
  voter_id: z.uuid(),
  voter_name: z.string(),
  phone: z.string(),
  /** The texter who sent the first message. */
  user_id: z.uuid().nullable(),
  opted_out: z.boolean(),
  /** A reply may revoke consent and awaits the texter's "Confirm opt-out" (never with `opted_out`). */
  possible_opt_out: z.boolean(),
  unread: z.boolean(),
  last_message_at: timestampSchema,
  messages: z.array(textMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /text-campaign/conversations/: Managers and Directors see every conversation, a texter their own. */
export const conversationsQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  text_campaign_id: z.uuid().optional(),
  /** Only conversations with a reply not yet read. */
  unread: z.enum(['true', 'false']).optional(),
});

/** POST /text-campaign/{id}/reply: a texter answers a voter in a conversation (the same refusals as send). */
export const replyBodySchema = z.object({
  campaign_id: campaignIdSchema,
  voter_id: idSchema,
  message: required('message', messageSchema),
});

/** PUT /text-campaign/{id}/conversation/read: marks a conversation's replies read. */
export const conversationReadBodySchema = z.object({ campaign_id: campaignIdSchema, voter_id: idSchema });

/**
 * POST /text-campaign/{id}/conversation/opt-out (a possible opt-out confirmed: the ledger and the one
 * confirmation text, as a STOP) and /conversation/not-opt-out (dismissed): the body of a read mark.
 */
export const conversationConsentSchema = z.object({
  voter_id: z.uuid(),
  opted_out: z.boolean(),
  possible_opt_out: z.boolean(),
});
export type ConversationConsent = z.infer<typeof conversationConsentSchema>;

/** POST /text-campaign/{id}/survey-response: answers given in a conversation, recorded as a text touch. */
export const textSurveyResponseBodySchema = z.object({
  campaign_id: campaignIdSchema,
  voter_id: idSchema,
  /** One entry per answer: a multiple-choice question's every chosen answer (decision 0053). */
  survey_responses: z.array(spokenAnswerSchema).min(1, 'Answer at least one question').max(100),
});

/**
 * POST /text-campaign/recipients/preview/: the composer's live count before saving (recipients from a voter group
 * or, with none, from `filter_params`), what is left out and why, and a sample voter to render the message for.
 */
export const recipientPreviewBodySchema = z.object({
  campaign_id: campaignIdSchema,
  voter_group_id: idSchema.nullable().optional(),
  filter_params: voterFilterSchema.default({}),
});
export const recipientPreviewSchema = z.object({
  recipients: z.number().int(),
  excluded: z.object({
    no_phone: z.number().int(),
    opted_out: z.number().int(),
    landline: z.number().int(),
  }),
  /** The fields a template can name, for one recipient (null when there is none). */
  sample: z.record(z.enum(MESSAGE_FIELDS), z.string()).nullable(),
});
export type RecipientPreview = z.infer<typeof recipientPreviewSchema>;
