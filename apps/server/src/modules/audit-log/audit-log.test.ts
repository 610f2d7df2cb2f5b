import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogPage } from '@groundwork/shared/contracts/audit-log';
import { auditLog } from '../../db/schema/index.ts';
import {
  createCampaignWithTeam,
  createInvitationRecord,
  newEmail,
  type Person,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { recordAudit, type AuditSource } from './audit-log.repository.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Log Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Campaign');
const campaignId = team.campaign.id;
const { manager, director } = team;

const sourceOf = (person: Person, ip = '203.0.113.9'): AuditSource => ({
  userId: person.id,
  email: person.email,
  ip,
  clientType: 'mobile',
});

// Six entries: three by the Manager (two invitations, one edit), two by the Director, one from the rival campaign.
await recordAudit(
  t.database.db,
  sourceOf(manager),
  {
    campaignId,
    action: 'invitation.sent',
    target: { type: 'invitation', id: 'i1' },
    summary: 'Invited a@example.org as Staff',
  },
  { campaignId, action: 'invitation.sent', summary: 'Invited b@example.org as Volunteer' },
  { campaignId, action: 'campaign.updated', summary: '=HYPERLINK("http://evil.example")' },
);
await recordAudit(
  t.database.db,
  sourceOf(director),
  { campaignId, action: 'walkbook.deleted', summary: 'Deleted (archived) the walkbook "North"' },
  { campaignId, action: 'survey.deleted', summary: '+1 survey, deleted' },
);
await recordAudit(t.database.db, sourceOf(rival.manager), {
  campaignId: rival.campaign.id,
  action: 'invitation.sent',
  summary: 'Invited someone elsewhere',
});

const list = (query: string, who: Person = manager) =>
  t.inject({ method: 'GET', url: `/api/audit-log/?campaign_id=${campaignId}${query}`, headers: who.auth });
const page = async (query: string) => {
  const reply = await list(query);
  expect(reply.statusCode).toBe(200);
  return reply.json<AuditLogPage>();
};

describe('GET /audit-log/', () => {
  it("lists the campaign's entries newest first, paged, with who, where from and the actor's name", async () => {
    const first = await page('&page_size=2');
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(first.entries.map((e) => e.action)).toEqual(['survey.deleted', 'walkbook.deleted']);
    expect(first.entries[0]).toMatchObject({
      actor_id: director.id,
      actor_email: director.email,
      actor_name: 'Test Person',
      ip: '203.0.113.9',
      client_type: 'mobile',
      target_type: null,
    });
    const third = await page('&page_size=2&page=3');
    expect(third.entries).toHaveLength(1);
    expect(third.entries[0]).toMatchObject({
      summary: 'Invited a@example.org as Staff',
      target_type: 'invitation',
      target_id: 'i1',
    });
  });

  it('filters by actor (id or part of the e-mail), action and time range', async () => {
    expect((await page(`&actor=${director.id}`)).total).toBe(2);
    expect((await page(`&actor=${manager.email.slice(0, 12).toUpperCase()}`)).total).toBe(3);
    expect((await page('&actor=%25')).total).toBe(0); // a wildcard is a character like any other
    expect((await page('&action=invitation.sent')).total).toBe(2);
    const future = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await page(`&from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await page(`&from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).total).toBe(5);
  });

  it('answers 400 with the problem for a bad filter or page', async () => {
    expect((await list('&action=everything')).json()).toMatchObject({
      detail: expect.stringContaining('action must be one of the audit actions'),
    });
    expect((await list('&from=yesterday')).statusCode).toBe(400);
    expect((await list('&page=0')).statusCode).toBe(400);
    expect((await list('&page_size=1000')).statusCode).toBe(400);
    const now = new Date().toISOString();
    const reversed = await list(`&from=${encodeURIComponent(now)}&to=${encodeURIComponent(now)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ detail: 'to must be later than from' });
  });

  it('is for Managers only: 403 to a Director, Staff or Volunteer, 404 to another campaign', async () => {
    for (const who of [director, team.staff, team.volunteer]) {
      expect((await list('', who)).statusCode).toBe(403);
      const exported = await t.inject({
        method: 'GET',
        url: `/api/audit-log/export/?campaign_id=${campaignId}`,
        headers: who.auth,
      });
      expect(exported.statusCode).toBe(403);
    }
    expect((await list('', rival.manager)).statusCode).toBe(404);
  });
});

describe('GET /audit-log/export/', () => {
  it('downloads the filtered entries as CSV, with formula cells neutralised', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: `/api/audit-log/export/?campaign_id=${campaignId}&actor=${manager.id}`,
      headers: manager.auth,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = reply.body.trim().split('\n');
    expect(lines[0]).toBe('time,actor_email,actor_name,action,target_type,target_id,summary,ip,client_type');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(
      `,${manager.email},Test Person,Campaign edited (campaign.updated),,,"'=HYPERLINK(""http://evil.example"")",203.0.113.9,mobile`,
    );
    expect(lines.join('\n')).not.toContain('Invited someone elsewhere');
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE; keeps the e-mail of an actor whose account is deleted', async () => {
    await expect(
      t.database.db.update(auditLog).set({ summary: 'rewritten' }).where(eq(auditLog.campaignId, campaignId)),
    ).rejects.toThrow();
    await expect(
      t.database.exec(`UPDATE audit_log SET ip = NULL WHERE campaign_id = '${campaignId}'`),
    ).rejects.toThrow(/append-only/);
    await recordAudit(t.database.db, sourceOf(team.volunteer), {
      campaignId,
      action: 'member.left',
      summary: 'left',
    });
    const deleted = await t.inject({ method: 'DELETE', url: '/api/users/', headers: team.volunteer.auth });
    expect(deleted.statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member.left'));
    expect(kept).toMatchObject({ actorId: null, actorEmail: team.volunteer.email, summary: 'left' });
  });

  it('an action whose entry cannot be written does not happen', async () => {
    const { id } = await createInvitationRecord(t, campaignId, manager, newEmail('open'));
    // The entry's insert fails inside the action's transaction: the revocation is rolled back with it.
    await t.database.exec(`
      CREATE FUNCTION gw_test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no audit today'; END $$;
      CREATE TRIGGER gw_test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION gw_test_refuse_audit();`);
    try {
      const reply = await t.inject({
        method: 'PUT',
        url: '/api/invitation/',
        headers: manager.auth,
        payload: { id, status: 'revoked' },
      });
      expect(reply.statusCode).toBe(500);
    } finally {
      await t.database.exec(
        'DROP TRIGGER gw_test_refuse_audit ON audit_log; DROP FUNCTION gw_test_refuse_audit();',
      );
    }
    const [row] = await t.database.db
      .execute<{ status: string }>(sql`select status from invitations where id = ${id}`)
      .then((r) => r.rows);
    expect(row?.status).toBe('pending');
  });
});
