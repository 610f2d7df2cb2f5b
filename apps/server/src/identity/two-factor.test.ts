import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '@groundwork/shared/contracts/audit-log';
import { auditLog, identityUsers } from '../db/schema/index.ts';
import { insertMembership } from '../modules/memberships/memberships.repository.ts';
import { createCampaign, createPerson, PASSWORD } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { CookieJar, enrolTwoFactor, identityPost, signInWithPassword, totpCode } from '../test/two-factor.ts';

const t = await createTestApp();

const entries = (userId: string, action: AuditAction) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, action)));

const twoFactorEnabled = async (userId: string) =>
  (await t.database.db.select().from(identityUsers).where(eq(identityUsers.id, userId)))[0]?.twoFactorEnabled;

/** A member of two campaigns (and someone else in the second), so that each change is audited twice. */
const memberOfTwo = async () => {
  const person = await createPerson(t, { label: 'two-factor' });
  const first = await createCampaign(t, person, 'First');
  const owner = await createPerson(t, { label: 'owner' });
  const second = await createCampaign(t, owner, 'Second');
  await insertMembership(t.database.db, { campaignId: second.id, userId: person.id, title: 'Director' });
  return { person, campaigns: [first.id, second.id].sort() };
};

const campaignsOf = async (userId: string, action: AuditAction) =>
  (await entries(userId, action)).map((entry) => entry.campaignId).sort();

const token = (jar: CookieJar) =>
  t.inject({ method: 'GET', url: '/identity/token', headers: { cookie: jar.header } });

describe('two-factor enrolment', () => {
  it('asks for the password, and is on only once a code confirms it, audited in each campaign', async () => {
    const person = await createPerson(t);
    const campaign = await createCampaign(t, person, 'Audited');
    const jar = new CookieJar();
    await signInWithPassword(t, jar, person.email);

    const wrongPassword = await identityPost(t, jar, '/two-factor/enable', { password: 'Not.The.Passw0rd' });
    expect(wrongPassword.statusCode).toBe(400);
    const enabled = await identityPost(t, jar, '/two-factor/enable', { password: PASSWORD });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Groundwork:/);
    expect(backupCodes).toHaveLength(10);
    expect(await twoFactorEnabled(person.id)).toBe(false);

    const wrong = await identityPost(t, jar, '/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });
    expect(await twoFactorEnabled(person.id)).toBe(false);
    expect(await entries(person.id, 'two_factor.enabled')).toEqual([]);

    const confirmed = await identityPost(t, jar, '/two-factor/verify-totp', {
      code: await totpCode(totpURI),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await twoFactorEnabled(person.id)).toBe(true);
    expect(await entries(person.id, 'two_factor.enabled')).toEqual([
      expect.objectContaining({ campaignId: campaign.id, actorEmail: person.email, ip: null }),
    ]);
  });

  it('audits new backup codes and turning it off in every campaign, and nothing for a wrong password', async () => {
    const { person, campaigns } = await memberOfTwo();
    const { jar } = await enrolTwoFactor(t, person.email);
    expect(await campaignsOf(person.id, 'two_factor.enabled')).toEqual(campaigns);

    const regenerated = await identityPost(t, jar, '/two-factor/generate-backup-codes', {
      password: PASSWORD,
    });
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json<{ backupCodes: string[] }>().backupCodes).toHaveLength(10);
    expect(await campaignsOf(person.id, 'two_factor.backup_codes_regenerated')).toEqual(campaigns);

    const refused = await identityPost(t, jar, '/two-factor/disable', { password: 'Not.The.Passw0rd' });
    expect(refused.statusCode).toBe(400);
    expect(await entries(person.id, 'two_factor.disabled')).toEqual([]);
    const disabled = await identityPost(t, jar, '/two-factor/disable', { password: PASSWORD });
    expect(disabled.statusCode).toBe(200);
    expect(await twoFactorEnabled(person.id)).toBe(false);
    expect(await campaignsOf(person.id, 'two_factor.disabled')).toEqual(campaigns);
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password; a wrong or reused code fails, a fresh one signs in', async () => {
    const person = await createPerson(t);
    const { totpURI } = await enrolTwoFactor(t, person.email);
    const jar = new CookieJar();
    const signIn = await signInWithPassword(t, jar, person.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await token(jar)).statusCode).toBe(401);

    const wrong = await identityPost(t, jar, '/two-factor/verify-totp', { code: '123456' });
    expect(wrong.statusCode).toBe(401);
    const reused = await identityPost(t, jar, '/two-factor/verify-totp', { code: await totpCode(totpURI) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'TOTP_CODE_REUSED' });

    const fresh = await identityPost(t, jar, '/two-factor/verify-totp', { code: await totpCode(totpURI, 1) });
    expect(fresh.statusCode).toBe(200);
    expect((await token(jar)).statusCode).toBe(200);
  });

  it('takes each backup code once', async () => {
    const person = await createPerson(t);
    const { backupCodes } = await enrolTwoFactor(t, person.email);
    const code = backupCodes[0] ?? '';
    const first = new CookieJar();
    await signInWithPassword(t, first, person.email);
    expect((await identityPost(t, first, '/two-factor/verify-backup-code', { code })).statusCode).toBe(200);
    expect((await token(first)).statusCode).toBe(200);
    // Using a backup code is not a regeneration.
    expect(await entries(person.id, 'two_factor.backup_codes_regenerated')).toEqual([]);

    const second = new CookieJar();
    await signInWithPassword(t, second, person.email);
    const again = await identityPost(t, second, '/two-factor/verify-backup-code', { code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID_CODE' });
  });

  it('skips the code for 30 days on a trusted device, and asks for it elsewhere', async () => {
    const person = await createPerson(t);
    const { totpURI } = await enrolTwoFactor(t, person.email);
    const device = new CookieJar();
    await signInWithPassword(t, device, person.email);
    const code = await totpCode(totpURI, 1);
    const trusted = await identityPost(t, device, '/two-factor/verify-totp', { code, trustDevice: true });
    expect(trusted.statusCode).toBe(200);
    const cookie = [trusted.headers['set-cookie']].flat().find((c) => String(c).includes('trust_device'));
    expect(String(cookie)).toMatch(/Max-Age=2592000/);

    await identityPost(t, device, '/sign-out', {});
    device.forget('session_token');
    const again = await signInWithPassword(t, device, person.email);
    expect(again.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await token(device)).statusCode).toBe(200);

    const elsewhere = await signInWithPassword(t, new CookieJar(), person.email);
    expect(elsewhere.json()).toMatchObject({ twoFactorRedirect: true });
  });
});
