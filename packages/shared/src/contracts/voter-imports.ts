import { z } from 'zod';

/** The voter fields an imported column can fill. */
export const IMPORT_FIELDS = [
  'state_voter_id',
  'first_name',
  'middle_name',
  'last_name',
  'name_suffix',
  'res_street',
  'res_unit',
  'res_city',
  'res_state',
  'res_zip',
  'mail_street',
  'mail_city',
  'mail_state',
  'mail_zip',
  'lat',
  'lng',
  'phone',
  'email',
  'party',
  'gender',
  'birth_year',
  'birth_date',
  'registration_date',
  'registration_status',
  'precinct',
  'congressional',
  'state_senate',
  'state_house',
  'county',
  'municipal',
  'ward',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A wide vote-history column: one election, a non-empty cell means the voter took part. */
export const historyColumnSchema = z.object({
  column: z.number().int().min(0),
  election_code: z.string(),
  election_date: z.string().nullable(),
  election_type: z.string(),
});
export type HistoryColumn = z.infer<typeof historyColumnSchema>;

export const columnMappingSchema = z
  .object({
    /**
     * `ncvhis`: NC's vote-history file, one row per voter and election, loaded as vote history matched to
     * the campaign's voters by `ncid` (its `fields` and `history` are empty).
     */
    layout: z.enum(['ncvoter', 'ncvhis', 'ohio', 'generic']),
    /** Field → index of the column that fills it. */
    fields: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0)),
    history: z.array(historyColumnSchema),
    /**
     * A full voter file: the campaign's voters it no longer lists are marked removed (kept with their
     * contacts, tags, answers and walkbook places; left out of filters). Proposed true for a state layout.
     */
    remove_absent: z.boolean().optional(),
  })
  .meta({ id: 'ColumnMapping' });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export const voterImportSummarySchema = z
  .object({
    added: z.number().int(),
    changed: z.number().int(),
    /** Voters the file no longer lists, marked removed (only with `remove_absent`). */
    removed: z.number().int(),
    unchanged: z.number().int(),
  })
  .meta({ id: 'VoterImportSummary' });
export type VoterImportSummary = z.infer<typeof voterImportSummarySchema>;

export const VOTER_IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;

export const voterImportSchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    file_name: z.string(),
    size_bytes: z.number().int(),
    encoding: z.enum(['utf-8', 'latin1']),
    delimiter: z.string(),
    status: z.enum(VOTER_IMPORT_STATUSES),
    rows_read: z.number().int(),
    rows_imported: z.number().int(),
    rows_rejected: z.number().int(),
    /** Fields left blank on kept voters (a bad latitude, ZIP, phone, date…) and rows with extra cells. */
    warnings: z.number().int(),
    /** What a voter file did to the campaign's voters; null for a vote-history file or before it is done. */
    summary: voterImportSummarySchema.nullable(),
    mapping: columnMappingSchema.nullable(),
    note: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'VoterImport' });
export type VoterImport = z.infer<typeof voterImportSchema>;

/** The answer to an upload: what was read, and the proposed mapping to confirm or change. */
export const voterImportUploadSchema = z
  .object({
    import: voterImportSchema,
    header: z.array(z.string()),
    preview: z.array(z.array(z.string())),
    proposed: columnMappingSchema,
  })
  .meta({ id: 'VoterImportUpload' });

export const startVoterImportBodySchema = z
  .object({
    campaign_id: z.uuid({ error: 'campaign_id was not provided' }),
    id: z.uuid({ error: 'ID was not provided' }),
    mapping: columnMappingSchema,
  })
  // A vote-history file (`ncvhis`) maps no voter fields: its rows find their voters by `ncid`.
  .refine((b) => b.mapping.layout === 'ncvhis' || b.mapping.fields.state_voter_id !== undefined, {
    message: 'Map a column to the voter id',
    path: ['mapping'],
  })
  .refine(
    (b) =>
      b.mapping.layout === 'ncvhis' ||
      b.mapping.fields.last_name !== undefined ||
      b.mapping.fields.first_name !== undefined,
    { message: 'Map a column to the first or last name', path: ['mapping'] },
  )
  .meta({ id: 'StartVoterImportBody' });

export const voterImportQuerySchema = z.object({
  id: z.uuid({ error: 'ID was not provided' }),
  campaign_id: z.uuid({ error: 'campaign_id was not provided' }),
});
export const voterImportListQuerySchema = z.object({
  campaign_id: z.uuid({ error: 'campaign_id was not provided' }),
});
