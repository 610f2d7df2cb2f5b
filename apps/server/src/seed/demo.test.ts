import { describe, expect, it } from 'vitest';
import { signIn } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { DEMO_INVITEE, DEMO_PEOPLE, seedDemo } from './demo.ts';

const t = await createTestApp({ DEMO_PASSWORD: 'Demo.Pass123' });

describe('demo campaign', () => {
  it('seeds once: verified people of every title, a newcomer without terms, a pending invitation', async () => {
    const first = await seedDemo(t.app.ctx);
    expect(first.created).toBe(true);
    expect(first.invitationUrl).toMatch(/\/auth\/register\?invitationToken=/);
    const second = await seedDemo(t.app.ctx);
    expect(second.created).toBe(false);

    const manager = await signIn(t, 'manager@demo.groundwork.test', 'Demo.Pass123');
    const me = await t.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(me.json()).toMatchObject({
      terms_accepted: true,
      campaigns: [{ campaign_name: 'Riverside for Council', title: 'Manager' }],
    });

    for (const person of DEMO_PEOPLE) {
      const session = await signIn(t, person.email, 'Demo.Pass123');
      const record = await t.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${session.token}` },
      });
      expect(record.json()).toMatchObject({
        terms_accepted: person.termsAccepted,
        title: person.title,
        is_verified: true,
      });
    }
    const token = new URL(first.invitationUrl!).searchParams.get('invitationToken');
    const invitation = await t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${token}` });
    expect(invitation.json()).toMatchObject({ email: DEMO_INVITEE, offer_title: 'Volunteer' });
  });
});
