/**
 * The caller's queue (service §7 Phone banking: next-voter, release-uncalled-voter, update-call-result): the voter
 * handed to a caller, giving a voter back, and a call's result. Rules: docs/decisions/0044-phone-banking.md.
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { CALL_RESULTS, PHONE_BANKING_LIMITS } from './phone-banking.ts';
import { spokenAnswerSchema } from './surveys.ts';

/** A past contact of the voter on any channel (the caller's screen). */
export const pastContactSchema = z.object({
  channel: z.enum(['door', 'text', 'call', 'mail']),
  at: timestampSchema,
  summary: z.string().nullable(),
});

/** GET /phone-banking/{id}/next-voter (query campaign_id, user_id): 404 → nothing left to call. */
export const nextVoterQuerySchema = z.object({ campaign_id: campaignIdSchema, user_id: idSchema });
export const nextVoterSchema = z
  .object({
    phone_banking_campaign_id: z.uuid(),
    voter_id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    age: z.number().int().nullable(),
    party: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    /** E.164. */
    phone: z.string(),
    /** Calls of this voter in this campaign before this one. */
    attempts: z.number().int(),
    past_contacts: z.array(pastContactSchema),
    /** The script with the voter's fields filled in (sanitised HTML). */
    script: z.string(),
    survey_id: z.uuid().nullable(),
    claim_expires_at: timestampSchema,
  })
  .meta({ id: 'NextVoter' });
export type NextVoter = z.infer<typeof nextVoterSchema>;

/** POST /phone-banking/release-uncalled-voter: gives a claimed voter back to the queue uncalled. */
export const releaseVoterBodySchema = z.object({
  campaign_id: campaignIdSchema,
  phone_banking_campaign_id: idSchema,
  voter_id: idSchema,
  user_id: idSchema,
});

/** POST /phone-banking/{id}/update-call-result (service §3 Call result), plus survey answers. */
export const callResultBodySchema = z.object({
  campaign_id: campaignIdSchema,
  voter_id: required('voter_id', idSchema),
  call_result: required(
    'call_result',
    z.enum(CALL_RESULTS, { error: `call_result must be one of: ${CALL_RESULTS.join(', ')}` }),
  ),
  call_notes: z.string().trim().max(PHONE_BANKING_LIMITS.callNotes).nullable().optional(),
  /** Voter tag names applied to the voter. */
  tags: z.array(z.string().trim().min(1).max(60)).max(PHONE_BANKING_LIMITS.tags).default([]),
  call_duration: z.number().int().min(0).max(PHONE_BANKING_LIMITS.callDuration).default(0),
  call_start_time: timestampSchema.optional(),
  call_session_id: idSchema.nullable().optional(),
  /** One entry per answer: a multiple-choice question's every chosen answer (decision 0053). */
  survey_responses: z.array(spokenAnswerSchema).max(100).default([]),
});
export type CallResultBody = z.infer<typeof callResultBodySchema>;

export const callResultSchema = z.object({
  id: z.uuid(),
  phone_banking_campaign_id: z.uuid(),
  voter_id: z.uuid(),
  user_id: z.uuid().nullable(),
  call_result: z.enum(CALL_RESULTS),
  call_notes: z.string().nullable(),
  tags: z.array(z.string()),
  call_duration: z.number().int(),
  call_start_time: timestampSchema,
  call_session_id: z.uuid().nullable(),
  created_at: timestampSchema,
});
export type CallResultRecord = z.infer<typeof callResultSchema>;

/** POST /phone-banking/release-uncalled-voter's answer: false when there was no claim to release (expired). */
export const releaseVoterResultSchema = z.object({ voter_id: z.uuid(), released: z.boolean() });
export type ReleaseVoterResult = z.infer<typeof releaseVoterResultSchema>;
