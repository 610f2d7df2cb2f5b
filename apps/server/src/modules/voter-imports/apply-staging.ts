/**
 * Moves one import's staged rows into `voters` and `vote_history`, all in the caller's transaction
 * (decisions 0013, 0027): rejects first (with line and reason), then the voters, then the history.
 * A load at least as large as the table already is (a campaign's first file) runs without the load's
 * overhead (`bulk-load.ts`): secondary indexes, foreign keys and version triggers are put back after.
 */
import { eq, sql } from 'drizzle-orm';
import { rowsAffected, type DbOrTx } from '../../db/client.ts';
import { voteHistory, voterImportRejects, voterImportStaging, voters } from '../../db/schema/index.ts';
import { isBulkLoad, withoutLoadOverhead } from './bulk-load.ts';

const text = (column: string) => `nullif(trim(s.${column}), '')`;
const dateOf = (column: string) =>
  `case when s.${column} ~ '^\\d{4}-\\d{2}-\\d{2}' then to_date(left(s.${column}, 10), 'YYYY-MM-DD')
    when s.${column} ~ '^\\d{1,2}/\\d{1,2}/\\d{4}$' then to_date(s.${column}, 'MM/DD/YYYY') else null end`;
const street = `upper(regexp_replace(trim(coalesce(s.res_street, '') || ' ' || coalesce(s.res_unit, '')), '\\s+', ' ', 'g'))`;

/** Each `voters` column an import writes, with the SQL that computes it from a staging row `s`. */
const COLUMNS: [column: string, value: string][] = [
  ['first_name', `coalesce(${text('first_name')}, '')`],
  ['middle_name', text('middle_name')],
  ['last_name', `coalesce(${text('last_name')}, '')`],
  ...['name_suffix', 'res_street', 'res_unit', 'res_city', 'res_state', 'res_zip', 'mail_street']
    .concat(['mail_city', 'mail_state', 'mail_zip'])
    .map((c): [string, string] => [c, text(c)]),
  ['lat', `nullif(trim(s.lat), '')::float8`],
  ['lng', `nullif(trim(s.lng), '')::float8`],
  ['phone', text('phone')],
  ['email', text('email')],
  ['party', `upper(${text('party')})`],
  ['gender', `upper(${text('gender')})`],
  [
    'birth_year',
    `coalesce(nullif(trim(s.birth_year), '')::int, substring(s.birth_date from '(\\d{4})')::int)`,
  ],
  ['registration_date', dateOf('registration_date')],
  ...['registration_status', 'precinct', 'congressional', 'state_senate', 'state_house', 'county']
    .concat(['municipal', 'ward'])
    .map((c): [string, string] => [c, text(c)]),
  [
    'household_key',
    // The street once per row (a regular expression is most of a row's cost): no street, the voter alone.
    `coalesce(nullif(${street}, '') || '|' || left(coalesce(trim(s.res_zip), ''), 5), 'VOTER:' || trim(s.state_voter_id))`,
  ],
];
/** A file without coordinates, phone or e-mail keeps the ones a voter already has. */
const KEEP_WHEN_EMPTY = new Set(['lat', 'lng', 'phone', 'email']);
const NAMES = COLUMNS.map(([c]) => c).join(', ');
/** `set` list of an update from `source` (`excluded` in an upsert). */
const setFrom = (source: string) =>
  sql.raw(
    [
      ...COLUMNS.map(([c]) =>
        KEEP_WHEN_EMPTY.has(c) ? `${c} = coalesce(${source}.${c}, voters.${c})` : `${c} = ${source}.${c}`,
      ),
      'updated_at = now()',
    ].join(', '),
  );

/** The import's good rows (not rejected), mapped to `voters` columns plus `state_voter_id`. */
const mapped = (importId: string) => sql`(select trim(s.state_voter_id) as state_voter_id,
    ${sql.raw(COLUMNS.map(([c, value]) => `${value} as ${c}`).join(', '))}
  from ${voterImportStaging} s where s.import_id = ${importId}
    and not exists (select 1 from ${voterImportRejects} r where r.import_id = s.import_id and r.line = s.line))`;

