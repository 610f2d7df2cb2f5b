import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';

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

export const TAG_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'violet',
  'pink',
] as const;
const tagName = z.string().trim().min(1, 'name must not be empty').max(60);

export const createVoterTagBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    name: required('name', tagName),
    color: z.enum(TAG_COLORS).optional(),
  })
  .meta({ id: 'CreateVoterTagBody' });

export const updateVoterTagBodySchema = z
  .object({
    id: idSchema,
    campaign_id: campaignIdSchema,
    name: tagName.optional(),
    color: z.enum(TAG_COLORS).optional(),
  })
  .meta({ id: 'UpdateVoterTagBody' });

export const voterTagQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });

/** Tag (or untag) voters given by id, or every voter of a voter group. */
export const tagVotersBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    tag_id: idSchema,
    voter_ids: z.array(z.uuid()).max(10_000).optional(),
    voter_group_id: z.uuid().optional(),
  })
  .refine((b) => (b.voter_ids?.length ?? 0) > 0 || b.voter_group_id !== undefined, {
    message: 'voter_ids or voter_group_id was not provided',
    path: ['voter_ids'],
  })
  .meta({ id: 'TagVotersBody' });

export const tagVotersResponseSchema = z
  .object({ changed: z.number().int() })
  .meta({ id: 'TagVotersResult' });
