import { describe, expect, it } from 'vitest';
import { createCampaign, createPerson } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { generateVoters, insertVoters } from '../../../test/voter-fixtures.ts';
import { evaluate } from './evaluate.ts';
import { loadVoterColumns } from './load.ts';
import { decodeColumns, encodeColumns, hasSnapshot, readSnapshot, writeSnapshot } from './snapshot.ts';

const t = await createTestApp();
const { db } = t.database;
const owner = await createPerson(t);
const campaign = await createCampaign(t, owner, 'Snapshot Campaign');
await insertVoters(db, campaign.id, generateVoters(700, 3));
const { version, columns } = await loadVoterColumns(db, campaign.id);
const TODAY = new Date('2026-11-21T12:00:00Z');

describe('voter index snapshots', () => {
  it('decode(encode(columns)) is the same index, shared objects once', () => {
    const { layout, body } = encodeColumns(columns);
    const back = decodeColumns(JSON.parse(JSON.stringify(layout)), body);
    expect(back).toEqual(columns);
    // history and historyAll are one object when no history row is filed under another campaign.
    expect(back.historyAll === back.history).toBe(columns.historyAll === columns.history);
    expect(evaluate(back, { parties: ['DEM'], age_min: 30 }, TODAY)).toEqual(
      evaluate(columns, { parties: ['DEM'], age_min: 30 }, TODAY),
    );
  });

  it('is written once per version, read back whole, and replaced by a newer version', async () => {
    expect(await hasSnapshot(db, campaign.id, version)).toBe(false);
    expect(await readSnapshot(db, campaign.id, version)).toBeNull();
    await writeSnapshot(db, campaign.id, version, columns);
    await writeSnapshot(db, campaign.id, version, columns); // a second writer finds it stored
    expect(await hasSnapshot(db, campaign.id, version)).toBe(true);
    expect(await readSnapshot(db, campaign.id, version)).toEqual(columns);
    await writeSnapshot(db, campaign.id, version + 1, columns, 1000); // in parts of 1,000 bytes
    expect(await hasSnapshot(db, campaign.id, version)).toBe(false);
    expect(await readSnapshot(db, campaign.id, version + 1)).toEqual(columns);
  });
});
