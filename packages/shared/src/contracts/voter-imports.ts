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
    layout: z.enum(['ncvoter', 'ohio', 'generic']),
    /** Field → index of the column that fills it. */
    fields: z.partialRecord(z.enum(IMPORT_FIELDS), z.number().int().min(0)),
    history: z.array(historyColumnSchema),
  })
  .meta({ id: 'ColumnMapping' });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;
