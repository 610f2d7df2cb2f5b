import { z } from 'zod';
import { campaignIdSchema, timestampSchema } from './common.ts';

export const voterTagSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    name: z.string(),
    color: z.string(),
    voter_count: z.number().int(),
    created_at: timestampSchema,
  })
  .meta({ id: 'VoterTag' });
export type VoterTag = z.infer<typeof voterTagSchema>;

export const voterTagListQuerySchema = z.object({ campaign_id: campaignIdSchema });
