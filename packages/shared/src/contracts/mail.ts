/**
 * Mail (service §3 Mailer and Mailer campaign, §7 Mailers): mailers are the uploaded pieces (a PDF or an
 * image, `POST /mail/` multipart with `file` and a `mailer` JSON text field); mailer campaigns ("mail drops")
 * send one mailer to one voter group, one piece per household. Statuses and counting rules:
 * docs/decisions/0038-mail.md.
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { storedFileSchema } from './road-signs.ts';

export const MAIL_LIMITS = {
  name: 120,
  /** Largest mailer upload (PDF or image), in bytes. */
  fileBytes: 25 * 1024 * 1024,
  /** Most pages a mailer PDF may have. */
  pages: 24,
} as const;

/** Content types a mailer may be: a PDF or an image. */
export const MAILER_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** The standard pieces a drop is printed as; `label` is what people read. */
export const MAILER_SIZES = [
  'postcard_4_25x6',
  'postcard_6x9',
  'postcard_6x11',
  'letter_10',
  'flat_9x12',
] as const;
export type MailerSize = (typeof MAILER_SIZES)[number];
export const MAILER_SIZE_LABELS: Record<MailerSize, string> = {
  postcard_4_25x6: 'Postcard 4.25 × 6 in',
  postcard_6x9: 'Postcard 6 × 9 in',
  postcard_6x11: 'Postcard 6 × 11 in',
  letter_10: 'Letter in a #10 envelope',
  flat_9x12: 'Flat 9 × 12 in',
};

/** Draft → Scheduled → Mailed, or Cancelled from Draft or Scheduled (decision 0038). */
export const MAIL_DROP_STATUSES = ['Draft', 'Scheduled', 'Mailed', 'Cancelled'] as const;
export type MailDropStatus = (typeof MAIL_DROP_STATUSES)[number];

/** Why a voter in the group gets no piece. */
export const MAIL_SUPPRESSION_REASONS = ['no_address', 'moved', 'opted_out'] as const;
export type MailSuppressionReason = (typeof MAIL_SUPPRESSION_REASONS)[number];

export const MAIL_MESSAGES = {
  createFailed: 'Failed to create mailer campaign',
  checkNameFailed: 'Failed to check mailer name uniqueness',
  notDraft: 'Only a Draft mail drop can be edited',
  badTransition: 'A mail drop cannot move from this status to that one',
} as const;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(MAIL_LIMITS.name, `The name can be at most ${String(MAIL_LIMITS.name)} characters`);

// ---- Mailers ----

/** The `mailer` field of POST /mail/ (multipart, with the piece as `file`). */
export const createMailerFieldSchema = z.object({
  name: required('name', nameSchema),
  campaign_id: campaignIdSchema,
});
export type CreateMailerField = z.infer<typeof createMailerFieldSchema>;

export const mailerSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    /** `thumbnail_url` is the first page (PDF) or the image, small. */
    file: storedFileSchema,
    /** Pages of a PDF; 1 for an image. */
    page_count: z.number().int(),
    /** Drops that send this mailer. */
    drop_count: z.number().int(),
    created_at: timestampSchema,
  })
  .meta({ id: 'Mailer' });
export type Mailer = z.infer<typeof mailerSchema>;

export const mailerQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const mailerListQuerySchema = z.object({ campaign_id: campaignIdSchema });

/** GET /mail/check-name/mailer/{campaign}/?name and /mail/check-name/mailer-campaign/{campaign}/?name&mailer_id */
export const mailCheckNameParamsSchema = z.object({ campaign: campaignIdSchema });
export const mailerCheckNameQuerySchema = z.object({ name: required('name', z.string()) });
export const mailDropCheckNameQuerySchema = z.object({
  name: required('name', z.string()),
  mailer_id: idSchema,
});

// ---- Mail drops (mailer campaigns) ----

const scheduledDateSchema = z.iso.date({ error: 'scheduled_date must be a date (YYYY-MM-DD)' }).nullable();

/** POST /mail/mailer-campaign/: the service's mailer campaign entity. */
export const createMailDropBodySchema = z.object({
  mailer_id: idSchema,
  campaign_id: campaignIdSchema,
  user_id: idSchema,
  voter_group_id: idSchema,
  name: required('name', nameSchema),
  mailer_size: z.enum(MAILER_SIZES, { error: 'mailer_size must be one of the standard sizes' }),
  scheduled_date: scheduledDateSchema.optional(),
});
export type CreateMailDropBody = z.infer<typeof createMailDropBodySchema>;

