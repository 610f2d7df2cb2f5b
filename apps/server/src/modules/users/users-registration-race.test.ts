import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { identityUsers, users } from '../../db/schema/index.ts';
import { createCampaignWithTeam, createInvitationRecord, newEmail } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const PASSWORD = 'Regist3r.Now';

describe('the registration race', () => {
  it('answers 409 REGISTER_USER_ALREADY_EXISTS to every registration that loses, and makes one account', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t, 'Race Campaign');
    const email = newEmail('racer');
    const { token } = await createInvitationRecord(t, campaign.id, manager, email);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.inject({
          method: 'POST',
          url: '/api/users/',
          payload: {
            first: 'Jordan',
            last: 'Miles',
            email,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            invitation_token: token,
          },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.statusCode !== 201)) {
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json()).toMatchObject({
        code: 'REGISTER_USER_ALREADY_EXISTS',
        detail: expect.stringMatching(/already associated/),
      });
    }
    const identities = await t.database.db.select().from(identityUsers).where(eq(identityUsers.email, email));
    const accounts = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(identities).toHaveLength(1);
    expect(accounts.map((account) => account.id)).toEqual([identities[0]!.id]);
  });
});
