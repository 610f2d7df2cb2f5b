import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyElections } from '../db/schema/index.ts';
import { createCampaignWithTeam } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { DEMO_ELECTIONS, insertDemoVoters } from './demo-voters.ts';

const t = await createTestApp();

describe("the demo district's vote history", () => {
  it('lists its elections with their types and voters, and scores each voter’s turnout', async () => {
    const team = await createCampaignWithTeam(t, 'Demo History');
    const { generated } = await insertDemoVoters(t.database, team.campaign.id, 400);
    const elections = await t.database.db
      .select({
        code: historyElections.code,
        date: historyElections.date,
        type: historyElections.type,
        voters: historyElections.voters,
      })
      .from(historyElections)
      .where(eq(historyElections.campaignId, team.campaign.id))
      .orderBy(historyElections.date);
    expect(elections).toEqual(
      DEMO_ELECTIONS.map((e) => ({
        code: e.code,
        date: e.date,
        type: e.code.endsWith('G') ? 'GENERAL' : 'PRIMARY',
        voters: generated.filter((g) => g.elections.includes(e.code)).length,
      })),
    );
    const scored = await t.database.db.execute<{ n: number }>(
      sql`select count(turnout)::int as n from voters where campaign_id = ${team.campaign.id}`,
    );
    expect(scored.rows[0]?.n).toBeGreaterThan(0);
  });
});
