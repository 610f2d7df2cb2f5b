import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { voterFilterSchema } from './voters.ts';

/** Pending → Ready (members selected) or Failed (docs/decisions/0009-voter-groups.md). */
export const VOTER_GROUP_STATUSES = ['Pending', 'Ready', 'Failed'] as const;
export const VOTER_GROUP_TYPES = ['filter', 'upload'] as const;

export const voterGroupSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(VOTER_GROUP_TYPES),
    creation_method: z.string(),
    status: z.enum(VOTER_GROUP_STATUSES),
    filter_params: voterFilterSchema.nullable(),
    voter_count: z.number().int(),
    door_count: z.number().int(),
    /** Why the group is Failed; null otherwise. */
    error: z.string().nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'VoterGroup' });
export type VoterGroup = z.infer<typeof voterGroupSchema>;

const nameSchema = z.string().trim().min(1, 'name must not be empty').max(120);

export const createVoterGroupBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    user_id: z.uuid().optional(),
    name: required('name', nameSchema),
    description: z.string().trim().max(1000).nullable().optional(),
    type: z.literal('filter').optional(),
    creation_method: z.literal('Created').optional(),
    filter_params: voterFilterSchema.default({}),
  })
  .meta({ id: 'CreateVoterGroupBody' });

export const updateVoterGroupBodySchema = z
  .object({
    id: idSchema,
    campaign_id: campaignIdSchema,
    name: nameSchema.optional(),
    description: z.string().trim().max(1000).nullable().optional(),
    filter_params: voterFilterSchema.optional(),
  })
  .meta({ id: 'UpdateVoterGroupBody' });

export const voterGroupQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const voterGroupListQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const deleteVoterGroupQuerySchema = z.object({
  voter_group_id: z.uuid({
    error: (i) =>
      i.input === undefined || i.input === '' ? MESSAGES.idNotProvided : 'voter_group_id must be a UUID',
  }),
  campaign_id: campaignIdSchema,
});

export const VOTER_PAGE_MAX = 500;
/** Columns the voter tables sort by; their CSV exports follow the same order (decision 0024). */
export const VOTER_SORTS = [
  'last_name',
  'first_name',
  'age',
  'party',
  'res_zip',
  'precinct',
  'res_street',
] as const;
/** A voter table's sort: blanks last, then last name, first name and id (decision 0024). */
export const voterOrderSchema = z.object({
  sort: z.enum(VOTER_SORTS).default('last_name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const voterPageQuerySchema = voterGroupQuerySchema.extend({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(VOTER_PAGE_MAX).default(50),
  ...voterOrderSchema.shape,
});
/** GET /voter-group/export/: added, the table's sort, so the file lists voters as the table does. */
export const voterGroupExportQuerySchema = voterGroupQuerySchema.extend(voterOrderSchema.shape);

/** A voter as lists and tables show it. */
export const voterRowSchema = z
  .object({
    id: z.uuid(),
    state_voter_id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    res_street: z.string().nullable(),
    res_city: z.string().nullable(),
    res_zip: z.string().nullable(),
    party: z.string().nullable(),
    gender: z.string().nullable(),
    age: z.number().int().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    precinct: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  })
  .meta({ id: 'VoterRow' });
export type VoterRow = z.infer<typeof voterRowSchema>;

export const voterPageSchema = z
  .object({
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
    voters: z.array(voterRowSchema),
  })
  .meta({ id: 'VoterPage' });

/** POST /voter-group/upload/: the group's name and campaign in the query; the file is multipart `voter_file.csv`. */
export const uploadVoterGroupQuerySchema = z.object({
  name: required('name', nameSchema),
  campaign_id: campaignIdSchema,
  user_id: z.uuid().optional(),
});

export const uploadStatusParamsSchema = z.object({ id: idSchema });
export const uploadStatusQuerySchema = z.object({ campaign_id: campaignIdSchema });

export const uploadStatusSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['Pending', 'Running', 'Done', 'Failed']),
    rows_read: z.number().int(),
    matched: z.number().int(),
    unmatched: z.number().int(),
    /** The first unmatched rows (up to 100), by line of the file. */
    unmatched_rows: z.array(z.object({ line: z.number().int(), voter_id: z.string() })),
    error: z.string().nullable(),
    group: voterGroupSchema,
  })
  .meta({ id: 'VoterGroupUploadStatus' });
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** POST /voter-group/merge/: duplicate records of one person, merged into the first (docs/decisions/0009). */
export const mergeVotersBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    voter_ids: required(
      'voter_ids',
      z.array(z.uuid()).min(2, 'Merging needs at least two voter_ids').max(20),
    ),
  })
  .meta({ id: 'MergeVotersBody' });
export const mergeVotersResponseSchema = z
  .object({ voter_id: z.uuid(), merged: z.number().int() })
  .meta({ id: 'MergeVotersResult' });
