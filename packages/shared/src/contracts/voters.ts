import { z } from 'zod';

/**
 * The most positions a drawn area may have, every ring of every polygon together: far more than a hand
 * drawn area needs, and a bound on what one polygon test costs (docs/decisions/0020-no-frozen-server.md).
 */
export const POLYGON_MAX_VERTICES = 500;

export const POLYGON_MESSAGES = {
  tooManyVertices: `An area may have at most ${POLYGON_MAX_VERTICES} points. Draw it with fewer points.`,
} as const;

/** A GeoJSON polygon (or multipolygon) in WGS84 longitude/latitude, as drawn on the map. */
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ring = z.array(position).min(4, 'A polygon ring needs at least 4 positions');
const vertexCount = (rings: unknown[][]) => rings.reduce((sum, r) => sum + r.length, 0);
export const geoPolygonSchema = z
  .union([
    z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
  ])
  .refine(
    (p) => vertexCount(p.type === 'Polygon' ? p.coordinates : p.coordinates.flat()) <= POLYGON_MAX_VERTICES,
    { message: POLYGON_MESSAGES.tooManyVertices },
  )
  .meta({ id: 'GeoPolygon' });
export type GeoPolygon = z.infer<typeof geoPolygonSchema>;

const codes = z.array(z.string().trim().min(1).max(40)).max(500);

/**
 * How a vote was cast, normalised from the file (NC's `voting_method`: IN-PERSON, ABSENTEE ONESTOP = early,
 * ABSENTEE BY MAIL, PROVISIONAL, CURBSIDE, TRANSFER …). History from wide per-election columns has no method.
 */
export const VOTING_METHODS = ['in_person', 'early', 'mail', 'provisional', 'other'] as const;
export type VotingMethod = (typeof VOTING_METHODS)[number];
export const VOTING_METHOD_LABELS: Record<VotingMethod, string> = {
  in_person: 'Voted in person on election day',
  early: 'Voted early',
  mail: 'Voted by mail',
  provisional: 'Voted provisionally',
  other: 'Other method',
};

/** The turnout score counts the last this many general elections a voter could have voted in. */
export const TURNOUT_GENERALS = 4;

/** The breakdown's turnout buckets (score 0–100), then voters without a score. */
export const TURNOUT_BANDS = [
  { label: '0%', min: 0, max: 0 },
  { label: '1-49%', min: 1, max: 49 },
  { label: '50-99%', min: 50, max: 99 },
  { label: '100%', min: 100, max: 100 },
] as const;
export const TURNOUT_BAND_ORDER: readonly string[] = [...TURNOUT_BANDS.map((b) => b.label), 'Unknown'];

const historyQualifiers = {
  methods: z.array(z.enum(VOTING_METHODS)).min(1).max(VOTING_METHODS.length).optional(),
  /** Ballot party codes (DEM, REP, …) of a primary vote. */
  primary_party: codes.min(1).optional(),
};

/**
 * The one voter filter (`filter_params`) shared by voter groups, walkbooks, texts, calls and mail.
 * Every field is optional; fields combine with AND, values inside a list with OR. An empty filter
 * selects the campaign's whole voter file.
 */
