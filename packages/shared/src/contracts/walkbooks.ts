import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { doorResultSchema, surveyResponseInputSchema } from './surveys.ts';
import { channelCountsSchema } from './touches.ts';
import { geoPolygonSchema, voterFilterSchema } from './voters.ts';

/** Creation methods (service §9). Walkbooks made on the walkbook screen are Created. */
export const CREATION_METHODS = ['Created', 'Requested', 'Recommended'] as const;
export const WALKBOOK_STATUSES = ['active', 'archived'] as const;
/** The week values of GET /walkbook/touches/{week}/ (service §5, §9). */
export const WEEKS = ['current-week', 'previous-week'] as const;
export type Week = (typeof WEEKS)[number];

/** A walkbook is one canvasser's afternoon or a team's weekend: more than this is a turf to split. */
export const WALKBOOK_MAX_VOTERS = 5_000;

export const WALKBOOK_MESSAGES = {
  noVoters: 'No voters match this walkbook. Draw a larger area or loosen the filters.',
  tooManyVoters: `A walkbook holds at most ${WALKBOOK_MAX_VOTERS.toLocaleString('en-US')} voters. Draw a smaller area or narrow the filters.`,
  notFound: 'Walkbook not found',
  archived: 'This walkbook is archived: visits can no longer be recorded.',
  voterNotInWalkbook: 'This voter is not in the walkbook.',
  visitIdTaken: 'This visit id belongs to another visit. Send a new one.',
  recordedTooOld: 'recorded_at is more than 30 days ago: a visit that old can no longer be recorded.',
  assigneeNotMember: 'Walkbooks can only be assigned to members of the campaign.',
  surveyUnavailable: 'That survey does not exist or is archived.',
  noVoterIds: 'The file has no voter ids. Put them in a column named voter_id.',
} as const;

const assigneeSchema = z.object({ user_id: z.uuid(), name: z.string(), email: z.string() });

/** Progress of a walkbook: what a list card and the walkbook page show. */
export const walkbookProgressSchema = z.object({
  voters: z.number().int(),
  doors: z.number().int(),
  doors_visited: z.number().int(),
  voters_visited: z.number().int(),
  contacts: z.number().int(),
  touches: z.number().int(),
  last_touch_at: timestampSchema.nullable(),
});
export type WalkbookProgress = z.infer<typeof walkbookProgressSchema>;

export const walkbookSummarySchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    creation_method: z.enum(CREATION_METHODS),
    status: z.enum(WALKBOOK_STATUSES),
    survey_id: z.uuid().nullable(),
    survey_name: z.string().nullable(),
    assignees: z.array(assigneeSchema),
    progress: walkbookProgressSchema,
    created_at: timestampSchema,
  })
  .meta({ id: 'WalkbookSummary' });
export type WalkbookSummary = z.infer<typeof walkbookSummarySchema>;

export const walkbookVoterSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  party: z.string().nullable(),
  phone: z.string().nullable(),
  /** The latest door result recorded for this voter in this walkbook, if any. */
  last_result: doorResultSchema.nullable(),
  last_notes: z.string().nullable(),
});
export type WalkbookVoter = z.infer<typeof walkbookVoterSchema>;

/** One door: a household of the walkbook. */
export const walkbookDoorSchema = z.object({
  household_key: z.string(),
  address: z.string(),
  unit: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  voters: z.array(walkbookVoterSchema),
});
export type WalkbookDoor = z.infer<typeof walkbookDoorSchema>;

export const walkbookSchema = walkbookSummarySchema
  .extend({
    geo_data: geoPolygonSchema.nullable(),
    filter_params: voterFilterSchema,
    doors: z.array(walkbookDoorSchema),
  })
  .meta({ id: 'Walkbook' });
export type Walkbook = z.infer<typeof walkbookSchema>;

const name = z.string().trim().min(1, 'name must not be empty').max(120);

/** POST /walkbook/: voters inside the drawn area (geo_data) and matching the filters. */
export const createWalkbookBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    name: required('name', name),
    description: z.string().trim().max(500).nullish(),
    creation_method: z.enum(CREATION_METHODS).default('Created'),
    geo_data: geoPolygonSchema.nullish(),
    filter_params: voterFilterSchema.default({}),
    survey_id: z.uuid().nullish(),
    user_id: z.uuid().nullish(),
    /** Members to assign (Staff and Volunteers see only their assigned walkbooks). */
    assignee_ids: z.array(z.uuid()).max(50).default([]),
  })
  .meta({ id: 'CreateWalkbookBody' });
export type CreateWalkbookBody = z.input<typeof createWalkbookBodySchema>;
export type CreateWalkbook = z.output<typeof createWalkbookBodySchema>;

export const uploadWalkbookQuerySchema = z.object({
  name: required('name', name),
  survey_id: z.uuid().optional(),
  campaign_id: campaignIdSchema,
  user_id: z.uuid().optional(),
});

export const walkbookUploadResultSchema = z
  .object({ walkbook: walkbookSummarySchema, matched: z.number().int(), unmatched: z.array(z.string()) })
  .meta({ id: 'WalkbookUploadResult' });

export const walkbookQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const walkbookListQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  include_archived: z.stringbool().optional(),
});
export const walkbookUserListQuerySchema = walkbookListQuerySchema.extend({ user_id: z.uuid().optional() });
export const walkbookSurveyParamsSchema = z.object({ walkbook_id: idSchema });
export const archiveWalkbookQuerySchema = z.object({ walkbook_id: idSchema, campaign_id: campaignIdSchema });

