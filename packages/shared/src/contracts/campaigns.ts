import { z } from 'zod';
import { campaignIdSchema, emailSchema, idSchema, required, timestampSchema } from './common.ts';

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/**
 * Local hours (in each recipient's own time zone) texts may go out or calls be made, HH:MM to HH:MM on a
 * 24-hour clock; start before end (issue 14 item 4; docs/decisions/0040-text-registration.md).
 */
export const hoursSchema = (label: string) =>
  z
    .object({
      start: z.string().regex(HHMM, `${label}.start must be a time such as 08:00`),
      end: z.string().regex(HHMM, `${label}.end must be a time such as 21:00`),
    })
    .refine((hours) => hours.start < hours.end, `${label} must start before they end`);
export type Hours = z.infer<ReturnType<typeof hoursSchema>>;
/**
 * The common quiet-hours rule: political texts and calls between 8 am and 9 pm where the voter lives. New
 * campaigns get it for both; a wider window is allowed, warned about and audited (decision 0062).
 */
export const CONTACT_HOURS: Hours = { start: '08:00', end: '21:00' };
export const DEFAULT_TEXTING_HOURS: Hours = CONTACT_HOURS;
export const DEFAULT_CALLING_HOURS: Hours = CONTACT_HOURS;
export const WIDE_HOURS_WARNING = 'Outside 8 am–9 pm many states forbid political texts and calls';
/** Whether `hours` start before 08:00 or end after 21:00 (HH:MM strings compare as times). */
export const isWiderThanContactHours = (hours: Hours): boolean =>
  hours.start < CONTACT_HOURS.start || hours.end > CONTACT_HOURS.end;

/**
 * When texting or calling opens for the voters at hand (decision 0062): `opens_at` is null while it is open,
 * else the next opening; `time_zone` is those voters' zone (the one that opens first), to show the time in.
 */
export const contactWindowSchema = z
  .object({ opens_at: timestampSchema.nullable(), time_zone: z.string() })
  .meta({ id: 'ContactWindow' });
export type ContactWindow = z.infer<typeof contactWindowSchema>;

/** Campaign record (service §3; shell §3 adds the two provider switches). */
export const campaignSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    candidate_name: z.string().nullable(),
    address: z.string().nullable(),
    location: z.string().nullable(),
    owner_email: z.string(),
    is_texting_enabled: z.boolean(),
    is_phone_banking_enabled: z.boolean(),
    /** The IANA time zone its weeks and days are counted in (docs/decisions/0035-team-and-settings.md). */
    time_zone: z.string(),
    /** Managers and Directors must sign in with two factors to act in the campaign (decision 0036). */
    require_two_factor: z.boolean(),
    texting_hours: hoursSchema('texting_hours'),
    calling_hours: hoursSchema('calling_hours'),
    created_at: timestampSchema,
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

const nameSchema = z.string().trim().min(1, 'Campaign name must not be empty').max(120);
const optionalText = z.string().trim().max(300).nullable().optional();

/** Whether `name` is a time zone this runtime knows (IANA names such as America/Chicago, or UTC). */
export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

export const TIME_ZONE_MESSAGE = 'time_zone must be an IANA time zone such as America/Chicago';
export const timeZoneSchema = z.string().trim().min(1).max(64).refine(isTimeZone, TIME_ZONE_MESSAGE);

export const createCampaignBodySchema = z
  .object({
    name: required('name', nameSchema),
    candidate_name: optionalText,
    address: optionalText,
    location: optionalText,
    time_zone: timeZoneSchema.optional(),
  })
  .meta({ id: 'CreateCampaignBody' });

export const getCampaignQuerySchema = z.object({ id: idSchema });

export const updateCampaignBodySchema = z
  .object({
    id: idSchema,
    name: nameSchema.optional(),
    candidate_name: optionalText,
    address: optionalText,
    location: optionalText,
    owner_email: emailSchema.optional(),
    time_zone: timeZoneSchema.optional(),
    /** Managers only. */
    require_two_factor: z.boolean({ error: 'require_two_factor must be true or false' }).optional(),
    texting_hours: hoursSchema('texting_hours').optional(),
    calling_hours: hoursSchema('calling_hours').optional(),
  })
  .meta({ id: 'UpdateCampaignBody' });
export type UpdateCampaignBody = z.infer<typeof updateCampaignBodySchema>;

/**
 * GET /campaign/members/?campaign_id=: who works in the campaign (the team list; walkbook and call
 * assignment). `last_active` is shown to Managers and Directors only (null for others).
 */
export const campaignMembersQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const campaignMemberSchema = z
  .object({
    user_id: z.uuid(),
    first: z.string(),
    last: z.string(),
    email: z.string(),
    title: z.string(),
    date_joined: timestampSchema,
    last_active: timestampSchema.nullable(),
    is_owner: z.boolean(),
  })
  .meta({ id: 'CampaignMember' });
export type CampaignMember = z.infer<typeof campaignMemberSchema>;
