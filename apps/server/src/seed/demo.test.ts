import { describe, expect, it } from 'vitest';
import { signIn } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { DEMO_INVITEE, DEMO_PEOPLE, seedDemo } from './demo.ts';

const t = await createTestApp({ DEMO_PASSWORD: 'Demo.Pass123', DEMO_VOTERS: '1500' });

describe('demo campaign', () => {
  it('seeds once: verified people of every title, a newcomer without terms, a pending invitation', async () => {
    const first = await seedDemo(t.app.ctx, t.app.log);
    expect(first.created).toBe(true);
    expect(first.invitationUrl).toMatch(/\/auth\/register\?invitationToken=/);
    const second = await seedDemo(t.app.ctx, t.app.log);
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
    const campaignId = me.json<{ campaign_id: string }>().campaign_id;
    const auth = { authorization: `Bearer ${manager.token}` };
    const count = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${campaignId}`,
      headers: auth,
      payload: {},
    });
    expect(count.json<{ count: number; doors: number }>().count).toBe(1500);
    expect(count.json<{ doors: number }>().doors).toBeGreaterThan(500);
    const groups = await t.inject({
      method: 'GET',
      url: `/api/voter-group/all/?campaign_id=${campaignId}`,
      headers: auth,
    });
    const list = groups.json<{ id: string; name: string; status: string; voter_count: number }[]>();
    expect(list).toHaveLength(3);
    expect(list.every((g) => g.status === 'Ready' && g.voter_count > 0)).toBe(true);
    const uploaded = list.find((g) => g.name === 'Town hall sign-ins');
    const upload = await t.inject({
      method: 'GET',
      url: `/api/voter-group/upload-status/${uploaded?.id}?campaign_id=${campaignId}`,
      headers: auth,
    });
    // Every 97th of 1,500 voters matches (15); the two made-up ids do not.
    expect(upload.json()).toMatchObject({ status: 'Done', matched: 15, unmatched: 2 });
    const tags = await t.inject({
      method: 'GET',
      url: `/api/voter-tag/all/?campaign_id=${campaignId}`,
      headers: auth,
    });
    expect(tags.json<unknown[]>()).toHaveLength(5);

    // Worked walkbooks: the Volunteer has theirs, with touches the dashboard can show.
    const volunteer = await signIn(t, 'volunteer@demo.groundwork.test', 'Demo.Pass123');
    const mine = await t.inject({
      method: 'GET',
      url: `/api/walkbook/all-user/?campaign_id=${campaignId}`,
      headers: { authorization: `Bearer ${volunteer.token}` },
    });
    const walkbooks = mine.json<{ name: string; progress: { touches: number } }[]>();
    expect(walkbooks.length).toBeGreaterThan(0);
    const data = await t.inject({
      method: 'GET',
      url: `/api/walkbook/touch-data/?campaign_id=${campaignId}`,
      headers: auth,
    });
    expect(data.json<{ totals: { touches: number } }>().totals.touches).toBeGreaterThan(0);

    const token = new URL(first.invitationUrl!).searchParams.get('invitationToken');
    const invitation = await t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${token}` });
    expect(invitation.json()).toMatchObject({ email: DEMO_INVITEE, offer_title: 'Volunteer' });
  });
});
