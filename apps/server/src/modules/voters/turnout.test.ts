import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyElections, voteHistory, voters } from '../../db/schema/index.ts';
import { createCampaign, createPerson } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { readVersion } from './voter-index/load.ts';
import { refreshTurnout } from './turnout.ts';

const t = await createTestApp();
const db = t.database.db;
const owner = await createPerson(t);
const campaign = await createCampaign(t, owner, 'Turnout Campaign');
const other = await createCampaign(t, owner, 'Other Campaign');

const ELECTIONS = [
  { code: '2016G-1108', date: '2016-11-08', type: 'GENERAL' }, // a fifth general back: not counted
  { code: '2018G-1106', date: '2018-11-06', type: 'GENERAL' },
  { code: '2020G-1103', date: '2020-11-03', type: 'GENERAL' },
  { code: '2022G-1108', date: '2022-11-08', type: 'GENERAL' },
  { code: '2024P-0305', date: '2024-03-05', type: 'PRIMARY' }, // not a general
  { code: '2024G-1105', date: '2024-11-05', type: 'GENERAL' },
  { code: '2025G', date: null, type: 'GENERAL' }, // no date: cannot be placed among the last four
] as const;

/** Each voter: registration date, elections voted in, and the score worked out by hand. */
const PEOPLE = [
  // No registration date: all four count; 2020, 2022, 2024 → 3/4.
  { id: 'A', reg: null, voted: ['2016G-1108', '2020G-1103', '2022G-1108', '2024G-1105'], score: 75 },
  // Registered after the 2018 and 2020 generals: 2022 and 2024 count; the 2020 vote (before) does not → 1/2.
  { id: 'B', reg: '2021-05-01', voted: ['2020G-1103', '2022G-1108', '2024P-0305', '2025G'], score: 50 },
  // Registered on election day: that election counts → 0/1.
  { id: 'C', reg: '2024-11-05', voted: ['2024P-0305'], score: 0 },
  // Registered after every general: no score.
  { id: 'D', reg: '2025-01-01', voted: ['2024G-1105'], score: null },
  // 2020, 2022, 2024 count → 3/3.
  { id: 'E', reg: '2019-01-01', voted: ['2020G-1103', '2022G-1108', '2024G-1105'], score: 100 },
  // 1/3 → 33 and 2/3 → 67.
  { id: 'F', reg: '2020-01-01', voted: ['2024G-1105'], score: 33 },
  { id: 'G', reg: '2020-01-01', voted: ['2020G-1103', '2022G-1108'], score: 67 },
  // Voted in none of them: 0/4.
  { id: 'H', reg: '1990-01-01', voted: [], score: 0 },
] as const;

const insert = async (campaignId: string) => {
  await db.insert(historyElections).values(ELECTIONS.map((e) => ({ ...e, campaignId })));
  const rows = await db
    .insert(voters)
    .values(
      PEOPLE.map((p) => ({
        campaignId,
        stateVoterId: p.id,
        householdKey: p.id,
        registrationDate: p.reg,
        turnout: p.id === 'D' ? 40 : null, // a stale score is cleared
      })),
    )
    .returning({ id: voters.id, stateVoterId: voters.stateVoterId });
  const history = PEOPLE.flatMap((p, i) =>
    p.voted.map((electionCode) => ({
      voterId: rows[i]!.id,
      campaignId,
      electionCode,
      electionDate: ELECTIONS.find((e) => e.code === electionCode)!.date,
    })),
  );
  await db.insert(voteHistory).values(history);
};
await insert(campaign.id);
await insert(other.id);

const scores = async (campaignId: string) =>
  Object.fromEntries(
    (
      await db
        .select({ id: voters.stateVoterId, turnout: voters.turnout })
        .from(voters)
        .where(eq(voters.campaignId, campaignId))
    ).map((r) => [r.id, r.turnout]),
  );

describe('refreshTurnout', () => {
  it('scores each voter over the last four generals held since they registered', async () => {
    await refreshTurnout(db, campaign.id);
    expect(await scores(campaign.id)).toEqual(Object.fromEntries(PEOPLE.map((p) => [p.id, p.score])));
    // The other campaign is untouched.
    expect(await scores(other.id)).toEqual(
      Object.fromEntries(PEOPLE.map((p) => [p.id, p.id === 'D' ? 40 : null])),
    );
  });

  it('writes nothing when no score changes', async () => {
    await refreshTurnout(db, campaign.id);
    const version = await readVersion(db, campaign.id);
    await refreshTurnout(db, campaign.id);
    expect(await readVersion(db, campaign.id)).toBe(version);
  });

  it('follows a newer general, and clears every score when there is none', async () => {
    await db.insert(historyElections).values({
      campaignId: campaign.id,
      code: '2026G-1103',
      date: '2026-11-03',
      type: 'GENERAL',
    });
    await refreshTurnout(db, campaign.id);
    // 2018 drops out, 2026 comes in: A 3/4, B 1/3, D 0/1, E 3/4.
    expect(await scores(campaign.id)).toMatchObject({ A: 75, B: 33, D: 0, E: 75, H: 0 });
    await db.execute(sql`delete from ${historyElections} where campaign_id = ${campaign.id}`);
    await refreshTurnout(db, campaign.id);
    expect(Object.values(await scores(campaign.id)).every((s) => s === null)).toBe(true);
  });
});
