import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { geoPolygonSchema, voterFilterSchema } from './voters.ts';

/** A request is answered in the background: Pending, then Ready (walkbooks recommended) or Failed. */
export const RECOMMENDATION_REQUEST_STATUSES = ['Pending', 'Ready', 'Failed'] as const;
export type RecommendationRequestStatus = (typeof RECOMMENDATION_REQUEST_STATUSES)[number];
/** A recommended walkbook is Proposed until a Manager accepts it (it then has a real walkbook). */
export const RECOMMENDED_WALKBOOK_STATUSES = ['Proposed', 'Accepted'] as const;
/** Outreach types a recommendation can be requested for (service §9). */
export const OUTREACH_TYPES = ['Walkbook'] as const;
/** Recommended by the server answering a request, or Requested: drawn and asked for by a person. */
export const RECOMMENDED_CREATION_METHODS = ['Recommended', 'Requested'] as const;

export const DEFAULT_TARGET_DOORS = 60;
export const TARGET_DOORS_RANGE = { min: 5, max: 1_000 } as const;
export const TARGET_MINUTES_RANGE = { min: 15, max: 600 } as const;
/** Doors a canvasser knocks in an hour, walking between them and short conversations included. */
export const DOORS_PER_HOUR = 25;
/** A request covers at most this many doors (about 1,700 walkbooks of 60). */
export const RECOMMENDATION_MAX_DOORS = 100_000;

/**
 * How many walkbooks `doors` doors make at `target` doors each: of ⌊doors/target⌋ and ⌈doors/target⌉ (at
 * least 1), the one whose equal share is nearest the target. Whenever some number of equal parts lies within
 * ±20% of the target, this one does.
 */
export const walkbookCountFor = (doors: number, target: number): number => {
  if (doors <= 0) return 0;
  const low = Math.max(1, Math.floor(doors / target));
  const high = low + 1;
  return Math.abs(doors / low - target) <= Math.abs(doors / high - target) ? low : high;
};

export const doorsForMinutes = (minutes: number): number => Math.round((minutes * DOORS_PER_HOUR) / 60);
export const minutesForDoors = (doors: number): number => Math.round((doors * 60) / DOORS_PER_HOUR);

export const RECOMMENDATION_MESSAGES = {
  requestNotFound: 'Recommendation request not found',
  notFound: 'Recommended walkbook not found',
  noVoters: 'No voters match this request. Loosen the filters or draw a larger area.',
  noPlacedDoors: 'None of the matching doors has a map location, so they cannot be cut into walkbooks.',
  tooManyDoors: `A request covers at most ${RECOMMENDATION_MAX_DOORS.toLocaleString('en-US')} doors. Narrow the filters or draw a smaller area.`,
  failed: 'The walkbooks could not be recommended. Delete this request and try again.',
  bothTargets: 'Give doors per walkbook or walking minutes, not both.',
  alreadyAccepted: 'This recommended walkbook was already accepted: edit its walkbook instead.',
  cannotUnaccept: 'An accepted recommendation stays accepted: archive its walkbook instead.',
  assigneesWhenAccepting:
    'Assignees are chosen when accepting (status "Accepted"): assign its walkbook instead.',
} as const;

const name = z.string().trim().min(1, 'name must not be empty').max(120);
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** What a map shows of a recommended walkbook: its area (a Polygon) and its doors (a MultiPoint). */
export const recommendedGeojsonSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({ kind: z.enum(['area', 'doors']) }),
        geometry: z.union([
          geoPolygonSchema,
          z.object({ type: z.literal('MultiPoint'), coordinates: z.array(position) }),
        ]),
      }),
    ),
  })
  .meta({ id: 'RecommendedWalkbookGeoJSON' });
export type RecommendedGeojson = z.infer<typeof recommendedGeojsonSchema>;

/** A recommended walkbook (service §3), with its counts and its rank among its request's walkbooks. */
export const recommendedWalkbookSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    request_id: z.uuid().nullable(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    creation_method: z.enum(RECOMMENDED_CREATION_METHODS),
    status: z.enum(RECOMMENDED_WALKBOOK_STATUSES),
    /** 1 = the most uncontacted targets among the walkbooks of the same request. */
    rank: z.number().int(),
    /** The area the walkbook covers: the convex hull of its doors, or the area drawn. */
    geo_data: geoPolygonSchema,
    geojson: recommendedGeojsonSchema,
    filter_params: voterFilterSchema,
    survey_id: z.uuid().nullable(),
    survey_name: z.string().nullable(),
    doors: z.number().int(),
    voters: z.number().int(),
    /** Voters whose latest door result (in any walkbook) is not "contacted", when it was recommended. */
    uncontacted: z.number().int(),
    /** At DOORS_PER_HOUR. */
    estimated_minutes: z.number().int(),
    /** The walkbook made when it was accepted. */
    walkbook_id: z.uuid().nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'RecommendedWalkbook' });
export type RecommendedWalkbook = z.infer<typeof recommendedWalkbookSchema>;

