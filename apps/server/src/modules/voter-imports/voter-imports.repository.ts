import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  voteHistory,
  voterImportRejects,
  voterImportStaging,
  voterImports,
  voters,
} from '../../db/schema/index.ts';

export type VoterImportRow = typeof voterImports.$inferSelect;

export const insertImport = async (db: DbOrTx, values: typeof voterImports.$inferInsert) => {
  const [row] = await db.insert(voterImports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findImport = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(voterImports)
    .where(and(eq(voterImports.campaignId, campaignId), eq(voterImports.id, id)));
  return row;
};

export const listImports = (db: DbOrTx, campaignId: string) =>
  db
    .select()
    .from(voterImports)
    .where(eq(voterImports.campaignId, campaignId))
    .orderBy(desc(voterImports.createdAt));

export const updateImport = (db: DbOrTx, id: string, values: Partial<typeof voterImports.$inferInsert>) =>
  db.update(voterImports).set(values).where(eq(voterImports.id, id));

export const clearStaging = async (db: DbOrTx, importId: string) => {
  await db.delete(voterImportStaging).where(eq(voterImportStaging.importId, importId));
  await db.delete(voterImportRejects).where(eq(voterImportRejects.importId, importId));
};

export const analyzeVoters = async (db: DbOrTx) => {
  await db.execute(sql`analyze ${voters}, ${voteHistory}`);
};

export const rejectedRows = (db: DbOrTx, importId: string) =>
  db
    .select()
    .from(voterImportRejects)
    .where(eq(voterImportRejects.importId, importId))
    .orderBy(voterImportRejects.line);

const text = (column: string) => sql.raw(`nullif(trim(s.${column}), '')`);
const dateOf = (column: string) =>
  sql.raw(`case when s.${column} ~ '^\\d{4}-\\d{2}-\\d{2}' then to_date(left(s.${column}, 10), 'YYYY-MM-DD')
    when s.${column} ~ '^\\d{1,2}/\\d{1,2}/\\d{4}$' then to_date(s.${column}, 'MM/DD/YYYY') else null end`);

/**
 * Validates the staged rows in SQL and applies the good ones, all in the caller's transaction:
 * rejects (with line and reason), an upsert on the state voter id (re-importing is idempotent), and
 * the vote history. Returns how many rows were applied and rejected.
 */
export const applyStaging = async (tx: DbOrTx, importId: string, campaignId: string) => {
  await tx.execute(sql`
    insert into ${voterImportRejects} (import_id, line, reason, raw)
    select import_id, line, reason, raw from (
      select s.import_id, s.line, s.raw,
        case
          when nullif(trim(s.state_voter_id), '') is null then 'Missing voter id'
          when nullif(trim(s.last_name), '') is null and nullif(trim(s.first_name), '') is null then 'Missing name'
          when nullif(trim(s.birth_year), '') is not null and trim(s.birth_year) !~ '^(19|20)\\d{2}$' then 'Invalid birth year'
          when (nullif(trim(s.lat), '') is not null and trim(s.lat) !~ '^-?\\d+(\\.\\d+)?$')
            or (nullif(trim(s.lng), '') is not null and trim(s.lng) !~ '^-?\\d+(\\.\\d+)?$') then 'Invalid coordinates'
          when row_number() over (partition by trim(s.state_voter_id) order by s.line desc) > 1
            then 'Duplicate voter id in the file (a later line wins)'
        end as reason
      from ${voterImportStaging} s where s.import_id = ${importId}
    ) checked where reason is not null`);

  const good = sql`from ${voterImportStaging} s where s.import_id = ${importId}
    and not exists (select 1 from ${voterImportRejects} r where r.import_id = s.import_id and r.line = s.line)`;
  const street = sql`upper(regexp_replace(trim(coalesce(s.res_street, '') || ' ' || coalesce(s.res_unit, '')), '\\s+', ' ', 'g'))`;
  const applied = await tx.execute(sql`
    insert into ${voters} (campaign_id, state_voter_id, first_name, middle_name, last_name, name_suffix, res_street, res_unit,
      res_city, res_state, res_zip, mail_street, mail_city, mail_state, mail_zip, lat, lng, phone, email, party, gender,
      birth_year, registration_date, registration_status, precinct, congressional, state_senate, state_house, county,
      municipal, ward, household_key, updated_at)
    select ${campaignId}, trim(s.state_voter_id), coalesce(${text('first_name')}, ''), ${text('middle_name')},
      coalesce(${text('last_name')}, ''), ${text('name_suffix')}, ${text('res_street')}, ${text('res_unit')},
      ${text('res_city')}, ${text('res_state')}, ${text('res_zip')}, ${text('mail_street')}, ${text('mail_city')},
      ${text('mail_state')}, ${text('mail_zip')}, nullif(trim(s.lat), '')::float8, nullif(trim(s.lng), '')::float8,
      ${text('phone')}, ${text('email')}, upper(${text('party')}), upper(${text('gender')}),
      coalesce(nullif(trim(s.birth_year), '')::int, substring(s.birth_date from '(\\d{4})')::int),
      ${dateOf('registration_date')}, ${text('registration_status')}, ${text('precinct')}, ${text('congressional')},
      ${text('state_senate')}, ${text('state_house')}, ${text('county')}, ${text('municipal')}, ${text('ward')},
      case when ${street} = '' then 'VOTER:' || trim(s.state_voter_id) else ${street} || '|' || left(coalesce(trim(s.res_zip), ''), 5) end,
      now()
    ${good}
    on conflict (campaign_id, state_voter_id) do update set
      first_name = excluded.first_name, middle_name = excluded.middle_name, last_name = excluded.last_name,
      name_suffix = excluded.name_suffix, res_street = excluded.res_street, res_unit = excluded.res_unit,
      res_city = excluded.res_city, res_state = excluded.res_state, res_zip = excluded.res_zip,
      mail_street = excluded.mail_street, mail_city = excluded.mail_city, mail_state = excluded.mail_state,
      mail_zip = excluded.mail_zip, lat = coalesce(excluded.lat, ${voters.lat}), lng = coalesce(excluded.lng, ${voters.lng}),
      phone = coalesce(excluded.phone, ${voters.phone}), email = coalesce(excluded.email, ${voters.email}),
      party = excluded.party, gender = excluded.gender, birth_year = excluded.birth_year,
      registration_date = excluded.registration_date, registration_status = excluded.registration_status,
      precinct = excluded.precinct, congressional = excluded.congressional, state_senate = excluded.state_senate,
      state_house = excluded.state_house, county = excluded.county, municipal = excluded.municipal, ward = excluded.ward,
      household_key = excluded.household_key, updated_at = now()`);

  await tx.execute(sql`
    insert into ${voteHistory} (voter_id, campaign_id, election_code, election_date)
    select v.id, ${campaignId}, h.code,
      case when h.code ~ '^\\d{4}[A-Z]-\\d{4}$' then to_date(left(h.code, 4) || substring(h.code from 7 for 4), 'YYYYMMDD') else null end
    from ${voterImportStaging} s
    cross join lateral unnest(string_to_array(s.history, '|')) as h(code)
    join ${voters} v on v.campaign_id = ${campaignId} and v.state_voter_id = trim(s.state_voter_id)
    where s.import_id = ${importId} and s.history is not null and s.history <> ''
      and not exists (select 1 from ${voterImportRejects} r where r.import_id = s.import_id and r.line = s.line)
    on conflict do nothing`);

  const [rejected] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(voterImportRejects)
    .where(eq(voterImportRejects.importId, importId));
  await tx.delete(voterImportStaging).where(eq(voterImportStaging.importId, importId));
  return {
    imported: applied.rowCount ?? (applied as { affectedRows?: number }).affectedRows ?? 0,
    rejected: Number(rejected?.n ?? 0),
  };
};
