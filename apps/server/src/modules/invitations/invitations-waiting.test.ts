import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '@groundwork/shared/contracts/invitations';
import { auditLog } from '../../db/schema/index.ts';
import { createCampaignWithTeam, lastMailTo, newEmail, type Person } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();

const invite = (auth: Person['auth'], campaign_id: string, receiver_email: string, offer_title = 'Staff') =>
  t.inject({
    method: 'POST',
    url: '/api/invitation/',
    headers: auth,
    payload: { campaign_id, receiver_email, offer_title },
  });

const validate = (token: string) =>
  t.inject({ method: 'GET', url: `/api/validate-invitation/?token=${encodeURIComponent(token)}` });

describe('waiting invitations', () => {
  it('lists the pending ones to Managers and Directors, newest first', async () => {
    const { campaign, director, volunteer } = await createCampaignWithTeam(t, 'Waiting');
    const [first, second] = [newEmail('first'), newEmail('second')];
    await invite(director.auth, campaign.id, first);
    await invite(director.auth, campaign.id, second, 'Volunteer');
    const url = `/api/invitation/all/?campaign_id=${campaign.id}`;
    const list = await t.inject({ method: 'GET', url, headers: director.auth });
    expect(list.json<Invitation[]>().map((i) => [i.receiver_email, i.offer_title, i.status])).toEqual([
      [second, 'Volunteer', 'pending'],
      [first, 'Staff', 'pending'],
    ]);
    expect((await t.inject({ method: 'GET', url, headers: volunteer.auth })).statusCode).toBe(403);
  });

  it('keeps a Director from inviting anyone as Manager', async () => {
    const { campaign, director } = await createCampaignWithTeam(t, 'No Manager Offers');
    const reply = await invite(director.auth, campaign.id, newEmail('boss'), 'Manager');
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ detail: 'A Director cannot make anyone Manager' });
  });

  it('resends with a fresh link: the old one stops working, and the resend is recorded', async () => {
    const { campaign, manager, director } = await createCampaignWithTeam(t, 'Resend');
    const other = await createCampaignWithTeam(t, 'Other Resend');
    const email = newEmail('again');
    const sent = (await invite(manager.auth, campaign.id, email)).json<Invitation>();
    const oldToken = (await lastMailTo(t, email)).token;
    expect((await validate(oldToken)).statusCode).toBe(200);

    const resend = (auth: Person['auth'], campaign_id = campaign.id) =>
      t.inject({
        method: 'POST',
        url: '/api/invitation/resend/',
        headers: auth,
        payload: { id: sent.id, campaign_id },
      });
    // Another campaign's Manager cannot reach it through their own campaign.
    expect((await resend(other.manager.auth, other.campaign.id)).json()).toMatchObject({
      detail: 'Invitation not found',
    });
    const again = await resend(director.auth);
    expect(again.statusCode).toBe(200);
    expect(again.json<Invitation>()).toMatchObject({ id: sent.id, status: 'pending' });
    const newToken = (await lastMailTo(t, email)).token;
    expect(newToken).not.toBe(oldToken);
    expect((await validate(oldToken)).json()).toMatchObject({ code: 'INVALID_INVITATION_TOKEN' });
    expect((await validate(newToken)).json()).toMatchObject({ email, campaign_name: 'Resend' });

    // A revoked invitation is not resent, and the refusal leaves no entry.
    await t.inject({
      method: 'PUT',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { id: sent.id, status: 'revoked' },
    });
    expect((await resend(manager.auth)).statusCode).toBe(409);
    const resends = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.campaignId, campaign.id))
      .then((rows) => rows.filter((row) => row.summary.startsWith('Resent')));
    expect(resends.map((row) => [row.action, row.actorEmail, row.targetId, row.summary])).toEqual([
      ['invitation.sent', director.email, sent.id, `Resent the invitation to ${email} as Staff`],
    ]);
  });
});
