import { describe, expect, it } from 'vitest';
import type { VoterGroup, VoterRow } from '@groundwork/shared/contracts/voter-groups';
import { VOTER_PAGE_MAX } from '@groundwork/shared/contracts/voter-groups';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';

// More voters than one export batch (2,000), with blanks and ties in every sortable column.
const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Export Campaign');
await insertVoters(t.database.db, team.campaign.id, generateVoters(2600, 11));
const campaign_id = team.campaign.id;
const get = (url: string) => t.inject({ method: 'GET', url: `/api${url}`, headers: team.manager.auth });

const created = (
  await t.inject({
    method: 'POST',
    url: '/api/voter-group/',
    headers: team.manager.auth,
    payload: { campaign_id, name: 'Everyone', filter_params: {} },
  })
).json<VoterGroup>();
await t.drain();

/** The state voter ids in the table's order, page after page. */
const tableOrder = async (sort: string, order: string) => {
  const ids: string[] = [];
  for (let skip = 0; ; skip += VOTER_PAGE_MAX) {
    const page = (
      await get(
        `/voter-group/voters/?id=${created.id}&campaign_id=${campaign_id}&skip=${String(skip)}&limit=${String(VOTER_PAGE_MAX)}&sort=${sort}&order=${order}`,
      )
    ).json<{ total: number; voters: VoterRow[] }>();
    ids.push(...page.voters.map((v) => v.state_voter_id));
    if (skip + VOTER_PAGE_MAX >= page.total) return ids;
  }
};

describe('voter group export', () => {
  it.each([
    ['last_name', 'asc'],
    ['party', 'desc'],
    ['age', 'asc'],
    ['res_zip', 'desc'],
  ])('lists voters exactly in the table order when sorted by %s %s', async (sort, order) => {
    const reply = await get(
      `/voter-group/export/?id=${created.id}&campaign_id=${campaign_id}&sort=${sort}&order=${order}`,
    );
    expect(reply.statusCode).toBe(200);
    const exported = reply.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    const table = await tableOrder(sort, order);
    expect(table).toHaveLength(2600);
    expect(exported).toEqual(table);
  });

  it('refuses a sort that is not a column', async () => {
    const reply = await get(`/voter-group/export/?id=${created.id}&campaign_id=${campaign_id}&sort=id;drop`);
    expect(reply.statusCode).toBe(400);
  });
});