const reject = (tx: DbOrTx, importId: string) =>
  tx.execute(sql`
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

/** One upsert on the state voter id (re-importing is idempotent): every unique index stays live. */
const upsertVoters = async (tx: DbOrTx, importId: string, campaignId: string) =>
  rowsAffected(
    await tx.execute(sql`
      insert into ${voters} (campaign_id, state_voter_id, ${sql.raw(NAMES)}, updated_at)
      select ${campaignId}, m.*, now() from ${mapped(importId)} m
      on conflict (campaign_id, state_voter_id) do update set ${setFrom('excluded')}`),
  );

/** Without the unique index (bulk load): the voters the campaign has are updated, the others inserted. */
const updateThenInsertVoters = async (tx: DbOrTx, importId: string, campaignId: string) => {
  const updated = await tx.execute(sql`
    update ${voters} set ${setFrom('m')} from ${mapped(importId)} m
    where voters.campaign_id = ${campaignId} and voters.state_voter_id = m.state_voter_id`);
  const inserted = await tx.execute(sql`
    insert into ${voters} (campaign_id, state_voter_id, ${sql.raw(NAMES)})
    select ${campaignId}, m.* from ${mapped(importId)} m
    where not exists (select 1 from ${voters} v where v.campaign_id = ${campaignId} and v.state_voter_id = m.state_voter_id)`);
  return rowsAffected(updated) + rowsAffected(inserted);
};

/**
 * The wide history columns, unpivoted: one row per voter and election (the staged codes of a row are
 * distinct), those the voter already has skipped.
 */
const insertHistory = (tx: DbOrTx, importId: string, campaignId: string): Promise<unknown> =>
  tx.execute(sql`
    insert into ${voteHistory} (voter_id, campaign_id, election_code, election_date)
    select v.id, ${campaignId}::uuid, h.code,
      case when h.code ~ '^\\d{4}[A-Z]-\\d{4}$' then to_date(left(h.code, 4) || substring(h.code from 7 for 4), 'YYYYMMDD') else null end
    from ${voterImportStaging} s
    cross join lateral unnest(string_to_array(s.history, '|')) as h(code)
    join ${voters} v on v.campaign_id = ${campaignId} and v.state_voter_id = trim(s.state_voter_id)
    where s.import_id = ${importId} and s.history is not null and s.history <> ''
      and not exists (select 1 from ${voterImportRejects} r where r.import_id = s.import_id and r.line = s.line)
      and not exists (select 1 from ${voteHistory} o where o.voter_id = v.id and o.election_code = h.code)
    on conflict do nothing`);

/**
 * Validates and applies the staged rows; returns how many were applied and how many rejected. On the
 * PostgreSQL server the transaction's sorts, hashes and index builds get the memory a load needs (the
 * 4 MB default spills them to disk); PGlite's memory is the process's, so it keeps its defaults.
 */
export const applyStaging = async (tx: DbOrTx, importId: string, campaignId: string, server: boolean) => {
  if (server) await tx.execute(sql`set local work_mem = '128MB'; set local maintenance_work_mem = '512MB'`);
  await reject(tx, importId);
  const write = async (bulk: boolean) => {
    const imported = await (bulk ? updateThenInsertVoters : upsertVoters)(tx, importId, campaignId);
    await insertHistory(tx, importId, campaignId);
    return imported;
  };
  const imported = (await isBulkLoad(tx, importId))
    ? await withoutLoadOverhead(tx, campaignId, () => write(true))
    : await write(false);
  const [rejected] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(voterImportRejects)
    .where(eq(voterImportRejects.importId, importId));
  await tx.delete(voterImportStaging).where(eq(voterImportStaging.importId, importId));
  return { imported, rejected: Number(rejected?.n ?? 0) };
};
