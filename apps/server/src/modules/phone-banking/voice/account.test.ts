import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccessToken, PhoneBankingAccountStatus } from '@groundwork/shared/contracts/voice';
import { auditLog, campaigns, simulatedNumbers, telephonyAccounts } from '../../../db/schema/index.ts';
import { createCampaignWithTeam, createPerson } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/harness.ts';
import { callingCampaign, ok, phoneBank, voiceCalls } from './test-support.ts';
import { identityOf } from './voice-access.ts';

const t = await createTestApp();
const db = t.database.db;

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    iss: string;
    sub: string;
    exp: number;
    iat: number;
    grants: {
      identity: string;
      voice: { outgoing: { application_sid: string }; incoming: { allow: boolean } };
    };
  };

describe('the calling account', () => {
  it('is set up once, seals its secrets, and enables phone banking with a voice number', async () => {
    const team = await createCampaignWithTeam(t, 'Account');
    const calls = voiceCalls(t, team.campaign.id);
    const before = ok<PhoneBankingAccountStatus>(await calls.status(team.manager.auth));
    expect(before).toMatchObject({ status: 'none', account_sid: null, provider: 'simulator' });

    const first = ok<PhoneBankingAccountStatus>(await calls.setup(team.manager.auth));
    expect(first).toMatchObject({ status: 'active', is_phone_banking_enabled: false, voice_numbers: [] });
    expect(first.account_sid).toMatch(/^AC[0-9a-f]{32}$/);
    const again = ok<PhoneBankingAccountStatus>(await calls.setup(team.director.auth));
    expect(again.account_sid).toBe(first.account_sid);

    const [row] = await db
      .select()
      .from(telephonyAccounts)
      .where(eq(telephonyAccounts.campaignId, team.campaign.id));
    expect(row!.authTokenSealed).toMatch(/^v1\./);
    expect(row!.apiKeySecretSealed).toMatch(/^v1\./);
    expect(row!.twimlAppSid).toMatch(/^AP/);
    const audits = await db.select().from(auditLog).where(eq(auditLog.campaignId, team.campaign.id));
    expect(audits.filter((a) => a.action === 'phone_banking.account_set_up')).toHaveLength(1);

    // A number bought for the campaign answers calls at our voice webhook, and phone banking is on.
    const bought = ok<{ phone_number: string }>(
      await calls.buy(team.manager.auth, team.manager.id, '984'),
      201,
    );
    const [sold] = await db
      .select()
      .from(simulatedNumbers)
      .where(eq(simulatedNumbers.phoneNumber, bought.phone_number));
    expect(sold!.voiceUrl).toBe(`${t.app.ctx.config.publicUrl}/api/webhooks/twilio/voice`);
    const after = ok<PhoneBankingAccountStatus>(await calls.status(team.manager.auth));
    expect(after).toMatchObject({ is_phone_banking_enabled: true, voice_numbers: [bought.phone_number] });
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, team.campaign.id));
    expect(campaign!.isPhoneBankingEnabled).toBe(true);
  });

  it('flips is_phone_banking_enabled on set-up when the number came first', async () => {
    const team = await createCampaignWithTeam(t, 'Number first');
    const calls = voiceCalls(t, team.campaign.id);
    ok(await calls.buy(team.manager.auth, team.manager.id, '336'), 201);
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, team.campaign.id));
    expect(campaign!.isPhoneBankingEnabled).toBe(false);
    expect(ok<PhoneBankingAccountStatus>(await calls.setup(team.manager.auth)).is_phone_banking_enabled).toBe(
      true,
    );
  });

  it('is for leads only; non-members get 404', async () => {
    const team = await createCampaignWithTeam(t, 'Roles');
    const calls = voiceCalls(t, team.campaign.id);
    for (const who of [team.staff, team.volunteer]) {
      expect((await calls.setup(who.auth)).statusCode).toBe(403);
      expect((await calls.status(who.auth)).statusCode).toBe(403);
    }
    const stranger = await createPerson(t);
    expect((await calls.setup(stranger.auth)).statusCode).toBe(404);
    expect((await calls.status(stranger.auth)).statusCode).toBe(404);
    expect((await calls.setup(team.manager.auth, { user_id: team.director.id })).statusCode).toBe(403);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/phone-banking/setup-account',
      headers: team.manager.auth,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toMatch(/campaign_id/);
  });
});

describe('the access token', () => {
  it("is a Voice token for the caller: identity, the TwiML app, no incoming calls, an hour's life", async () => {
    const c = await callingCampaign(t, 'Tokens');
    await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    const token = ok<AccessToken>(await c.calls.token(c.volunteer.auth, c.volunteer.id));
    const [account] = await db
      .select()
      .from(telephonyAccounts)
      .where(eq(telephonyAccounts.campaignId, c.campaign_id));
    const claims = claimsOf(token.token);
    expect(token.identity).toBe(identityOf(c.volunteer.id));
    expect(claims).toMatchObject({
      iss: account!.apiKeySid,
      sub: account!.accountSid,
      grants: {
        identity: identityOf(c.volunteer.id),
        voice: { outgoing: { application_sid: account!.twimlAppSid } },
      },
    });
    // Incoming calls are not allowed: the SDK leaves the grant out.
    expect(claims.grants.voice.incoming?.allow ?? false).toBe(false);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(new Date(token.expires_at).getTime()).toBe(claims.exp * 1000);
    expect(token.token).not.toContain(account!.apiKeySecretSealed!);
    // Leads may call too.
    expect((await c.calls.token(c.manager.auth, c.manager.id)).statusCode).toBe(200);
  });

  it('is refused to an unassigned caller, for someone else, without an account, and across campaigns', async () => {
    const c = await callingCampaign(t, 'Token refusals');
    expect((await c.calls.token(c.staff.auth, c.staff.id)).statusCode).toBe(403);
    await phoneBank(t, c.campaign_id, [c.staff.id]);
    expect((await c.calls.token(c.staff.auth, c.volunteer.id)).statusCode).toBe(403);
    expect((await c.calls.token(c.staff.auth, 'nope')).statusCode).toBe(400);
    const bare = await createCampaignWithTeam(t, 'No account');
    const missing = await voiceCalls(t, bare.campaign.id).token(bare.manager.auth, bare.manager.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json<{ detail: string }>().detail).toBe('Set up the phone banking account first');
    expect((await voiceCalls(t, bare.campaign.id).token(c.manager.auth, c.manager.id)).statusCode).toBe(404);
  });
});
