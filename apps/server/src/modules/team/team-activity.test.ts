import { describe, expect, it } from 'vitest';
import type { MemberActivity } from '@groundwork/shared/contracts/team';
import { callResults, textCampaigns, textMessages } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { phoneBank } from '../phone-banking/voice/test-support.ts';

const t = await createTestApp();
const DAY = 86_400_000;

describe('the member page counts calls beside doors and texts', () => {
  it("counts the member's texts sent and calls recorded by week, not others' nor replies", async () => {
    const { campaign, manager, volunteer, staff } = await createCampaignWithTeam(t, 'Calls and texts');
    const { voters } = await insertVoters(t.database.db, campaign.id, generateVoters(4, 3));
    const voterIds = voters.map((v) => v.id!);
    const db = t.database.db;

    const bank = await phoneBank(t, campaign.id, [volunteer.id, staff.id]);
    const call = (userId: string, voterId: string, at: Date) => ({
      campaignId: campaign.id,
      phoneBankingCampaignId: bank.id,
      voterId,
      userId,
      callResult: 'Answered' as const,
      callStartTime: at,
    });
    const now = new Date();
    const lastMonth = new Date(Date.now() - 21 * DAY);
    await db
      .insert(callResults)
      .values([
        call(volunteer.id, voterIds[0]!, now),
        call(volunteer.id, voterIds[1]!, now),
        call(volunteer.id, voterIds[2]!, lastMonth),
        call(staff.id, voterIds[3]!, now),
      ]);

    const [texting] = await db
      .insert(textCampaigns)
      .values({ campaignId: campaign.id, name: 'Saturday', message: 'Hi {first_name}', filterParams: {} })
      .returning();
    const text = (direction: 'outbound' | 'inbound', userId: string | null, voterId: string) => ({
      campaignId: campaign.id,
      textCampaignId: texting!.id,
      voterId,
      direction,
      fromNumber: '+15550100000',
      toNumber: '+15550100001',
      body: 'Hello',
      status: 'delivered',
      userId,
    });
    await db
      .insert(textMessages)
      .values([
        text('outbound', volunteer.id, voterIds[0]!),
        text('outbound', volunteer.id, voterIds[1]!),
        text('outbound', volunteer.id, voterIds[2]!),
        text('inbound', volunteer.id, voterIds[0]!),
        text('outbound', staff.id, voterIds[3]!),
      ]);

    const reply = await t.inject({
      method: 'GET',
      url: `/api/users/activity/?campaign_id=${campaign.id}&user_id=${volunteer.id}`,
      headers: manager.auth,
    });
    expect(reply.statusCode).toBe(200);
    const { weeks } = reply.json<MemberActivity>();
    expect(weeks.at(-1)).toMatchObject({ doors: 0, touches: 0, texts: 3, calls: 2 });
    expect(weeks.reduce((sum, week) => sum + week.calls, 0)).toBe(3);
    expect(weeks.reduce((sum, week) => sum + week.texts, 0)).toBe(3);
  });
});
