import { describe, expect, it } from 'vitest';
import { historyElections } from '../../db/schema/index.ts';
import { createCampaignWithTeam, createPerson } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Elections Campaign');
const other = await createCampaignWithTeam(t, 'Other Campaign');
const campaign_id = team.campaign.id;

await t.database.db.insert(historyElections).values([
  { campaignId: campaign_id, code: '2022G-1108', date: '2022-11-08', type: 'GENERAL', voters: 310 },
  { campaignId: campaign_id, code: '2024P-0305', date: '2024-03-05', type: 'PRIMARY', voters: 120 },
  { campaignId: campaign_id, code: '2024R-0514', date: '2024-05-14', type: 'SECOND PRIMARY', voters: 12 },
  { campaignId: campaign_id, code: '2024G-1105', date: '2024-11-05', type: 'GENERAL', voters: 402 },
  { campaignId: campaign_id, code: '2023M-1010', date: '2023-10-10', type: 'MUNICIPAL', voters: 90 },
  { campaignId: campaign_id, code: '2023M-1107', date: '2023-11-07', type: 'MUNICIPAL', voters: 95 },
  { campaignId: campaign_id, code: '2020G', date: null, type: 'GENERAL', voters: 7 },
  { campaignId: campaign_id, code: '2019S', date: null, type: 'SPECIAL', voters: 3 },
  { campaignId: other.campaign.id, code: '2024G-1105', date: '2024-11-05', type: 'GENERAL', voters: 9 },
]);

const list = (auth = team.manager.auth, id = campaign_id) =>
  t.inject({ method: 'GET', url: `/api/district/elections/?campaign_id=${id}`, headers: auth });

describe('GET /district/elections/', () => {
  it("lists the campaign's elections newest first, named for people, with their voters", async () => {
    const reply = await list();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([
      { code: '2024G-1105', date: '2024-11-05', type: 'GENERAL', voters: 402, name: '2024 General' },
      {
        code: '2024R-0514',
        date: '2024-05-14',
        type: 'SECOND PRIMARY',
        voters: 12,
        name: '2024 Second Primary',
      },
      { code: '2024P-0305', date: '2024-03-05', type: 'PRIMARY', voters: 120, name: '2024 Primary' },
      {
        code: '2023M-1107',
        date: '2023-11-07',
        type: 'MUNICIPAL',
        voters: 95,
        name: '2023 Municipal (Nov 7)',
      },
      {
        code: '2023M-1010',
        date: '2023-10-10',
        type: 'MUNICIPAL',
        voters: 90,
        name: '2023 Municipal (Oct 10)',
      },
      { code: '2022G-1108', date: '2022-11-08', type: 'GENERAL', voters: 310, name: '2022 General' },
      // No date: last, by code, the year taken from the code.
      { code: '2019S', date: null, type: 'SPECIAL', voters: 3, name: '2019 Special' },
      { code: '2020G', date: null, type: 'GENERAL', voters: 7, name: '2020 General' },
    ]);
  });

  it('is empty for a campaign without vote history', async () => {
    await t.database.db.delete(historyElections);
    expect((await list()).json()).toEqual([]);
  });

  it('answers 404 to a member of another campaign and 403 to a volunteer', async () => {
    const stranger = await createPerson(t, { label: 'stranger' });
    expect((await list(stranger.auth)).statusCode).toBe(404);
    expect((await list(other.manager.auth)).statusCode).toBe(404);
    expect((await list(team.volunteer.auth)).statusCode).toBe(403);
  });
});
