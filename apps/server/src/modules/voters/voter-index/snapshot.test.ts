import { describe, expect, it } from 'vitest';
import { createCampaign, createPerson } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { generateVoters, insertVoters } from '../../../test/voter-fixtures.ts';
import { breakdownMembers } from './breakdown.ts';
import { countMembers, evaluate } from './evaluate.ts';
import { loadVoterColumns } from './load.ts';
import { hasSnapshot, openSnapshot, SnapshotGone, withColumns, writeSnapshot } from './snapshot.ts';
import { VoterIndex } from './voter-index.ts';

const t = await createTestApp();
const { db } = t.database;
const owner = await createPerson(t);
const campaign = await createCampaign(t, owner, 'Snapshot Campaign');
await insertVoters(db, campaign.id, generateVoters(700, 3));
const { version, columns } = await loadVoterColumns(db, campaign.id);
const TODAY = new Date('2026-11-21T12:00:00Z');
const FILTER = { parties: ['DEM'], age_min: 30 };

describe('voter index snapshots', () => {
  it('is written once per version; a process opening it reads only the columns its answers touch', async () => {
    expect(await hasSnapshot(db, campaign.id, version)).toBe(false);
    expect(await openSnapshot(db, campaign.id, version)).toBeNull();
    await writeSnapshot(db, campaign.id, version, columns, 1000); // in parts of 1,000 bytes
    await writeSnapshot(db, campaign.id, version, columns); // a second writer finds it stored
    const snapshot = (await openSnapshot(db, campaign.id, version))!;
    const count = await withColumns(snapshot, (c) => countMembers(c, evaluate(c, FILTER, TODAY)));
    expect(count).toEqual(countMembers(columns, evaluate(columns, FILTER, TODAY)));
    expect(snapshot.complete).toBe(false);
    expect(() => snapshot.columns.lat).toThrow(/not loaded/);
    const breakdown = await withColumns(snapshot, (c) =>
      breakdownMembers(c, evaluate(c, FILTER, TODAY), TODAY),
    );
    expect(breakdown).toEqual(breakdownMembers(columns, evaluate(columns, FILTER, TODAY), TODAY));
    await snapshot.loadAll();
    expect(snapshot.complete).toBe(true);
    expect({ ...snapshot.columns }).toEqual(columns);
    // history and historyAll stay one object when no history row is filed under another campaign.
    expect(snapshot.columns.historyAll === snapshot.columns.history).toBe(
      columns.historyAll === columns.history,
    );
  });

  it('a newer version replaces it; a reader of the old one is told', async () => {
    const old = (await openSnapshot(db, campaign.id, version))!;
    await writeSnapshot(db, campaign.id, version + 1, columns);
    expect(await hasSnapshot(db, campaign.id, version)).toBe(false);
    await expect(old.load('party')).rejects.toBeInstanceOf(SnapshotGone);
    const newer = (await openSnapshot(db, campaign.id, version + 1))!;
    await newer.loadAll();
    expect({ ...newer.columns }).toEqual(columns);
  });

  it('a process that starts after another built the index answers its first count from the snapshot', async () => {
    const other = await createCampaign(t, owner, 'Second Campaign');
    await insertVoters(db, other.id, generateVoters(300, 8));
    const first = new VoterIndex(db);
    expect(await first.count(other.id, FILTER, TODAY)).toBeNull(); // SQL answers while it builds
    await first.idle(); // built, then stored
    const started = new VoterIndex(db); // a process that just started, asked twice at once
    const expected = await first.count(other.id, FILTER, TODAY);
    expect(
      await Promise.all([started.count(other.id, FILTER, TODAY), started.count(other.id, {}, TODAY)]),
    ).toEqual([expected, await first.count(other.id, {}, TODAY)]);
    expect(await started.breakdown(other.id, FILTER, TODAY)).toEqual(
      await first.breakdown(other.id, FILTER, TODAY),
    );
    expect(await started.selectIds(other.id, FILTER, TODAY)).toEqual(
      await first.selectIds(other.id, FILTER, TODAY),
    );
    expect(started.stats).toMatchObject({ builds: 0, misses: 0, snapshotOpens: 1 });
    await started.close();
    await first.close();
  });
});
