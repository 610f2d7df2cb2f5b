import { z } from 'zod';
import { campaignIdSchema } from './common.ts';
import { voterOrderSchema, voterRowSchema, VOTER_PAGE_MAX } from './voter-groups.ts';
import { voterFilterSchema } from './voters.ts';

export { VOTER_SORTS } from './voter-groups.ts';

/** POST /district/voters/: a page of the district's voters for a filter, sorted. */
export const districtVotersBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    filter_params: voterFilterSchema.default({}),
    skip: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(VOTER_PAGE_MAX).default(50),
    ...voterOrderSchema.shape,
  })
  .meta({ id: 'DistrictVotersBody' });
export type DistrictVotersBody = z.output<typeof districtVotersBodySchema>;

export const districtVotersPageSchema = z
  .object({
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
    voters: z.array(voterRowSchema),
  })
  .meta({ id: 'DistrictVotersPage' });
export type DistrictVotersPage = z.infer<typeof districtVotersPageSchema>;

export const DOOR_POINTS_MAX = 50_000;

/** POST /district/voters/doors/: one point per door (household) for the map, with its voter count. */
export const districtDoorsBodySchema = z
  .object({ campaign_id: campaignIdSchema, filter_params: voterFilterSchema.default({}) })
  .meta({ id: 'DistrictDoorsBody' });

export const districtDoorsSchema = z
  .object({
    /** [lng, lat, voters] per door, at most DOOR_POINTS_MAX. */
    doors: z.array(z.tuple([z.number(), z.number(), z.number().int()])),
    total_doors: z.number().int(),
    truncated: z.boolean(),
  })
  .meta({ id: 'DistrictDoors' });
export type DistrictDoors = z.infer<typeof districtDoorsSchema>;
