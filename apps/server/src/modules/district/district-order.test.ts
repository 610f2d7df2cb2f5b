import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { voterOrderBy } from '../voters/voter-order.ts';
import { voterWhere } from '../voters/voter-filter.ts';
import { voterRowColumns } from '../voters/voters.repository.ts';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Order Campaign');
await insertVoters(t.database.db, team.campaign.id, generateVoters(300));
const { db } = t.database;

/** The plan of the district table's first page, with sorting priced out so an index in its order must win. */
const planOf = async (order: 'asc' | 'desc', filter: VoterFilter = {}) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx
      .select(voterRowColumns())
      .from(voters)
      .where(voterWhere(team.campaign.id, filter))
      .orderBy(...voterOrderBy({ sort: 'last_name', order }))
      .limit(50)
      .toSQL();
    const result = await tx.execute(sql.raw(`explain ${interpolate(query.sql, query.params)}`));
    return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  });

/** The query with its parameters written in (EXPLAIN takes no bind parameters on every driver). */
const interpolate = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });

describe('the district table’s first page', () => {
  it('reads the voters in the table’s default order (last name) from an index, without sorting them', async () => {
    const plan = await planOf('asc');
    expect(plan).toContain('voters_campaign_name_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
    // A filter is checked on the index's rows as they come: the first 50 matches end the scan.
    const filtered = await planOf('asc', { parties: ['DEM'] });
    expect(filtered).toContain('voters_campaign_name_order_idx');
  });
});
