import { z } from 'zod';
import { campaignIdSchema, idSchema, queryBooleanSchema } from './common.ts';

/** The fields a column of a results file can fill (one row: one choice's votes in one precinct). */
export const RESULT_FIELDS = [
  'election_name',
  'election_code',
  'election_date',
  'contest',
  'choice',
  'party',
  'precinct',
  'votes',
  'vote_for',
  'ballots_cast',
  'registered',
  'county',
  'real_precinct',
] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

/** Fields every row needs; the election's date may also come from the form. */
export const REQUIRED_RESULT_FIELDS = ['contest', 'choice', 'precinct', 'votes'] as const;

export const resultsMappingSchema = z
  .object({
    /** `nc_results_pct`: North Carolina's results_pct files; `generic`: matched by common names. */
    layout: z.enum(['nc_results_pct', 'generic']),
    /** Field → index of the column that fills it. */
    fields: z.partialRecord(z.enum(RESULT_FIELDS), z.number().int().min(0)),
  })
  .meta({ id: 'ElectionResultsMapping' });
export type ResultsMapping = z.infer<typeof resultsMappingSchema>;

const isoDateSchema = z.iso.date({ error: 'Use a date such as 2024-11-05' });

/**
 * The form fields sent with a results file (multipart). Each is optional: `mapping` overrides the
 * proposed one; the election fields fill rows whose file has no such column (or an empty cell); `county`
 * keeps only that county's rows of a statewide file.
 */
export const resultsImportFieldsSchema = z.object({
  mapping: resultsMappingSchema.optional(),
  election_name: z.string().trim().max(200).optional(),
  election_date: isoDateSchema.optional(),
  county: z.string().trim().max(100).optional(),
});
export type ResultsImportFields = z.infer<typeof resultsImportFieldsSchema>;

export const resultsImportQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  /** Check the file and report what would be imported, without writing anything. */
  dry_run: queryBooleanSchema.optional(),
});

export const rejectedResultRowSchema = z.object({ line: z.number().int(), reason: z.string() });
export type RejectedResultRow = z.infer<typeof rejectedResultRowSchema>;

/** At most this many rejected rows are listed in a reply (`rows_rejected` counts them all). */
export const MAX_REJECTED_LISTED = 500;

export const resultsImportReportSchema = z
  .object({
    dry_run: z.boolean(),
    file_name: z.string(),
    header: z.array(z.string()),
    mapping: resultsMappingSchema,
    /**
     * What the import still needs before rows can be read: required fields with no column, `election_date`
     * with neither a column nor a form value, `county` for a file of several counties with none chosen.
     */
    missing_fields: z.array(z.enum(RESULT_FIELDS)),
    /** The file's counties (when a column holds them), for choosing one. */
    counties: z.array(z.string()),
    rows_read: z.number().int(),
    rows_imported: z.number().int(),
    rows_rejected: z.number().int(),
    /** Rows of other counties, left out by the `county` choice. */
    rows_skipped: z.number().int(),
    elections: z.array(
      z.object({
        /** Null in a dry run. */
        id: z.uuid().nullable(),
        name: z.string(),
        code: z.string().nullable(),
        election_date: z.string(),
        contests: z.number().int(),
        precincts: z.number().int(),
        rows: z.number().int(),
        /** An election of that date was already imported: its results are (or would be) replaced. */
        replaced: z.boolean(),
      }),
    ),
    rejected: z.array(rejectedResultRowSchema),
  })
  .meta({ id: 'ElectionResultsImportReport' });
export type ResultsImportReport = z.infer<typeof resultsImportReportSchema>;

export const electionSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    /** YYYY-MM-DD: an election is known by its date in a campaign. */
    election_date: z.string(),
    contest_count: z.number().int(),
    precinct_count: z.number().int(),
    imported_at: z.string(),
  })
  .meta({ id: 'Election' });
export type Election = z.infer<typeof electionSchema>;