export const assignWalkbookBodySchema = z
  .object({ id: idSchema, campaign_id: campaignIdSchema, user_ids: z.array(z.uuid()).max(50) })
  .meta({ id: 'AssignWalkbookBody' });

export const walkbookMinimalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(WALKBOOK_STATUSES),
});

/** PUT /walkbook/: the voter visit update (service §3). Survey entries without a question_id are dropped. */
export const voterVisitBodySchema = z
  .object({
    id: idSchema,
    campaign_id: campaignIdSchema,
    voter_id: required('voter_id', z.uuid()),
    touch_result: required('touch_result', doorResultSchema),
    notes: z.string().trim().max(2000).nullish(),
    survey_responses: z.array(surveyResponseInputSchema).max(100).default([]),
    /**
     * Not in the spec (decision 0023): an id the client makes for this visit. Sending the same id again (a
     * reply lost on the way, a corrected result) updates that visit instead of adding another touch.
     */
    visit_id: z.uuid().optional(),
    /**
     * Not in the spec (decision 0049): when the door was knocked, by the device's clock. The visit is dated by
     * it (at most 5 minutes ahead of the server, at most 30 days back); without it, by the server's time.
     */
    recorded_at: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'VoterVisitBody' });
export type VoterVisitBody = z.input<typeof voterVisitBodySchema>;
export type VoterVisit = z.output<typeof voterVisitBodySchema>;

/** The voter update the visit answers with (service §3). */
export const voterUpdateSchema = z
  .object({
    id: z.uuid(),
    voter_id: z.uuid(),
    old_status: doorResultSchema.nullable(),
    touch_result: doorResultSchema,
    /** Voters of the walkbook not visited yet. */
    voters_pending: z.number().int(),
  })
  .meta({ id: 'VoterUpdate' });
export type VoterUpdate = z.infer<typeof voterUpdateSchema>;

export const optimizedQuerySchema = walkbookQuerySchema.extend({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});

/** GET /walkbook/optimized/: the doors not yet visited, in walking order from the start. */
export const optimizedRouteSchema = z
  .object({
    id: z.uuid(),
    start: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    length_m: z.number(),
    stops: z.array(
      z.object({ household_key: z.string(), address: z.string(), lat: z.number(), lng: z.number() }),
    ),
    /** Doors without coordinates cannot be routed; they are listed after the route. */
    unplaced: z.array(z.string()),
  })
  .meta({ id: 'OptimizedRoute' });
export type OptimizedRoute = z.infer<typeof optimizedRouteSchema>;

export const weekParamsSchema = z.object({ week: z.string() });
export const touchesQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  /** The IANA time zone the week is counted in; the campaign's time zone by default (decision 0035). */
  tz: z.string().max(64).optional(),
});

/**
 * A day's door touches and contacts (door-only, as before) and, added (decision 0042), every channel's side by
 * side in `by_channel` (its `door` repeats the door figures).
 */
const dayCount = z.object({
  date: z.iso.date(),
  touches: z.number().int(),
  contacts: z.number().int(),
  by_channel: channelCountsSchema,
});
const canvasserCount = z.object({
  user_id: z.uuid(),
  name: z.string(),
  touches: z.number().int(),
  contacts: z.number().int(),
  doors: z.number().int(),
});

/** GET /walkbook/touches/{week}/: touches of one week, by day and by canvasser. */
export const weekTouchesSchema = z
  .object({
    week: z.enum(WEEKS),
    time_zone: z.string(),
    start: z.iso.date(),
    end: z.iso.date(),
    touches: z.number().int(),
    contacts: z.number().int(),
    doors: z.number().int(),
    contact_rate: z.number(),
    /**
     * Added (decision 0024): the week from Monday 00:00 up to the weekday and time of day it is now, so the
     * week under way is compared with the same part of the previous week, not with all of it.
     */
    so_far: z.object({
      /** The local date and time the figures run to (now for the current week, a week earlier for the previous). */
      until: z.iso.datetime({ local: true }),
      touches: z.number().int(),
      contacts: z.number().int(),
      doors: z.number().int(),
      contact_rate: z.number(),
    }),
    /** Added (decision 0042): the week's touches per channel; the fields above stay door-only. */
    by_channel: channelCountsSchema,
    by_day: z.array(dayCount),
    by_canvasser: z.array(canvasserCount),
  })
  .meta({ id: 'WeekTouches' });
export type WeekTouches = z.infer<typeof weekTouchesSchema>;

export const touchDataQuerySchema = touchesQuerySchema.extend({ walkbook_id: z.uuid().optional() });

/** GET /walkbook/touch-data/: progress per walkbook, touches per day (last 14) and per canvasser. */
export const touchDataSchema = z
  .object({
    time_zone: z.string(),
    totals: walkbookProgressSchema.extend({ contact_rate: z.number(), doors_remaining: z.number().int() }),
    /**
     * Added (decision 0042): touches per channel, all time, in the scope of `by_canvasser`: the campaign's for
     * Managers and Directors, one's own texts, calls and mail beside one's walkbooks' doors for others, and
     * doors only for one walkbook (`walkbook_id`).
     */
    by_channel: channelCountsSchema,
    by_day: z.array(dayCount),
    by_canvasser: z.array(canvasserCount),
    walkbooks: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        progress: walkbookProgressSchema,
        contact_rate: z.number(),
        doors_remaining: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'TouchData' });
export type TouchData = z.infer<typeof touchDataSchema>;
