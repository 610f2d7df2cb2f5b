import { z } from 'zod';
import { timestampSchema } from './common.ts';

/**
 * The development phones (docs/decisions/0039-telephony.md): every simulated voter phone's thread with the
 * campaign's numbers, and a reply sent as that voter. Development only, this machine only.
 */
export const devPhoneMessageSchema = z
  .object({
    sid: z.string(),
    /** `outbound`: the campaign texted this phone; `inbound`: this phone replied. */
    direction: z.enum(['outbound', 'inbound']),
    /** The campaign's number on the other end. */
    campaign_number: z.string(),
    body: z.string(),
    status: z.string(),
    error_code: z.number().int().nullable(),
    time: timestampSchema,
  })
  .meta({ id: 'DevPhoneMessage' });

export const devPhoneSchema = z
  .object({
    number: z.string(),
    voter_id: z.uuid().nullable(),
    messages: z.array(devPhoneMessageSchema),
  })
  .meta({ id: 'DevPhone' });
export type DevPhone = z.infer<typeof devPhoneSchema>;

export const devPhoneReplyBodySchema = z
  .object({
    from: z.string().trim().min(1).max(32),
    to: z.string().trim().min(1).max(32),
    body: z.string().min(1).max(1600),
  })
  .meta({ id: 'DevPhoneReply' });
export type DevPhoneReplyBody = z.infer<typeof devPhoneReplyBodySchema>;

export const devPhoneReplySchema = z.object({ sid: z.string() }).meta({ id: 'DevPhoneReplySent' });
