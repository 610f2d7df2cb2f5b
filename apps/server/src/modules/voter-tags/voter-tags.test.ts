import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { replaceMembers, insertGroup } from '../voter-groups/voter-groups.repository.ts';
import { voterWhere } from '../voters/voter-filter.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Tags Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Tags');
const { voters } = await insertVoters(t.database.db, team.campaign.id, generateVoters(200));
const { voters: rivalVoters } = await insertVoters(t.database.db, rival.campaign.id, generateVoters(20, 5));
const campaign_id = team.campaign.id;
const auth = team.manager.auth;

const createTag = async (name: string) => {
  const reply = await t.inject({
    method: 'POST',
    url: '/api/voter-tag/',
    headers: auth,
    payload: { campaign_id, name, color: 'teal' },
  });
  return reply;
};

describe('voter tags', () => {
  it('creates, renames and deletes tags; names are unique whatever their case', async () => {
    const created = await createTag('Canvassed');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Canvassed', color: 'teal', voter_count: 0 });
    const duplicate = await createTag('canvassed');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'NAME_EXISTS',
      detail: 'This name is already in use. Please choose a different name.',
    });
    const id = created.json<{ id: string }>().id;
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/voter-tag/',
      headers: auth,
      payload: { id, campaign_id, name: 'Canvassed 2026' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Canvassed 2026' });
    const renameToTaken = await t.inject({
      method: 'PUT',
      url: '/api/voter-tag/',
      headers: auth,
      payload: { id, campaign_id, name: 'yard sign' },
    });
    expect(renameToTaken.json()).toMatchObject({ code: 'NAME_EXISTS' });
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/voter-tag/?id=${id}&campaign_id=${campaign_id}`,
      headers: auth,
    });
    expect(deleted.statusCode).toBe(200);
    const volunteer = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/',
      headers: team.volunteer.auth,
      payload: { campaign_id, name: 'Nope' },
    });
    expect(volunteer.statusCode).toBe(403);
  });

  it('tags voters by id and in bulk from a group, never touching another campaign’s voters', async () => {
    const tag = (await createTag('Bulk')).json<{ id: string }>();
    const some = voters.slice(0, 3).map((v) => v.id!);
    const byId = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/assign/',
      headers: auth,
      payload: { campaign_id, tag_id: tag.id, voter_ids: [...some, rivalVoters[0]!.id!] },
    });
    expect(byId.json()).toEqual({ changed: 3 });
    const again = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/assign/',
      headers: auth,
      payload: { campaign_id, tag_id: tag.id, voter_ids: some },
    });
    expect(again.json()).toEqual({ changed: 0 });

    const group = await insertGroup(t.database.db, {
      campaignId: campaign_id,
      name: 'Dems',
      type: 'filter',
      filterParams: { parties: ['DEM'] },
    });
    await replaceMembers(t.database.db, group.id, voterWhere(campaign_id, { parties: ['DEM'] }));
    const dems = voters.filter((v) => v.party === 'DEM');
    const bulk = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/assign/',
      headers: auth,
      payload: { campaign_id, tag_id: tag.id, voter_group_id: group.id },
    });
    expect(bulk.json<{ changed: number }>().changed).toBe(dems.filter((v) => !some.includes(v.id!)).length);

    const list = await t.inject({
      method: 'GET',
      url: `/api/voter-tag/all/?campaign_id=${campaign_id}`,
      headers: auth,
    });
    const expected = new Set([...some, ...dems.map((v) => v.id!)]).size;
    expect(
      list.json<{ name: string; voter_count: number }[]>().find((x) => x.name === 'Bulk')?.voter_count,
    ).toBe(expected);

    const foreignGroup = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/assign/',
      headers: rival.manager.auth,
      payload: { campaign_id: rival.campaign.id, tag_id: tag.id, voter_group_id: group.id },
    });
    expect(foreignGroup.statusCode).toBe(404);

    const removed = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/unassign/',
      headers: auth,
      payload: { campaign_id, tag_id: tag.id, voter_group_id: group.id },
    });
    expect(removed.json<{ changed: number }>().changed).toBe(dems.length);
    const nothing = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/assign/',
      headers: auth,
      payload: { campaign_id, tag_id: tag.id },
    });
    expect(nothing.json()).toMatchObject({ detail: 'voter_ids or voter_group_id was not provided' });
  });
});
