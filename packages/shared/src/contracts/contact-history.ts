import { z } from 'zod';
import { campaignIdSchema, idSchema, timestampSchema } from './common.ts';
import { voterConsentSchema } from './consent.ts';
import { doorResultSchema } from './surveys.ts';
import { TOUCH_CHANNELS } from './touches.ts';

/**
 * GET /voter/contact-history/ (decision 0042): every time the campaign reached one voter, on any channel,
 * newest first, with the voter's consent state. Managers and Directors.
 */
export const contactHistoryQuerySchema = z.object({ campaign_id: campaignIdSchema, voter_id: idSchema });

export const contactHistoryEntrySchema = z
  .object({
    channel: z.enum(TOUCH_CHANNELS),
    at: timestampSchema,
    /** A conversation happened (a door answered, a reply, an answered call). */
    contacted: z.boolean(),
    /** Who made the touch: the canvasser, the texter, the caller, whoever sent the drop. */
    user_name: z.string().nullable(),
    /** Texts, calls and mail: what reached the voter (the mailer's name, the text's first words). */
    summary: z.string().nullable(),
    /** Doors: the walkbook, the result, the canvasser's notes and the survey answers given on that walkbook. */
    walkbook: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    result: doorResultSchema.nullable(),
    notes: z.string().nullable(),
    survey_answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  })
  .meta({ id: 'ContactHistoryEntry' });
export type ContactHistoryEntry = z.infer<typeof contactHistoryEntrySchema>;

export const contactHistorySchema = z
  .object({
    voter: z.object({
      id: z.uuid(),
      name: z.string(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
    entries: z.array(contactHistoryEntrySchema),
    consent: voterConsentSchema,
  })
  .meta({ id: 'ContactHistory' });
export type ContactHistory = z.infer<typeof contactHistorySchema>;
