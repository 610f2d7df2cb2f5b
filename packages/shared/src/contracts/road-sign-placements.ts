/**
 * Road-sign placements (service §3 Placement, §7) and their lifecycle (docs/decisions/0037-road-signs.md):
 * requested → installed → inspected → removed; with the suggested address, the removal-deadline settings,
 * the dashboard summary and the pickup route. The designs themselves are in road-signs.ts.
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import {
  INSPECTION_CONDITIONS,
  LOCATION_SOURCES,
  PLACEMENT_STATUSES,
  REMOVAL_FLAGS,
  ROAD_SIGN_LIMITS,
  coordinatesSchema,
  optionalText,
} from './road-signs.ts';
import { geoPolygonSchema } from './voters.ts';

/**
 * The `placement` field of POST /road-sign/placement/ (multipart, with the photo as `file`): installs a
 * sign. Without `coordinates` the photo's EXIF GPS position is used. `request_id` installs a requested
 * placement; `user_id` (the installer) defaults to the caller.
 */
export const createPlacementFieldSchema = z.object({
  road_sign_id: idSchema,
  campaign_id: campaignIdSchema,
  coordinates: coordinatesSchema.nullish(),
  /**
   * Not in the spec (decision 0054): whether `coordinates` are the phone's GPS (`device`, the default: a photo's
   * GPS more than 50 m away wins over them) or a tap on the map (`map`: the person on the spot placed it; kept).
   */
  coordinates_from: z.enum(['device', 'map'], { error: 'coordinates_from must be device or map' }).optional(),
  user_id: z.uuid().nullish(),
  request_id: z.uuid().nullish(),
  address: optionalText(ROAD_SIGN_LIMITS.address),
  notes: optionalText(ROAD_SIGN_LIMITS.notes),
  /**
   * Not in the spec (decision 0049): an id the phone makes for this step, so a step sent again (a reply lost on
   * the way, a page closed mid-send) is recorded once. The same id again answers the placement as it stands.
   */
  step_id: z.uuid().optional(),
});
export type CreatePlacementField = z.infer<typeof createPlacementFieldSchema>;

/** POST /road-sign/placement/request/ (JSON): a supporter's request, from the sign page or a door result. */
export const requestPlacementBodySchema = z.object({
  road_sign_id: idSchema,
  campaign_id: campaignIdSchema,
  address: required('address', z.string().trim().min(1).max(ROAD_SIGN_LIMITS.address)),
  contact: optionalText(ROAD_SIGN_LIMITS.contact),
  coordinates: coordinatesSchema.nullish(),
  /** The voter who asked at the door, if any. */
  voter_id: z.uuid().nullish(),
  /** Who should install it. */
  user_id: z.uuid().nullish(),
  notes: optionalText(ROAD_SIGN_LIMITS.notes),
});
export type RequestPlacementBody = z.infer<typeof requestPlacementBodySchema>;

/** The `inspection` field of POST /road-sign/placement/inspection/ (multipart, with the photo). */
export const inspectionFieldSchema = z.object({
  placement_id: idSchema,
  campaign_id: campaignIdSchema,
  condition: z.enum(INSPECTION_CONDITIONS, { error: 'condition must be ok, damaged or missing' }),
  notes: optionalText(ROAD_SIGN_LIMITS.notes),
  step_id: z.uuid().optional(),
});
export type InspectionField = z.infer<typeof inspectionFieldSchema>;

/** The `removal` field of POST /road-sign/placement/removal/ (multipart, with the photo). */
export const removalFieldSchema = z.object({
  placement_id: idSchema,
  campaign_id: campaignIdSchema,
  notes: optionalText(ROAD_SIGN_LIMITS.notes),
  step_id: z.uuid().optional(),
});
export type RemovalField = z.infer<typeof removalFieldSchema>;

/**
 * The query of every multipart call: `campaign_id` is optional (decision 0055). When sent, the access check reads
 * it before the upload; else the form's JSON part names the campaign, checked before any file is kept.
 */
export const uploadQuerySchema = z.object({ campaign_id: campaignIdSchema.optional() });

export const placementPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnail_url: z.string(),
});