/**
 * PUT /mail/mailer-campaign/: the content (name, group, size, date) only while Draft; `status` moves it
 * (Draft → Scheduled → Mailed; Draft or Scheduled → Cancelled; Scheduled → Draft to edit again).
 */
export const updateMailDropBodySchema = z.object({
  id: idSchema,
  campaign_id: campaignIdSchema,
  name: nameSchema.optional(),
  voter_group_id: idSchema.optional(),
  mailer_size: z.enum(MAILER_SIZES, { error: 'mailer_size must be one of the standard sizes' }).optional(),
  scheduled_date: scheduledDateSchema.optional(),
  status: z
    .enum(MAIL_DROP_STATUSES, { error: 'status must be Draft, Scheduled, Mailed or Cancelled' })
    .optional(),
});
export type UpdateMailDropBody = z.infer<typeof updateMailDropBodySchema>;

/** What a drop to a voter group comes to: the live counts of the drop form and of every drop. */
export const mailCountsSchema = z.object({
  /** Voters in the group. */
  voters: z.number().int(),
  /** Pieces printed: one per deliverable household (normalised address). */
  pieces: z.number().int(),
  /** Voters who get no piece, in all and by reason. */
  suppressed: z.number().int(),
  suppressed_by_reason: z.object({
    no_address: z.number().int(),
    moved: z.number().int(),
    opted_out: z.number().int(),
  }),
  /** Print and postage for `pieces` at the size's configured rate, in US cents. */
  cost_cents: z.number().int(),
  /** The configured rate per piece for the size, in US cents. */
  rate_cents: z.number().int(),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

/** GET /mail/mailer-campaign/estimate/?campaign_id&voter_group_id&mailer_size: counts before saving. */
export const mailEstimateQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  voter_group_id: idSchema,
  mailer_size: z.enum(MAILER_SIZES, { error: 'mailer_size must be one of the standard sizes' }),
});

export const mailDropSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    mailer_id: z.uuid(),
    mailer_name: z.string(),
    user_id: z.uuid().nullable(),
    voter_group_id: z.uuid(),
    voter_group_name: z.string(),
    name: z.string(),
    mailer_size: z.enum(MAILER_SIZES),
    scheduled_date: z.iso.date().nullable(),
    status: z.enum(MAIL_DROP_STATUSES),
    mailed_at: timestampSchema.nullable(),
    /** Counts: live while Draft or Scheduled, frozen when Mailed. */
    voters: z.number().int(),
    pieces: z.number().int(),
    suppressed: z.number().int(),
    cost: z.number().int().meta({ description: 'US cents' }),
    /** The vendor file's downloads, newest first. */
    exports: z.array(z.object({ user_id: z.uuid().nullable(), name: z.string(), at: timestampSchema })),
    created_at: timestampSchema,
  })
  .meta({ id: 'MailDrop' });
export type MailDrop = z.infer<typeof mailDropSchema>;

export const mailDropQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const mailDropListQuerySchema = z.object({ campaign_id: campaignIdSchema });

/**
 * GET /mail/rates/?campaign_id and PUT /mail/rates/ (`{campaign_id, rates}`): print and postage per piece, in US
 * cents, per size; the campaign's own rates, or the server's defaults until it sets them.
 */
export const mailRatesSchema = z.object({
  rates: z.record(z.enum(MAILER_SIZES), z.number().int().min(0).max(100_000)),
});
export type MailRates = z.infer<typeof mailRatesSchema>;
export const mailRatesQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const updateMailRatesBodySchema = mailRatesSchema.extend({ campaign_id: campaignIdSchema });

/** The server's rates (US cents per piece, print and postage) until a campaign sets its own. */
export const MAIL_DEFAULT_RATES: Record<MailerSize, number> = {
  postcard_4_25x6: 45,
  postcard_6x9: 62,
  postcard_6x11: 68,
  letter_10: 78,
  flat_9x12: 145,
};

/** GET /mail/file/?campaign_id&id[&size=thumbnail]: a mailer's file or an image's thumbnail. */
export const mailerFileQuerySchema = z.object({
  id: idSchema,
  campaign_id: campaignIdSchema,
  size: z.enum(['full', 'thumbnail'], { error: 'size must be full or thumbnail' }).default('full'),
});

/** GET /mail/mailer-campaign/all/?campaign_id[&mailer_id]: the drops, optionally of one mailer. */
export const mailDropListFilterSchema = mailDropListQuerySchema.extend({ mailer_id: idSchema.optional() });
