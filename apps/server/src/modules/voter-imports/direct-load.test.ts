import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  voteHistory,
  voterImportRejects,
  voterImports,
  voterImportWarnings,
  voters,
} from '../../db/schema/index.ts';
import type { VoterRecord } from '../../lib/csv/record-reader.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { NCVOTER_HEADER } from '../../test/voter-files.ts';
import { proposeMapping } from './column-mapping.ts';
import { loadFirstFile } from './direct-load.ts';
import { mapperOptions, stagingSink, streamRecords, type RecordSink } from './import-batches.ts';
import { elections } from './stage-row.ts';
import { applyStaging } from './apply-staging.ts';
import { insertImport, createStaging } from './voter-imports.repository.ts';

const t = await createTestApp();
const { db } = t.database;
const onServer = t.database.kind === 'postgres';

const HISTORY = ['2022G-1108', '2024G-1105', 'SPECIAL-2023'];
const base = proposeMapping(NCVOTER_HEADER);
const LAT = NCVOTER_HEADER.length + 3;
const mapping = {
  ...base,
  fields: { ...base.fields, lat: LAT, lng: LAT + 1 },
  history: HISTORY.map((code, i) => ({
    column: NCVOTER_HEADER.length + i,
    election_code: code,
    election_date: null,
    election_type: 'GENERAL',
  })),
};
const column = (name: string) => NCVOTER_HEADER.indexOf(name);
/** The file's header: ncvoter's, the three elections, latitude and longitude. */
const HEADER_COLUMNS = LAT + 2;

/** A record of the file: voter id, last name, the three elections' cells, other columns by name. */
const record = (
  ncid: string,
  last: string,
  voted: [string, string, string] = ['X', '', ''],
  other: Record<string, string> = {},
) => {
  const cells: string[] = NCVOTER_HEADER.map((name) => other[name] ?? '');
  cells[column('ncid')] = ncid;
  cells[column('last_name')] = last;
  return [...cells, ...voted, other.lat ?? '', other.lng ?? ''];
};

/** Lines 2 … of a file, in batches of 1,000 records. */
async function* batches(records: string[][]): AsyncGenerator<VoterRecord[]> {
  for (let at = 0; at < records.length; at += 1_000) {
    yield records.slice(at, at + 1_000).map((r, i) => ({ record: r, info: { lines: at + i + 2 } }));
  }
}

/** Every index, constraint and user trigger of the two tables. */
const catalog = async () =>
  (
    await db.execute(sql`
      select pg_get_indexdef(indexrelid) as item from pg_index
        where indrelid in ('voters'::regclass, 'vote_history'::regclass)
      union all select conname || pg_get_constraintdef(oid) from pg_constraint
        where conrelid in ('voters'::regclass, 'vote_history'::regclass)
      union all select tgname || tgenabled::text from pg_trigger
        where tgrelid in ('voters'::regclass, 'vote_history'::regclass) and not tgisinternal
      order by 1`)
  ).rows;

const setUp = async (name: string) => {
  const { campaign } = await createCampaignWithTeam(t, name);
  const job = await insertImport(db, {
    campaignId: campaign.id,
    fileName: 'first.txt',
    filePath: 'voter-imports/first.txt',
    sizeBytes: 1,
    encoding: 'utf-8',
    delimiter: '\t',
    header: NCVOTER_HEADER,
    mapping,
    status: 'running',
  });
  return { campaignId: campaign.id, importId: job.id };
};

const load = (
  ids: { campaignId: string; importId: string },
  records: string[][],
  wrap: (sink: RecordSink) => RecordSink = (sink) => sink,
) =>
  loadFirstFile(t.database, {
    ...ids,
    mapping,
    header: HEADER_COLUMNS,
    delimiter: '\t',
    lines: records.length + 1,
    rawLines: async (wanted) => new Map(wanted.map((line) => [line, records[line - 2]!.join('\t')] as const)),
    stream: (sink) => streamRecords(t.database, ids.importId, '\t', batches(records), wrap(sink)),
    after: async (_tx, imported) => imported,
  });

