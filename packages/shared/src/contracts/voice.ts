/**
 * Voice (service §7 Phone banking, account and calls): the campaign's phone banking account and numbers, the
 * browser's access token, callers' sessions, calls to the volunteer's own phone, and the simulator's voice client
 * (no Twilio credentials). Rules: docs/decisions/0045-voice.md. Call campaigns, the queue and results are in
 * `phone-banking.ts`.
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';

export const ACCOUNT_STATUSES = ['none', 'active', 'suspended', 'closed'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** POST /phone-banking/setup-account (body not shown in the spec: the campaign and the caller). */
export const setupAccountBodySchema = z.object({
  campaign_id: campaignIdSchema,
  user_id: idSchema.optional(),
});
/** GET /phone-banking/account-status/ (query campaign_id). */
export const accountStatusQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const accountStatusSchema = z
  .object({
    status: z.enum(ACCOUNT_STATUSES),
    /** The provider's account id (Twilio's AC… subaccount sid), null before set-up. */
    account_sid: z.string().nullable(),
    provider: z.enum(['twilio', 'simulator']),
    /** Campaign numbers able to make calls. */
    voice_numbers: z.array(z.string()),
    is_phone_banking_enabled: z.boolean(),
    created_at: timestampSchema.nullable(),
  })
  .meta({ id: 'PhoneBankingAccountStatus' });
export type PhoneBankingAccountStatus = z.infer<typeof accountStatusSchema>;

/** GET /phone-banking/access-token/ (query campaign_id, user_id): the browser's calling token. */
export const accessTokenQuerySchema = z.object({ campaign_id: campaignIdSchema, user_id: idSchema });
export const accessTokenSchema = z.object({
  /** A Twilio Voice access token (JWT), or the simulator's. */
  token: z.string(),
  identity: z.string(),
  provider: z.enum(['twilio', 'simulator']),
  expires_at: timestampSchema,
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const CALL_MODES = ['browser', 'phone'] as const;
export type CallMode = (typeof CALL_MODES)[number];

/** POST /phone-banking/call/acquire-number: the campaign number this caller's calls go out from. */
export const acquireNumberBodySchema = z.object({
  campaign_id: campaignIdSchema,
  phone_banking_campaign_id: idSchema,
  user_id: idSchema,
});
export const acquiredNumberSchema = z.object({ phone_number: z.string() });

/** POST /phone-banking/call/create-session: a caller's sitting (browser or their own phone). */
export const createSessionBodySchema = z.object({
  campaign_id: campaignIdSchema,
  phone_banking_campaign_id: idSchema,
  user_id: idSchema,
  mode: z.enum(CALL_MODES).default('browser'),
  volunteer_phone: z.string().trim().optional(),
});
export const callSessionSchema = z.object({
  call_session_id: z.uuid(),
  phone_banking_campaign_id: z.uuid(),
  user_id: z.uuid(),
  mode: z.enum(CALL_MODES),
  from_number: z.string().nullable(),
  status: z.enum(['active', 'ended']),
  started_at: timestampSchema,
  ended_at: timestampSchema.nullable(),
});
export type CallSession = z.infer<typeof callSessionSchema>;

/** POST /phone-banking/call/release-number. */
export const releaseNumberBodySchema = z.object({
  campaign_id: campaignIdSchema,
  call_session_id: idSchema,
});
/**
 * POST /phone-banking/call/end-session (service §7: call_session_id). The session knows its campaign, so
 * campaign_id may be left out; when sent, it must be the session's (decision 0053).
 */
export const endSessionBodySchema = z.object({
  campaign_id: campaignIdSchema.optional(),
  call_session_id: required('call_session_id', idSchema),
});

/** POST /phone-banking/{id}/initiate-call (service §7: campaign_id, user_id, voter_id, volunteer_phone). */
export const initiateCallBodySchema = z.object({
  campaign_id: campaignIdSchema,
  user_id: idSchema,
  voter_id: required('voter_id', idSchema),
  volunteer_phone: required('volunteer_phone', z.string().trim().min(1)),
  call_session_id: idSchema.optional(),
});
export const CALL_STATUSES = [
  'queued',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
/** How a call to a voter ends when nobody picked up: it cannot be saved as Answered (decision 0053). */
export const UNANSWERED_CALL_STATUSES: readonly CallStatus[] = ['busy', 'no-answer', 'failed', 'canceled'];
export const initiatedCallSchema = z.object({
  /** The provider's CA… sid of the call to the volunteer. */
  call_sid: z.string(),
  status: z.enum(CALL_STATUSES),
  call_session_id: z.uuid(),
});
export type InitiatedCall = z.infer<typeof initiatedCallSchema>;

// ——— The simulator's voice client (no Twilio credentials; docs/decisions/0045-voice.md) ———

/** How the simulated voter behaves, decided by the number's last digit: 1 busy, 2 no-answer, 3 voicemail, 4 fail. */
export const SIMULATED_CALL_OUTCOMES = ['answer', 'no-answer', 'busy', 'voicemail', 'fail'] as const;
export type SimulatedCallOutcome = (typeof SIMULATED_CALL_OUTCOMES)[number];

/** POST /api/simulator/voice/calls: what the Voice SDK's `device.connect({ params })` would send. */
export const simulatedCallBodySchema = z.object({
  params: z.object({
    To: z.string().trim().min(1, 'To must not be empty').max(32, 'To must be a phone number'),
    phone_banking_campaign_id: z.uuid(),
    call_session_id: z.uuid(),
    voter_id: z.uuid(),
  }),
});
export type SimulatedCallBody = z.infer<typeof simulatedCallBodySchema>;

/** POST /api/simulator/voice/calls/:sid/digits (keypad). */
export const simulatedDigitsBodySchema = z.object({
  digits: z
    .string()
    .min(1, 'digits must not be empty')
    .max(32)
    .regex(/^[0-9*#]+$/, 'digits may only hold 0-9, * and #'),
});

/** The simulator's view of one browser call (GET /api/simulator/voice/calls/:sid, polled while live). */
export const simulatedCallViewSchema = z
  .object({
    sid: z.string(),
    status: z.enum(CALL_STATUSES),
    outcome: z.enum(SIMULATED_CALL_OUTCOMES),
    /** The voter, E.164. */
    to: z.string(),
    /** The campaign number calling, E.164. */
    from: z.string(),
    answered_at: timestampSchema.nullable(),
    ended_at: timestampSchema.nullable(),
    /** Seconds, once ended (answered calls: answered → ended). */
    duration: z.number().int().nullable(),
    events: z.array(z.object({ at: timestampSchema, text: z.string() })),
  })
  .meta({ id: 'SimulatedCallView' });
export type SimulatedCallView = z.infer<typeof simulatedCallViewSchema>;