export const voterFilterSchema = z
  .object({
    /** Party codes as the voter file writes them (DEM, REP, UNA, LIB, GRE, …). */
    parties: codes.optional(),
    /** M, F, U (unknown / not given), X. */
    genders: codes.optional(),
    /** Age in whole years on the day the filter runs. */
    age_min: z.number().int().min(0).max(130).optional(),
    age_max: z.number().int().min(0).max(130).optional(),
    zips: codes.optional(),
    cities: codes.optional(),
    precincts: codes.optional(),
    /** District codes by kind: { congressional: ['4'], state_house: ['33', '34'] }. */
    districts: z
      .partialRecord(
        z.enum(['congressional', 'state_senate', 'state_house', 'county', 'municipal', 'ward']),
        codes,
      )
      .optional(),
    registration_statuses: codes.optional(),
    /** Tag ids: `any` = has at least one, `all` = has every one, `none` = has none of them. */
    tags: z
      .object({
        any: z.array(z.uuid()).optional(),
        all: z.array(z.uuid()).optional(),
        none: z.array(z.uuid()).optional(),
      })
      .optional(),
    /**
     * Voted in at least `min` (default 1) of these elections (election codes of the vote history). With
     * `methods`, only a vote cast by one of those methods counts; with `primary_party`, only a vote whose ballot
     * party (the history's party) is one of those codes counts (docs/decisions/0066-vote-history-and-turnout.md).
     */
    vote_history: z
      .object({
        elections: z.array(z.string().trim().min(1)).min(1).max(50),
        min: z.number().int().min(0).optional(),
        ...historyQualifiers,
      })
      .optional(),
    /** Voted in at most `max` of these elections (for "low propensity" universes), counted as above. */
    vote_history_max: z
      .object({
        elections: z.array(z.string().trim().min(1)).min(1).max(50),
        max: z.number().int().min(0),
        ...historyQualifiers,
      })
      .optional(),
    /**
     * The turnout score's range, 0–100 both included (`TURNOUT_GENERALS` last generals the voter could vote
     * in); a voter with no such general has no score and is left out by either bound.
     */
    turnout_min: z.number().int().min(0).max(100).optional(),
    turnout_max: z.number().int().min(0).max(100).optional(),
    /** Voters a later file no longer lists (re-imports keep them, marked removed) are left out unless true. */
    include_removed: z.boolean().optional(),
    has_phone: z.boolean().optional(),
    has_email: z.boolean().optional(),
    /** Only voters whose home lies inside this polygon (boundary included). */
    polygon: geoPolygonSchema.optional(),
    /** Free text matched against first and last name (case-insensitive, prefix of each word). */
    name: z.string().trim().max(100).optional(),
  })
  .refine((f) => f.age_min === undefined || f.age_max === undefined || f.age_min <= f.age_max, {
    message: 'age_min must not exceed age_max',
    path: ['age_max'],
  })
  .refine(
    (f) => f.turnout_min === undefined || f.turnout_max === undefined || f.turnout_min <= f.turnout_max,
    { message: 'turnout_min must not exceed turnout_max', path: ['turnout_max'] },
  )
  .meta({ id: 'VoterFilter' });
export type VoterFilter = z.infer<typeof voterFilterSchema>;

export const AGE_BANDS = [
  { label: '18-24', min: 18, max: 24 },
  { label: '25-34', min: 25, max: 34 },
  { label: '35-44', min: 35, max: 44 },
  { label: '45-54', min: 45, max: 54 },
  { label: '55-64', min: 55, max: 64 },
  { label: '65+', min: 65, max: 200 },
] as const;

/** The order of the breakdown's age buckets: the bands, then voters without a birth year. */
export const AGE_BAND_ORDER: readonly string[] = [...AGE_BANDS.map((b) => b.label), 'Unknown'];

export const voterCountResponseSchema = z
  .object({ count: z.number().int(), doors: z.number().int() })
  .meta({ id: 'VoterCount' });

const bucket = z.object({ key: z.string(), count: z.number().int() });
export const voterBreakdownSchema = z
  .object({
    total: z.number().int(),
    doors: z.number().int(),
    party: z.array(bucket),
    gender: z.array(bucket),
    age_band: z.array(bucket),
    /** TURNOUT_BAND_ORDER's buckets. */
    turnout_band: z.array(bucket),
    precinct: z.array(bucket),
    zip: z.array(bucket),
  })
  .meta({ id: 'VoterBreakdown' });
export type VoterBreakdown = z.infer<typeof voterBreakdownSchema>;

/** POST /voter-group/count/: `campaign_id` in the query, the filter as the body. */
export const voterCountQuerySchema = z.object({
  campaign_id: z.uuid({ error: 'campaign_id was not provided' }),
});

/** POST /voter-group/voter-breakdown/: `campaign_id` plus the filter fields in one body. */
export const voterBreakdownBodySchema = z
  .object({ campaign_id: z.uuid({ error: 'campaign_id was not provided' }) })
  .and(voterFilterSchema)
  .meta({ id: 'VoterBreakdownBody' });
