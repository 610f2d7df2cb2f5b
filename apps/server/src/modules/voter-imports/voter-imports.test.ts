import { Readable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { voteHistory, voterGroups, voterImportRejects, voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { voterImportClient } from '../../test/voter-imports.ts';
import { ncvoterRows, ncvoterText, ohioText } from '../../test/voter-files.ts';
import { selectGroupMembers } from '../voter-groups/voter-groups.jobs.ts';
import { insertGroup } from '../voter-groups/voter-groups.repository.ts';
import { voterImportJob } from './import-queue.jobs.ts';
import { createStaging, insertImport, stagingTable, stagingTableName } from './voter-imports.repository.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Import Campaign');
const campaignId = team.campaign.id;

const { upload, waitDone, scanned, importFile, countVoters } = voterImportClient(t, team);

describe('importing voter files', () => {
  it('imports a Latin-1 ncvoter file with no manual mapping, and re-importing it is idempotent', async () => {
    const rows = ncvoterRows(120, 3, { 0: { last: 'Núñez', first: 'José' } });
    const file = Buffer.from(ncvoterText(rows), 'latin1');
    const first = await importFile('ncvoter92.txt', file);
    expect(first.proposed.layout).toBe('ncvoter');
    expect(first.header).toHaveLength(67);
    expect(first.preview[0]?.[4]).toBe('Núñez');
    expect(first.job).toMatchObject({
      status: 'done',
      encoding: 'latin1',
      delimiter: '\t',
      rows_read: 120,
      rows_imported: 120,
      rows_rejected: 0,
    });
    const [jose] = await t.database.db
      .select()
      .from(voters)
      .where(and(eq(voters.campaignId, campaignId), eq(voters.stateVoterId, 'AA100000')));
    expect(jose).toMatchObject({
      lastName: 'Núñez',
      firstName: 'José',
      resZip: rows[0]!.zip,
      party: rows[0]!.party,
      stateHouse: '034',
      precinct: '01-07',
    });
    expect(jose!.registrationDate).toBe('2012-03-15');
    expect(jose!.householdKey).toBe(`${rows[0]!.street}|${rows[0]!.zip}`);
    // The mailing key comes from the import (computed in Node), and is the SQL function's for every voter.
    const keys = await t.database.db.execute<{ with_key: number; differing: number }>(sql`
      select count(mail_key)::int as with_key,
        count(*) filter (where mail_key is distinct from case when btrim(coalesce(mail_street, '')) <> ''
          then gw_mail_address_key(mail_street, null, mail_zip)
          else gw_mail_address_key(res_street, res_unit, res_zip) end)::int as differing
      from voters where campaign_id = ${campaignId}`);
    expect(keys.rows[0]).toEqual({ with_key: 120, differing: 0 });

    const changed = ncvoterRows(120, 3, { 0: { last: 'Núñez', first: 'José', party: 'LIB' } });
    const again = await importFile('ncvoter92.txt', Buffer.from(ncvoterText(changed), 'latin1'));
    expect(again.job).toMatchObject({ status: 'done', rows_imported: 120 });
    expect(await countVoters()).toBe(120);
    const [updated] = await t.database.db
      .select()
      .from(voters)
      .where(and(eq(voters.campaignId, campaignId), eq(voters.stateVoterId, 'AA100000')));
    expect(updated!.party).toBe('LIB');
  });

  it("imports Ohio's comma-separated UTF-8 file with a BOM, unpivoting its election columns", async () => {
    const people = [
      { id: 'OH0001', last: 'Adams, Jr', first: 'Zoë', dob: '1961-04-02', voted: [true, true] },
      { id: 'OH0002', last: 'Baker', first: 'Ann', dob: '1990-12-30', voted: [false, true] },
      { id: 'OH0003', last: 'Cole', first: 'Luis', dob: '2001-07-15', voted: [false, false] },
    ];
    const result = await importFile('SWVF_1_22.csv', Buffer.from(ohioText(people), 'utf8'));
    expect(result.proposed.layout).toBe('ohio');
    expect(result.proposed.history.map((h) => h.election_code)).toEqual(['2024P-0305', '2024G-1105']);
    expect(result.job).toMatchObject({ status: 'done', encoding: 'utf-8', rows_imported: 3 });
    // Quoted ("Adams, Jr"): the import reads it with the CSV parser.
    expect(await scanned(result.import.id)).toEqual({ lines: 4, plain: false });
    const [adams] = await t.database.db
      .select()
      .from(voters)
      .where(and(eq(voters.campaignId, campaignId), eq(voters.stateVoterId, 'OH0001')));
    expect(adams).toMatchObject({
      lastName: 'Adams, Jr',
      firstName: 'Zoë',
      birthYear: 1961,
      resZip: '43215',
    });
    const history = await t.database.db.select().from(voteHistory).where(eq(voteHistory.voterId, adams!.id));
    expect(history.map((h) => [h.electionCode, h.electionDate]).sort()).toEqual([
      ['2024G-1105', '2024-11-05'],
      ['2024P-0305', '2024-03-05'],
    ]);
    const total = await t.database.db
      .select({ n: count() })
      .from(voteHistory)
      .where(eq(voteHistory.campaignId, campaignId));
    expect(Number(total[0]?.n)).toBe(3);
  });

  it('rejects bad rows with line and reason, imports the rest, and lets them be downloaded', async () => {
    const rows = ncvoterRows(10, 9, {
      2: { ncid: '' },
      4: { birthYear: '19x5' },
      6: { ncid: 'AA100001' },
      7: { last: '', first: '' },
    });
    const text = ncvoterText(rows);
    const result = await importFile('with-errors.tsv', Buffer.from(text));
    // A bad birth year is a warning (decision 0052): that voter is kept, the year blank.
    expect(result.job).toMatchObject({
      status: 'done',
      rows_read: 10,
      rows_imported: 7,
      rows_rejected: 3,
      warnings: 1,
    });
    expect(await scanned(result.import.id)).toEqual({ lines: 11, plain: true });
    const csv = await t.inject({
      method: 'GET',
      url: `/api/district/voter-import/rejected/?id=${result.import.id}&campaign_id=${campaignId}`,
      headers: team.manager.auth,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .trim()
      .split('\n')
      .map((l) => l.split(',').slice(0, 2).join(','));
    expect(lines).toEqual([
      'line,reason',
      '3,Duplicate voter id in the file (a later line wins)',
      '4,Missing voter id',
      '9,Missing name',
    ]);
    // The duplicate's raw line is read again from the file (its staged row kept no copy of it).
    const rejects = await t.database.db
      .select()
      .from(voterImportRejects)
      .where(eq(voterImportRejects.importId, result.import.id));
    expect(rejects.find((r) => r.line === 3)?.raw).toBe(text.split('\n')[2]);
  });

  it('recovers an import a stopped server left running: no duplicate and no missing rows', async () => {
    const rows = ncvoterRows(60, 21).map((r, i) => ({ ...r, ncid: `CRASH${i}` }));
    const key = 'voter-imports/crashed.txt';
    await t.app.ctx.storage.save(key, Readable.from([ncvoterText(rows)]));
    const uploaded = (await upload('probe.txt', Buffer.from(ncvoterText(rows.slice(0, 1))))).json<{
      proposed: ColumnMapping;
      header: string[];
    }>();
    const job = await insertImport(t.database.db, {
      campaignId,
      fileName: 'crashed.txt',
      filePath: key,
      sizeBytes: 1,
      encoding: 'utf-8',
      delimiter: '\t',
      header: uploaded.header,
      mapping: uploaded.proposed,
      status: 'running',
      rowsRead: 25,
    });
    // What a stop mid-way leaves behind: its staging table with some rows, nothing applied.
    await createStaging(t.database.db, job.id);
    await t.database.db.execute(
      sql`insert into ${stagingTable(job.id)} (line, id, state_voter_id, first_name, last_name, household_key)
        select n + 2, gen_random_uuid(), 'CRASH' || n, '', 'Doe', 'CRASH' || n from generate_series(0, 24) n`,
    );
    // Its job comes back (the reaper failed it for retry): the handler reads the file again.
    await t.app.ctx.jobs.enqueue(voterImportJob, { campaign_id: campaignId, import_id: job.id });
    const done = await waitDone(job.id);
    expect(done).toMatchObject({
      status: 'done',
      rows_read: 60,
      rows_imported: 60,
      rows_rejected: 0,
      note: expect.stringContaining('Restarted'),
    });
    const crashVoters = await t.database.db
      .select({ id: voters.stateVoterId })
      .from(voters)
      .where(eq(voters.campaignId, campaignId));
    expect(crashVoters.filter((v) => v.id.startsWith('CRASH'))).toHaveLength(60);
    const left = await t.database.db.execute(sql`select to_regclass(${stagingTableName(job.id)}) as t`);
    expect(left.rows[0]).toEqual({ t: null });
  });

  it("selects the campaign's filter groups again once an import is done; uploaded groups stay as they were", async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/voter-group/',
      headers: team.manager.auth,
      payload: { campaign_id: campaignId, name: 'Greens', filter_params: { parties: ['GRN'] } },
    });
    expect(created.statusCode).toBe(201);
    const groupId = created.json<{ id: string }>().id;
    const readGroup = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/voter-group/?id=${groupId}&campaign_id=${campaignId}`,
          headers: team.manager.auth,
        })
      ).json<{ status: string; voter_count: number; door_count: number }>();
    const settled = async () => {
      await t.drain();
      return readGroup();
    };
    expect(await settled()).toMatchObject({ status: 'Ready', voter_count: 0 });
    const uploaded = await insertGroup(t.database.db, {
      campaignId,
      name: 'From a file',
      type: 'upload',
      creationMethod: 'Created',
      status: 'Ready',
      voterCount: 7,
    });

    const rows = ncvoterRows(12, 31).map((r, i) => ({
      ...r,
      ncid: `GREEN${String(i)}`,
      party: i < 5 ? 'GRN' : 'UNA',
      street: `${String(i)} GREEN WAY`,
    }));
    const result = await importFile('greens.txt', Buffer.from(ncvoterText(rows)));
    expect(result.job).toMatchObject({ status: 'done', rows_imported: 12 });
    expect(await settled()).toMatchObject({ status: 'Ready', voter_count: 5, door_count: 5 });
    const [untouched] = await t.database.db.select().from(voterGroups).where(eq(voterGroups.id, uploaded.id));
    expect(untouched).toMatchObject({ status: 'Ready', voterCount: 7, updatedAt: uploaded.updatedAt });

    // Two selections of one group at once (a new filter while an import re-selects it) take turns.
    const [row] = await t.database.db.select().from(voterGroups).where(eq(voterGroups.id, groupId));
    await Promise.all([1, 2].map(() => selectGroupMembers(t.database.db, row!, t.app.log)));
    expect(await readGroup()).toMatchObject({ status: 'Ready', voter_count: 5 });
  });
});
