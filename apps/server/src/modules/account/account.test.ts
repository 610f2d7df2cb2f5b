import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AuditAction } from '@groundwork/shared/contracts/audit-log';
import { auditLog, campaignUsers, identityUsers } from '../../db/schema/index.ts';
import { REVOCATION_REFRESH_MS } from '../../identity/revocations.ts';
import { createCampaign, createCampaignWithTeam, createPerson, signIn } from '../../test/factories.ts';
import { createTestApp, PUBLIC_URL } from '../../test/harness.ts';
import { insertMembership } from '../memberships/memberships.repository.ts';

const t = await createTestApp();

const actions = (campaignId: string, action: AuditAction) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.campaignId, campaignId), eq(auditLog.action, action)));

const membershipsOf = (userId: string) =>
  t.database.db.select().from(campaignUsers).where(eq(campaignUsers.userId, userId));

describe('PUT /users/name/', () => {
  it('changes the caller’s first and last name, trimmed, and refuses names that break the rules', async () => {
    const person = await createPerson(t);
    const renamed = await t.inject({
      method: 'PUT',
      url: '/api/users/name/',
      headers: person.auth,
      payload: { first: '  Ada ', last: "O'Neil-Byron" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ first: 'Ada', last: "O'Neil-Byron" });
    const [identity] = await t.database.db
      .select()
      .from(identityUsers)
      .where(eq(identityUsers.id, person.id));
    expect(identity?.name).toBe("Ada O'Neil-Byron");

    for (const [payload, message] of [
      [{ first: '', last: 'Lovelace' }, 'First name was not provided'],
      [{ first: 'Ada', last: 'L0velace' }, 'Last name may contain only letters'],
      [{ first: 'A'.repeat(200), last: 'Lovelace' }, 'First name must be at most'],
    ] as const) {
      const refused = await t.inject({
        method: 'PUT',
        url: '/api/users/name/',
        headers: person.auth,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain(message);
    }
  });
});

describe('PUT /users/leave/campaign/', () => {
  it('lets a member leave, audited, and refuses the owner with a clear message and no entry', async () => {
    const { campaign, manager, staff } = await createCampaignWithTeam(t, 'Leaving');
    const owner = await t.inject({
      method: 'PUT',
      url: `/api/users/leave/campaign/?campaign_id=${campaign.id}`,
      headers: manager.auth,
    });
    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toMatchObject({
      code: 'CAMPAIGN_OWNER',
      detail: 'You own Leaving: transfer ownership to another Manager or Director before leaving it',
    });
    expect(await actions(campaign.id, 'member.left')).toEqual([]);

    const left = await t.inject({
      method: 'PUT',
      url: `/api/users/leave/campaign/?campaign_id=${campaign.id}`,
      headers: { ...staff.auth, 'x-client-type': 'web' },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ detail: 'You left Leaving' });
    expect(await membershipsOf(staff.id)).toEqual([]);
    expect(await actions(campaign.id, 'member.left')).toEqual([
      expect.objectContaining({ actorId: staff.id, actorEmail: staff.email, clientType: 'web' }),
    ]);
    const after = await t.inject({
      method: 'GET',
      url: `/api/users/campaign-account/?campaign_id=${campaign.id}`,
      headers: staff.auth,
    });
    expect(after.statusCode).toBe(404);
  });
});

describe('DELETE /users/', () => {
  it('refuses an owner of any campaign, naming them, and records nothing', async () => {
    const owner = await createPerson(t);
    await createCampaign(t, owner, 'North Ward');
    await createCampaign(t, owner, 'South Ward');
    const refused = await t.inject({ method: 'DELETE', url: '/api/users/', headers: owner.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /North Ward.*South Ward|South Ward.*North Ward/,
    );
    expect(await membershipsOf(owner.id)).toHaveLength(2);
  });

  it('removes every membership and the identity, with an entry in each campaign', async () => {
    const { campaign, volunteer } = await createCampaignWithTeam(t, 'Deleting');
    const other = await createCampaign(t, await createPerson(t), 'Elsewhere');
    await insertMembership(t.database.db, { campaignId: other.id, userId: volunteer.id, title: 'Staff' });

    const deleted = await t.inject({ method: 'DELETE', url: '/api/users/', headers: volunteer.auth });
    expect(deleted.statusCode).toBe(200);
    expect(await membershipsOf(volunteer.id)).toEqual([]);
    expect(
      await t.database.db.select().from(identityUsers).where(eq(identityUsers.id, volunteer.id)),
    ).toEqual([]);
    for (const id of [campaign.id, other.id]) {
      // The entry outlives the account: its actor id is gone, its e-mail stays.
      expect(await actions(id, 'account.deleted')).toEqual([
        expect.objectContaining({ actorId: null, actorEmail: volunteer.email }),
      ]);
    }
  });
});

describe('sign out everywhere else', () => {
  it('lists the sessions without their tokens and ends the others, whose ID tokens are refused', async () => {
    const person = await createPerson(t);
    const laptop = await signIn(t, person.email);
    const listed = await t.inject({
      method: 'GET',
      url: '/identity/list-sessions',
      headers: { cookie: laptop.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<Record<string, unknown>[]>();
    expect(sessions).toHaveLength(2);
    for (const session of sessions) expect(session).not.toHaveProperty('token');

    const revoked = await t.inject({
      method: 'POST',
      url: '/identity/revoke-other-sessions',
      headers: { cookie: laptop.cookie, origin: PUBLIC_URL },
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + REVOCATION_REFRESH_MS); // the revocation list is read again
      const other = await t.inject({ method: 'GET', url: '/api/users/me', headers: person.auth });
      expect(other.statusCode).toBe(401);
      const kept = await t.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${laptop.token}` },
      });
      expect(kept.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