describe.skipIf(!onServer)("a campaign's first file COPYed straight into voters", () => {
  it('loads voters and their history, rejecting bad rows and every line a later one replaces', async () => {
    const ids = await setUp('Direct Campaign');
    const records = [
      record('D1', 'First', ['X', 'X', 'X']), // line 2: replaced by line 5
      record('D2', 'Two'),
      record('', 'No id'), // line 4: rejected
      record('D1', 'Second', ['', 'X', '']), // line 5: replaced by line 7
      record('D3', 'Three', ['', '', 'X']),
      record('D1', 'Third', ['X', '', '']), // line 7: kept
    ];
    const result = await load(ids, records);
    expect(result).toMatchObject({ imported: 3, rejected: 3, rowsRead: 6, after: 3 });
    const [job] = await db.select().from(voterImports).where(eq(voterImports.id, ids.importId));
    expect(job!.summary).toEqual({ added: 3, changed: 0, removed: 0, unchanged: 0 });
    const loaded = await db
      .select({ id: voters.stateVoterId, last: voters.lastName })
      .from(voters)
      .where(eq(voters.campaignId, ids.campaignId))
      .orderBy(voters.stateVoterId);
    expect(loaded).toEqual([
      { id: 'D1', last: 'Third' },
      { id: 'D2', last: 'Two' },
      { id: 'D3', last: 'Three' },
    ]);
    const history = await db
      .select({ id: voters.stateVoterId, code: voteHistory.electionCode, date: voteHistory.electionDate })
      .from(voteHistory)
      .innerJoin(voters, eq(voters.id, voteHistory.voterId))
      .where(eq(voteHistory.campaignId, ids.campaignId))
      .orderBy(voters.stateVoterId);
    expect(history).toEqual([
      { id: 'D1', code: '2022G-1108', date: '2022-11-08' },
      { id: 'D2', code: '2022G-1108', date: '2022-11-08' },
      { id: 'D3', code: 'SPECIAL-2023', date: null },
    ]);
    // No history of a replaced voter is left without its voter.
    expect(
      (
        await db.execute(
          sql`select count(*)::int as n from vote_history where voter_id not in (select id from voters)`,
        )
      ).rows[0],
    ).toEqual({ n: 0 });
    const rejects = await db
      .select({
        line: voterImportRejects.line,
        reason: voterImportRejects.reason,
        raw: voterImportRejects.raw,
      })
      .from(voterImportRejects)
      .where(eq(voterImportRejects.importId, ids.importId))
      .orderBy(voterImportRejects.line);
    expect(rejects).toEqual([
      { line: 2, reason: 'Duplicate voter id in the file (a later line wins)', raw: records[0]!.join('\t') },
      { line: 4, reason: 'Missing voter id', raw: records[2]!.join('\t') },
      { line: 5, reason: 'Duplicate voter id in the file (a later line wins)', raw: records[3]!.join('\t') },
    ]);
  });

  it('stores every value as the staged import does (binary rows against CSV)', async () => {
    const records = [
      record('V1', "O'Brien, Jr", ['X', 'X', 'X'], {
        first_name: ' Zoë ',
        middle_name: 'a"b',
        name_suffix_lbl: 'jr\u0000',
        res_street_address: '12  main street apt 4',
        zip_code: '27601-1234',
        mail_addr1: 'PO Box 5',
        mail_zipcode: '27602',
        party_cd: 'dem',
        gender_code: 'f',
        birth_year: '1970',
        registr_dt: '03/15/2012',
        precinct_abbrv: '01-07',
        lat: '35.123456789012345',
        lng: '-78.5',
      }),
      record('V2', '', ['', '', ''], {
        first_name: 'Ann',
        registr_dt: '1/2/0099',
        full_phone_number: '\u0000',
        ward_abbrv: '日本 🗳',
        lat: '0',
        lng: '-0',
      }),
      record('V3', 'Lee', ['', 'X', ''], { registr_dt: '2020-02-29T00:00', birth_year: '' }),
    ];
    const direct = await setUp('Binary Campaign');
    expect(await load(direct, records)).toMatchObject({ imported: 3 });
    const staged = await setUp('Staged Campaign');
    await createStaging(db, staged.importId);
    const streamed = await streamRecords(
      t.database,
      staged.importId,
      '\t',
      batches(records),
      stagingSink(t.database, staged.importId, mapping, mapperOptions(HEADER_COLUMNS, '\t')),
    );
    await db.transaction((tx) =>
      applyStaging(
        tx,
        {
          ...staged,
          mapping,
          staged: streamed.accepted,
          elections: elections(mapping),
          rawLines: async () => new Map(),
        },
        true,
      ),
    );
    const stored = async (campaignId: string) =>
      (
        await db.execute(sql`
          select v.*, array(select election_code || ' ' || coalesce(election_date::text, '')
            from vote_history h where h.voter_id = v.id order by 1) as votes
          from voters v where campaign_id = ${campaignId} order by state_voter_id`)
      ).rows.map((row) => {
        const { id, campaign_id, created_at, updated_at, ...values } = row as Record<string, unknown>;
        return values;
      });
    const loaded = await stored(direct.campaignId);
    expect(loaded).toEqual(await stored(staged.campaignId));
    expect(loaded[0]).toMatchObject({ name_suffix: 'jr', party: 'DEM', lat: 35.123456789012344 });
    // Year 99 and 0,0 are left blank (decision 0052), alike on both paths.
    expect(loaded[1]).toMatchObject({ phone: null, last_name: '', registration_date: null, lat: null });
    const warned = async (importId: string) =>
      (
        await db
          .select({ line: voterImportWarnings.line, field: voterImportWarnings.field })
          .from(voterImportWarnings)
          .where(eq(voterImportWarnings.importId, importId))
          .orderBy(voterImportWarnings.line, voterImportWarnings.field)
      ).map((w) => `${w.line} ${w.field}`);
    expect(await warned(direct.importId)).toEqual(['3 lat', '3 phone', '3 registration_date']);
    expect(await warned(staged.importId)).toEqual(await warned(direct.importId));
  });

  it('keeps a voter whose date does not exist, with the date blank and a warning (it failed the import)', async () => {
    const ids = await setUp('Bad Date Campaign');
    const records = Array.from({ length: 100 }, (_, i) => record(`B${i}`, 'Doe'));
    records.push(record('B100', 'Doe', ['', '', ''], { registr_dt: '02/30/2021' }));
    expect(await load(ids, records)).toMatchObject({ imported: 101, warnings: 1 });
    const [kept] = await db
      .select({ registered: voters.registrationDate })
      .from(voters)
      .where(and(eq(voters.campaignId, ids.campaignId), eq(voters.stateVoterId, 'B100')));
    expect(kept).toEqual({ registered: null });
  });

  it('writes progress as the file streams, and a connection lost before the commit leaves nothing', async () => {
    const ids = await setUp('Killed Campaign');
    const before = await catalog();
    const records = Array.from({ length: 12_000 }, (_, i) => record(`K${i}`, 'Doe'));
    const progress: number[] = [];
    let takes = 0;
    const killed = load(ids, records, (sink) => ({
      warnings: sink.warnings,
      add: sink.add,
      take: () => {
        const write = sink.take();
        return async () => {
          takes += 1;
          // Progress so far, committed beside the load's open transaction (a batch's after its rows).
          const [row] = await db.select().from(voterImports).where(eq(voterImports.id, ids.importId));
          progress.push(row!.rowsRead);
          await write();
          // The load's connection dies with the second batch written (a killed process).
          if (takes === 2)
            await db.execute(sql`select pg_terminate_backend(pid) from pg_locks
              where relation = 'voters'::regclass and mode = 'AccessExclusiveLock' and granted`);
        };
      },
    }));
    await expect(killed).rejects.toThrow();
    expect(progress).toHaveLength(3);
    progress.forEach((rowsRead, i) => expect([0, 5_000, 10_000].slice(0, i + 1)).toContain(rowsRead));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // The two written batches' progress stays though the load's transaction died: it was never in it.
    const [row] = await db.select().from(voterImports).where(eq(voterImports.id, ids.importId));
    expect(row!.rowsRead).toBe(10_000);
    expect(await db.select().from(voters).where(eq(voters.campaignId, ids.campaignId))).toEqual([]);
    expect(await db.select().from(voteHistory).where(eq(voteHistory.campaignId, ids.campaignId))).toEqual([]);
    expect(await catalog()).toEqual(before);
  });

  it('leaves a campaign that has voters to the staged import, changing nothing', async () => {
    const ids = await setUp('Second File Campaign');
    await db.insert(voters).values({ campaignId: ids.campaignId, stateVoterId: 'OLD', householdKey: 'OLD' });
    expect(await load(ids, [record('NEW', 'Doe')])).toBeUndefined();
    expect(await db.select().from(voters).where(eq(voters.campaignId, ids.campaignId))).toHaveLength(1);
  });
});

describe.skipIf(onServer)('on PGlite', () => {
  it('keeps the staged import', async () => {
    const ids = await setUp('Embedded Campaign');
    expect(await load(ids, [record('P1', 'Doe')])).toBeUndefined();
  });
});