export const placementSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    road_sign_id: z.uuid(),
    road_sign_name: z.string(),
    /** The installer; while requested, who is to install it. */
    user_id: z.uuid().nullable(),
    requested_by: z.uuid().nullable(),
    status: z.enum(PLACEMENT_STATUSES),
    coordinates: coordinatesSchema.nullable(),
    /** Where `coordinates` came from (decision 0054); null for placements made before it was recorded. */
    location_source: z.enum(LOCATION_SOURCES).nullable(),
    /** When the phone and the photo both gave a position: how far apart they were, in metres. */
    location_gap_m: z.number().int().nullable(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    voter_id: z.uuid().nullable(),
    notes: z.string().nullable(),
    /** The last inspection's finding. */
    condition: z.enum(INSPECTION_CONDITIONS).nullable(),
    /** The latest photo (installation, inspection or removal). */
    photo: placementPhotoSchema.nullable(),
    /** The spec's name for the placement's stored photo (service §3 Placement): the same as `photo`. */
    file: placementPhotoSchema.nullable(),
    removal_flag: z.enum(REMOVAL_FLAGS).nullable(),
    installed_at: timestampSchema.nullable(),
    inspected_at: timestampSchema.nullable(),
    removed_at: timestampSchema.nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Placement' });
export type Placement = z.infer<typeof placementSchema>;

export const placementEventSchema = z.object({
  id: z.uuid(),
  status: z.enum(PLACEMENT_STATUSES),
  condition: z.enum(INSPECTION_CONDITIONS).nullable(),
  notes: z.string().nullable(),
  user_id: z.uuid().nullable(),
  photo: placementPhotoSchema.nullable(),
  created_at: timestampSchema,
});
export type PlacementEvent = z.infer<typeof placementEventSchema>;

/** GET /road-sign/placement/: one placement with its history, oldest first. */
export const placementDetailSchema = placementSchema.extend({ events: z.array(placementEventSchema) });
export type PlacementDetail = z.infer<typeof placementDetailSchema>;

export const placementQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
/** GET /road-sign/placement/all/: the campaign's placements, newest first, optionally filtered. */
export const placementListQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  road_sign_id: z.uuid().optional(),
  status: z.enum(PLACEMENT_STATUSES).optional(),
  user_id: z.uuid().optional(),
});

// ---- Address, settings, summary, pickup route ----

/** GET /road-sign/nearest-address/: the nearest voter household within ROAD_SIGN_LIMITS.nearestAddressMetres. */
export const nearestAddressQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  lat: z.coerce
    .number({ error: 'lat must be a number' })
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90'),
  lng: z.coerce
    .number({ error: 'lng must be a number' })
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180'),
});
export const nearestAddressSchema = z.object({
  /** Null when no household lies near enough. */
  address: z.string().nullable(),
  voter_id: z.uuid().nullable(),
  distance_m: z.number().nullable(),
  coordinates: coordinatesSchema.nullable(),
});
export type NearestAddress = z.infer<typeof nearestAddressSchema>;

/** A campaign's road-sign settings: the legal removal deadline and how many days ahead to warn. */
export const roadSignSettingsSchema = z.object({
  campaign_id: z.uuid(),
  removal_deadline: z.iso.date().nullable(),
  warning_days: z.number().int(),
});
export type RoadSignSettings = z.infer<typeof roadSignSettingsSchema>;
export const updateRoadSignSettingsBodySchema = z.object({
  campaign_id: campaignIdSchema,
  removal_deadline: z.iso.date({ error: 'removal_deadline must be a date (YYYY-MM-DD)' }).nullable(),
  warning_days: z.number().int().min(0).max(90).default(7),
});
export type UpdateRoadSignSettingsBody = z.infer<typeof updateRoadSignSettingsBodySchema>;

/** GET /road-sign/summary/: the dashboard's numbers. */
export const roadSignSummarySchema = z.object({
  /** Placements installed since Monday 00:00 in the server's time zone. */
  installed_this_week: z.number().int(),
  requests_waiting: z.number().int(),
  /** Signs still standing and due soon or overdue for removal. */
  due_for_removal: z.number().int(),
  overdue: z.number().int(),
  removal_deadline: z.iso.date().nullable(),
});
export type RoadSignSummary = z.infer<typeof roadSignSummarySchema>;

/** POST /road-sign/pickup-route/: standing signs (inside `area` when given), in order from `start`. */
export const pickupRouteBodySchema = z.object({
  campaign_id: campaignIdSchema,
  start: required('start', coordinatesSchema),
  area: geoPolygonSchema.nullish(),
  road_sign_id: z.uuid().nullish(),
});
export type PickupRouteBody = z.infer<typeof pickupRouteBodySchema>;
export const pickupRouteSchema = z.object({
  stops: z.array(placementSchema),
  /** Great-circle distance in metres from `start` through every stop. */
  length_m: z.number(),
});
export type PickupRoute = z.infer<typeof pickupRouteSchema>;
