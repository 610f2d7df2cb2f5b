/**
 * Road signs (service §3, §7): the designs and what placements share (road-sign-placements.ts), with the lifecycle of docs/decisions/0037-road-signs.md:
 * requested → installed → inspected → removed. Multipart calls carry a `file` and one JSON text field
 * (`road_sign`, `placement`, `inspection` or `removal`) checked with the schemas below; the campaign is named
 * in that field, in `?campaign_id=`, or in both (decision 0055), and checked before a file is stored.
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';

export const ROAD_SIGN_LIMITS = {
  name: 120,
  description: 1000,
  quantity: 1_000_000,
  address: 300,
  contact: 300,
  notes: 1000,
  /** Largest upload (artwork or photo), in bytes. */
  fileBytes: 15 * 1024 * 1024,
  /** Longest side of a stored photo or artwork image, in pixels. */
  imagePixels: 2048,
  thumbnailPixels: 320,
  /** A suggested address is the nearest household within this distance. */
  nearestAddressMetres: 250,
  pickupStops: 2000,
} as const;

export const PLACEMENT_STATUSES = ['requested', 'installed', 'inspected', 'removed'] as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[number];
export const PLACEMENT_STATUS_LABELS: Record<PlacementStatus, string> = {
  requested: 'Requested',
  installed: 'Installed',
  inspected: 'Inspected',
  removed: 'Removed',
};

export const INSPECTION_CONDITIONS = ['ok', 'damaged', 'missing'] as const;
/**
 * Where a placement's position came from (decision 0054): the coordinates sent (the phone's GPS or a tap on the
 * map), the photo's EXIF GPS, the request's position, or the voter file's household at the typed address.
 */
export const LOCATION_SOURCES = ['sent', 'photo', 'request', 'voter_file'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];
export type InspectionCondition = (typeof INSPECTION_CONDITIONS)[number];

/** A placement still standing and past (`overdue`) or within the warning days of (`due_soon`) the deadline. */
export const REMOVAL_FLAGS = ['due_soon', 'overdue'] as const;
export type RemovalFlag = (typeof REMOVAL_FLAGS)[number];

export const ROAD_SIGN_MESSAGES = {
  noLocation: 'The placement has no location: send coordinates, or a photo that carries its GPS position',
  removedCannotReinstall: 'This sign was removed: record a new placement to install it again',
  notStanding: 'Only an installed or inspected sign can be inspected or removed',
  notRequested: 'Only a requested placement can be installed from its request',
  campaignMismatch: 'campaign_id in the form does not match the campaign of the request',
  stepIdTaken: 'This step id belongs to another step. Send a new one.',
  addressNotFound:
    'This address is not a household in the voter file: tap the map where the sign goes, or check the street and ZIP',
} as const;

export const coordinatesSchema = z.object({
  lat: z
    .number({ error: 'lat must be a number' })
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90'),
  lng: z
    .number({ error: 'lng must be a number' })
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180'),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(ROAD_SIGN_LIMITS.name, `The name can be at most ${String(ROAD_SIGN_LIMITS.name)} characters`);
/** An optional free-text field of at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const quantitySchema = z.number().int().min(0, 'quantity cannot be negative').max(ROAD_SIGN_LIMITS.quantity);

/**
 * A stored file, served by an authorised route (never public): `url` and `thumbnail_url` are absolute paths on
 * this server (with `/api`), fetched with the bearer token; `thumbnail_url` only for images.
 */
export const storedFileSchema = z.object({
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

// ---- Road signs (the designs and their stock) ----

/** The `road_sign` field of POST /road-sign/ (multipart, with the artwork as `file`). */
export const createRoadSignFieldSchema = z.object({
  name: required('name', nameSchema),
  campaign_id: campaignIdSchema,
  description: optionalText(ROAD_SIGN_LIMITS.description),
  quantity: quantitySchema.default(0),
});
export type CreateRoadSignField = z.infer<typeof createRoadSignFieldSchema>;

/** PUT /road-sign/: the design's details (the artwork stays). */
export const updateRoadSignBodySchema = z.object({
  id: idSchema,
  campaign_id: campaignIdSchema,
  name: nameSchema.optional(),
  description: optionalText(ROAD_SIGN_LIMITS.description),
  quantity: quantitySchema.optional(),
});
export type UpdateRoadSignBody = z.infer<typeof updateRoadSignBodySchema>;

/** Placements per status; a sign last found missing counts as `missing`, not as installed or inspected. */
export const placementCountsSchema = z.object({
  requested: z.number().int(),
  installed: z.number().int(),
  inspected: z.number().int(),
  missing: z.number().int(),
  removed: z.number().int(),
});

export const roadSignSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    /** Signs in stock (not yet placed). */
    quantity: z.number().int(),
    file: storedFileSchema,
    placement_counts: placementCountsSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'RoadSign' });
export type RoadSign = z.infer<typeof roadSignSchema>;

/** GET /road-sign/minimal/: enough to pick a sign on the placement screen. */
export const roadSignMinimalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  thumbnail_url: z.string().nullable(),
});
export type RoadSignMinimal = z.infer<typeof roadSignMinimalSchema>;

export const roadSignQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const roadSignListQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const roadSignUserListQuerySchema = z.object({ user_id: idSchema, campaign_id: campaignIdSchema });
/** GET /road-sign/file/ and /road-sign/placement/photo/: `thumbnail` for the 320 px image. */
export const fileQuerySchema = z.object({
  id: idSchema,
  campaign_id: campaignIdSchema,
  size: z.enum(['full', 'thumbnail']).default('full'),
});