export const recommendedDoorSchema = z.object({
  household_key: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  voters: z.number().int(),
});
export type RecommendedDoor = z.infer<typeof recommendedDoorSchema>;

export const recommendedWalkbookDetailSchema = recommendedWalkbookSchema
  .extend({ request_name: z.string().nullable(), door_list: z.array(recommendedDoorSchema) })
  .meta({ id: 'RecommendedWalkbookDetail' });
export type RecommendedWalkbookDetail = z.infer<typeof recommendedWalkbookDetailSchema>;

/** A walkbook recommendation request (service §3), with how it was answered. */
export const recommendationRequestSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    campaign_name: z.string(),
    user_id: z.uuid().nullable(),
    request_name: z.string(),
    description: z.string().nullable(),
    outreach_type: z.enum(OUTREACH_TYPES),
    creation_method: z.literal('Requested'),
    filter_params: voterFilterSchema,
    /** Doors per walkbook asked for (from target_minutes when the request gave minutes). */
    target_doors: z.number().int(),
    target_minutes: z.number().int().nullable(),
    survey_id: z.uuid().nullable(),
    status: z.enum(RECOMMENDATION_REQUEST_STATUSES),
    error: z.string().nullable(),
    voters: z.number().int(),
    doors: z.number().int(),
    /** Matching doors without a map location: they are left out of the walkbooks. */
    unplaced_doors: z.number().int(),
    walkbook_count: z.number().int(),
    accepted_count: z.number().int(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'WalkbookRecommendationRequest' });
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

export const recommendationRequestDetailSchema = recommendationRequestSchema
  .extend({ recommended_walkbooks: z.array(recommendedWalkbookSchema) })
  .meta({ id: 'WalkbookRecommendationRequestDetail' });
export type RecommendationRequestDetail = z.infer<typeof recommendationRequestDetailSchema>;

/** POST /recommended-walkbook/request-walkbook-recommendation/: the request entity plus the target size. */
export const requestRecommendationBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    /** Sent by the spec's client; the reply carries the campaign's own name. */
    campaign_name: z.string().max(200).nullish(),
    user_id: z.uuid().nullish(),
    request_name: required('request_name', name),
    description: z.string().trim().max(500).nullish(),
    outreach_type: z.enum(OUTREACH_TYPES).default('Walkbook'),
    creation_method: z.literal('Requested').default('Requested'),
    /** The shared filters; `polygon` limits it to an area drawn on the map. */
    filter_params: voterFilterSchema.default({}),
    target_doors: z.number().int().min(TARGET_DOORS_RANGE.min).max(TARGET_DOORS_RANGE.max).optional(),
    target_minutes: z.number().int().min(TARGET_MINUTES_RANGE.min).max(TARGET_MINUTES_RANGE.max).optional(),
    survey_id: z.uuid().nullish(),
  })
  .refine((b) => b.target_doors === undefined || b.target_minutes === undefined, {
    message: RECOMMENDATION_MESSAGES.bothTargets,
    path: ['target_minutes'],
  })
  .meta({ id: 'RequestRecommendationBody' });
export type RequestRecommendationBody = z.input<typeof requestRecommendationBodySchema>;
export type RequestRecommendation = z.output<typeof requestRecommendationBodySchema>;

/** POST /recommended-walkbook/: one recommended walkbook of the voters inside a drawn area. */
export const createRecommendedWalkbookBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    name: required('name', name),
    creation_method: z.enum(RECOMMENDED_CREATION_METHODS).default('Requested'),
    geo_data: required('geo_data', geoPolygonSchema),
    filter_params: voterFilterSchema.default({}),
    survey_id: z.uuid().nullish(),
    /** Adds it to a request's walkbooks (ranked among them). */
    request_id: z.uuid().nullish(),
  })
  .meta({ id: 'CreateRecommendedWalkbookBody' });
export type CreateRecommendedWalkbookBody = z.input<typeof createRecommendedWalkbookBodySchema>;
export type CreateRecommendedWalkbook = z.output<typeof createRecommendedWalkbookBodySchema>;

/** PUT /recommended-walkbook/: rename, change the survey, or accept (status Accepted). */
export const updateRecommendedWalkbookBodySchema = z
  .object({
    id: idSchema,
    campaign_id: campaignIdSchema,
    name: name.optional(),
    /** null: no survey. */
    survey_id: z.uuid().nullish(),
    /** Accepted makes the walkbook (creation method Recommended) with the same voters. */
    status: z.enum(RECOMMENDED_WALKBOOK_STATUSES).optional(),
    /** Added (decision 0024): who canvasses the walkbook accepting makes; members of the campaign. */
    assignee_ids: z.array(z.uuid()).max(50).optional(),
  })
  .meta({ id: 'UpdateRecommendedWalkbookBody' });
export type UpdateRecommendedWalkbookBody = z.input<typeof updateRecommendedWalkbookBodySchema>;
export type UpdateRecommendedWalkbook = z.output<typeof updateRecommendedWalkbookBodySchema>;

export const recommendationQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const recommendationListQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const recommendedWalkbookListQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  request_id: z.uuid().optional(),
});