export const choiceResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  party: z.string().nullable(),
  votes: z.number().int(),
  /** Of the contest's votes, 0 to 1. */
  share: z.number(),
  /** Among the `vote_for` choices with the most votes (ties at the cut included). */
  is_winner: z.boolean(),
});
export type ChoiceResult = z.infer<typeof choiceResultSchema>;

export const contestResultSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    vote_for: z.number().int(),
    total_votes: z.number().int(),
    precinct_count: z.number().int(),
    /** Most votes first. */
    choices: z.array(choiceResultSchema),
  })
  .meta({ id: 'ContestResult' });
export type ContestResult = z.infer<typeof contestResultSchema>;

export const electionResultsSchema = z
  .object({ election: electionSchema, contests: z.array(contestResultSchema) })
  .meta({ id: 'ElectionResults' });
export type ElectionResults = z.infer<typeof electionResultsSchema>;

export const precinctResultSchema = z.object({
  precinct: z.string(),
  /** False for tallies that are no place on a map (absentee, provisional: "Real Precinct" N). */
  is_real: z.boolean(),
  /** Votes by choice id. */
  votes: z.record(z.string(), z.number().int()),
  total_votes: z.number().int(),
  /** Null when nobody voted or the first two tie. */
  leader_choice_id: z.uuid().nullable(),
  /** The leader's votes minus the runner-up's (0 on a tie, null with no votes). */
  margin: z.number().int().nullable(),
  /** `margin` over the precinct's votes in the contest, 0 to 1. */
  margin_share: z.number().nullable(),
  ballots_cast: z.number().int().nullable(),
  /** The file gave no ballots: the largest contest's votes in the precinct stand in (÷ vote_for). */
  ballots_estimated: z.boolean(),
  registered: z.number().int().nullable(),
  /** The file gave no registered count: the campaign's voters in the precinct stand in. */
  registered_from_voter_file: z.boolean(),
  /** Ballots cast ÷ registered, 0 to 1 (null when nobody is registered). */
  turnout: z.number().nullable(),
});
export type PrecinctResult = z.infer<typeof precinctResultSchema>;

export const precinctResultsSchema = z
  .object({
    election: electionSchema,
    contest: contestResultSchema,
    /** Ordered by precinct code. */
    precincts: z.array(precinctResultSchema),
  })
  .meta({ id: 'PrecinctResults' });
export type PrecinctResults = z.infer<typeof precinctResultsSchema>;

export const electionListQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const electionQuerySchema = z.object({ campaign_id: campaignIdSchema, id: idSchema });
export const precinctResultsQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  contest_id: z.uuid({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'contest_id was not provided'
        : 'contest_id must be a UUID',
  }),
});

const positionSchema = z.array(z.number()).min(2);
const ringSchema = z.array(positionSchema).min(4);
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(ringSchema).min(1),
});
export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(ringSchema).min(1)).min(1),
});
export const precinctGeometrySchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]);
export type PrecinctGeometry = z.infer<typeof precinctGeometrySchema>;

/** The campaign's precinct shapes as a GeoJSON FeatureCollection; each feature's `precinct` is its code. */
export const precinctShapesSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({ precinct: z.string() }),
        geometry: precinctGeometrySchema,
      }),
    ),
  })
  .meta({ id: 'PrecinctShapes' });
export type PrecinctShapes = z.infer<typeof precinctShapesSchema>;

/** Form fields sent with a shapes file: the property holding the precinct code, and a county to keep. */
export const shapesImportFieldsSchema = z.object({
  property: z.string().trim().max(100).optional(),
  county: z.string().trim().max(100).optional(),
});
export type ShapesImportFields = z.infer<typeof shapesImportFieldsSchema>;

export const shapesImportReportSchema = z
  .object({
    /** The property the precinct codes were read from. */
    property: z.string(),
    imported: z.number().int(),
    /** Imported shapes whose precinct appears in an imported election. */
    matched: z.number().int(),
    skipped: z.array(z.object({ feature: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'PrecinctShapesImportReport' });
export type ShapesImportReport = z.infer<typeof shapesImportReportSchema>;
