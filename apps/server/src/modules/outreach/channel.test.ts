/**
 * The rules both outreach channels share through `channel.ts` (decision 0074): going Active needs the channel
 * enabled for the campaign, and creation and every status move are audited, texting as phone banking.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { callingCampaign, pbCalls } from '../phone-banking/test-support.ts';
import { textCalls, textingCampaign } from '../text-campaigns/test-support.ts';

const t = await createTestApp();
const { db } = t.database;
const texting = await textingCampaign(t, 'Channel Texting', [{ firstName: 'Ana' }]);
const calling = await callingCampaign(t, 'Channel Calling', [{ firstName: 'Ben' }]);

const channels = [
  {
    name: 'texting',
    team: texting,
    calls: textCalls(t, texting.campaign_id),
    off: { isTextingEnabled: false },
    on: { isTextingEnabled: true },
    detail: 'Texting is not enabled for this campaign: finish the registration and buy a number',
    actions: ['text_campaign.created', 'text_campaign.status_changed'],
  },
  {
    name: 'phone banking',
    team: calling,
    calls: pbCalls(t, calling.campaign_id),
    off: { isPhoneBankingEnabled: false },
    on: { isPhoneBankingEnabled: true },
    detail: 'Phone banking is not enabled for this campaign: set up the account and buy a number',
    actions: ['phone_banking.created', 'phone_banking.status_changed'],
  },
];

describe.each(channels)('$name', ({ team, calls, off, on, detail, actions }) => {
  it('refuses to go Active while the channel is off, and audits the creation and each move', async () => {
    const { id } = (await calls.create(team.manager.auth)).json<{ id: string }>();
    await db.update(campaigns).set(off).where(eq(campaigns.id, team.campaign_id));
    const refused = await calls.update(team.manager.auth, id, { status: 'Active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail });
    await db.update(campaigns).set(on).where(eq(campaigns.id, team.campaign_id));
    expect((await calls.update(team.manager.auth, id, { status: 'Active' })).statusCode).toBe(200);
    expect((await calls.update(team.manager.auth, id, { status: 'Paused' })).statusCode).toBe(200);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual([actions[0], actions[1], actions[1]]);
    expect(audit.at(-1)?.summary).toMatch(/from Active to Paused$/);
  });
});
