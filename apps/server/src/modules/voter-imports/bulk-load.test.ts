import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voterDataVersions, voterIndexBuilds, voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { finishVoterIndexes, withoutLoadOverhead } from './bulk-load.ts';
import { voterImportJob } from './import-queue.jobs.ts';
import { insertImport } from './voter-imports.repository.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Bulk Campaign');
const campaignId = team.campaign.id;
const { db } = t.database;

/** Every index, constraint and user trigger of the two tables, with its definition and state. */
const catalog = async (tx = db) =>
  (
    await tx.execute(sql`
      select 'index ' || indexrelid::regclass::text || ': ' || pg_get_indexdef(indexrelid) as item
        from pg_index where indrelid in ('voters'::regclass, 'vote_history'::regclass)
      union all select 'constraint ' || conname || ': ' || pg_get_constraintdef(oid)
        from pg_constraint where conrelid in ('voters'::regclass, 'vote_history'::regclass) and contype <> 'n'
      union all select 'trigger ' || tgname || ': ' || tgenabled::text
        from pg_trigger where tgrelid in ('voters'::regclass, 'vote_history'::regclass) and not tgisinternal
      order by 1`)
  ).rows.map((r) => (r as { item: string }).item);

const version = async () =>
  Number(
    (await db.select().from(voterDataVersions).where(eq(voterDataVersions.campaignId, campaignId)))[0]
      ?.version ?? 0,
  );

const insertVoter = (tx: typeof db, stateVoterId: string) =>
  tx.insert(voters).values({ campaignId, stateVoterId, lastName: 'Doe', householdKey: stateVoterId });

describe('a bulk load without its overhead', () => {
  it('builds the keys on codes compared byte by byte: voter ids and election codes are "C"-collated', async () => {
    const columns = await db.execute(sql`
      select table_name || '.' || column_name || ' ' || coalesce(collation_name, 'default') as c
      from information_schema.columns
      where (table_name, column_name) in (('voters', 'state_voter_id'), ('vote_history', 'election_code'))
      order by 1`);
    expect(columns.rows.map((r) => (r as { c: string }).c)).toEqual([
      'vote_history.election_code C',
      'voters.state_voter_id C',
    ]);
  });

  it('loads with indexes, keys and version triggers off, then puts every one back as it was', async () => {
    const before = await catalog();
    expect(before.some((item) => item.includes('voters_campaign_state_id_idx'))).toBe(true);
    expect(before.some((item) => item.startsWith('trigger voters_version_insert: O'))).toBe(true);
    const versionBefore = await version();
    await db.transaction((tx) =>
      withoutLoadOverhead(tx, campaignId, async () => {
        const during = await catalog(tx as unknown as typeof db);
        // Only the voters' primary key stays (other tables' foreign keys reference it), and the location checks
        // (each row's own, cheap: decision 0052).
        expect(during.filter((item) => item.startsWith('index ') || item.startsWith('constraint '))).toEqual(
          before.filter((item) => item.includes(' voters_pkey: ') || /^constraint \S+: CHECK /.test(item)),
        );
        expect(
          during.filter((item) => item.startsWith('trigger ')).every((item) => item.endsWith(': D')),
        ).toBe(true);
        await insertVoter(tx as unknown as typeof db, 'BULK1');
      }),
    );
    // At the commit: the unique key, the history's primary key and the foreign keys (not yet validated) are
    // back; the other indexes are left for after.
    const committed = await catalog();
    expect(committed.some((item) => item.includes('voters_campaign_state_id_idx'))).toBe(true);
    expect(committed.filter((item) => item.endsWith('NOT VALID'))).toHaveLength(2);
    expect(committed.some((item) => item.includes('voters_campaign_party_idx'))).toBe(false);
    expect(
      committed.some((item) => item.startsWith('constraint vote_history_voter_id_election_code_pk')),
    ).toBe(true);
    expect(await version()).toBe(versionBefore + 1);

    expect(await finishVoterIndexes(t.database)).toBeGreaterThan(8);
    expect(await catalog()).toEqual(before);
    expect(await finishVoterIndexes(t.database)).toBe(0);
  });

  it('finishes a build cut off midway: what it had made is kept, the rest is built', async () => {
    const before = await catalog();
    await db.transaction((tx) => withoutLoadOverhead(tx, campaignId, async () => undefined));
    // A run stopped after building one index but before deleting its row.
    await db.execute(sql`create index voters_campaign_party_idx on voters (campaign_id, party)`);
    await finishVoterIndexes(t.database);
    expect(await catalog()).toEqual(before);
  });

  it('refuses a load that breaks a key when the index comes back, and changes nothing', async () => {
    const before = await catalog();
    const load = db.transaction((tx) =>
      withoutLoadOverhead(tx, campaignId, async () => {
        await insertVoter(tx as unknown as typeof db, 'TWICE');
        await insertVoter(tx as unknown as typeof db, 'TWICE');
      }),
    );
    await expect(load).rejects.toThrow();
    expect(await catalog()).toEqual(before);
    expect(await db.select().from(voters).where(eq(voters.stateVoterId, 'TWICE'))).toHaveLength(0);
  });

  it('has the job of an import whose server stopped after its commit finish the index builds', async () => {
    const before = await catalog();
    await db.transaction((tx) => withoutLoadOverhead(tx, campaignId, async () => undefined));
    expect((await db.select().from(voterIndexBuilds)).length).toBeGreaterThan(8);
    const job = await insertImport(db, {
      campaignId,
      fileName: 'done.txt',
      filePath: 'voter-imports/done.txt',
      sizeBytes: 1,
      encoding: 'utf-8',
      delimiter: '\t',
      header: ['ncid'],
      status: 'done',
    });
    await t.app.ctx.jobs.enqueue(voterImportJob, { campaign_id: campaignId, import_id: job.id });
    await t.drain();
    expect(await db.select().from(voterIndexBuilds)).toEqual([]);
    expect(await catalog()).toEqual(before);
  });
});
