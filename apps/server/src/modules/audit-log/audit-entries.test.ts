import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPE_HEADER } from '@groundwork/shared/constants';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { auditLog } from '../../db/schema/index.ts';
import {
  createCampaignWithTeam,
  createInvitationRecord,
  createPerson,
  newEmail,
  type Person,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { ncvoterRows, ncvoterText } from '../../test/voter-files.ts';
import { insertGroup } from '../voter-groups/voter-groups.repository.ts';
import { insertWalkbook } from '../walkbooks/walkbooks.repository.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Audited Campaign');
const campaignId = team.campaign.id;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A call from the web app, as the audit log sees it (light-my-request's address is 127.0.0.1). */
const call = (who: Person, method: Method, url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: { ...who.auth, [CLIENT_TYPE_HEADER]: 'web' },
    ...(payload ? { payload } : {}),
  });

/** The campaign's entries since `afterSeq`, oldest first. */
const entriesSince = async (afterSeq = 0) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.campaignId, campaignId))
      .orderBy(asc(auditLog.seq))
  ).filter((e) => e.seq > afterSeq);
const lastSeq = async () => (await entriesSince()).at(-1)?.seq ?? 0;

/** Runs `action`, expects one entry of `expected`; then runs `failing` and expects no entry at all. */
const expectOneEntry = async (
  action: () => Promise<{ statusCode: number }>,
  expected: Record<string, unknown>,
  failing?: () => Promise<{ statusCode: number }>,
) => {
  const before = await lastSeq();
  const reply = await action();
  expect(reply.statusCode).toBeLessThan(300);
  const entries = await entriesSince(before);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ ip: '127.0.0.1', clientType: 'web', ...expected });
  if (failing) {
    const after = await lastSeq();
    expect((await failing()).statusCode).toBeGreaterThanOrEqual(400);
    expect(await entriesSince(after)).toEqual([]);
  }
  return entries[0];
};

const { manager, director } = team;
const byManager = { actorId: manager.id, actorEmail: manager.email };

describe('audit entries of the existing sensitive actions', () => {
  it('records invitations sent, revoked and accepted (through PUT and PATCH /users/me), and none that failed', async () => {
    const invite = (email: string) =>
      call(manager, 'POST', '/api/invitation/', {
        campaign_id: campaignId,
        receiver_email: email,
        offer_title: 'Staff',
      });
    const ana = await createPerson(t, { label: 'ana' });
    const sent = await expectOneEntry(
      () => invite(ana.email),
      {
        ...byManager,
        action: 'invitation.sent',
        targetType: 'invitation',
        summary: `Invited ${ana.email} as Staff`,
      },
      () => invite(team.volunteer.email), // already a member: 409
    );
    await expectOneEntry(
      () => call(ana, 'PUT', '/api/invitation/', { id: sent?.targetId, status: 'accepted' }),
      {
        actorId: ana.id,
        actorEmail: ana.email,
        action: 'invitation.accepted',
        targetId: sent?.targetId,
        summary: `${ana.email} accepted the invitation and joined as Staff`,
      },
      () => call(ana, 'PUT', '/api/invitation/', { id: sent?.targetId, status: 'accepted' }), // no longer pending
    );

    const revokedEmail = newEmail('revoked');
    const { id } = await createInvitationRecord(t, campaignId, manager, revokedEmail);
    await expectOneEntry(
      () => call(director, 'PUT', '/api/invitation/', { id, status: 'revoked' }),
      {
        actorId: director.id,
        action: 'invitation.revoked',
        targetId: id,
        summary: `Revoked the invitation to ${revokedEmail}`,
      },
      () => call(director, 'PUT', '/api/invitation/', { id, status: 'revoked' }),
    );

    const ben = await createPerson(t, { label: 'ben' });
    await createInvitationRecord(t, campaignId, manager, ben.email, { offerTitle: 'Volunteer' });
    await expectOneEntry(
      () => call(ben, 'PATCH', '/api/users/me', { campaign_id: campaignId }),
      {
        actorId: ben.id,
        action: 'invitation.accepted',
        summary: `${ben.email} accepted the invitation and joined as Volunteer`,
      },
      () => call(ben, 'PATCH', '/api/users/me', { campaign_id: campaignId }), // no open invitation left
    );
  });

  it('records a removal, never a refused one', async () => {
    const leaving = await createPerson(t, { label: 'leaving' });
    await createInvitationRecord(t, campaignId, manager, leaving.email);
    await call(leaving, 'PATCH', '/api/users/me', { campaign_id: campaignId });
    await expectOneEntry(
      () =>
        call(
          director,
          'PUT',
          `/api/users/remove/campaign-user/?campaign_id=${campaignId}&email=${leaving.email}`,
        ),
      {
        actorId: director.id,
        action: 'member.removed',
        targetType: 'user',
        targetId: leaving.id,
        summary: `Removed ${leaving.email} (Volunteer)`,
      },
      () =>
        call(
          director,
          'PUT',
          `/api/users/remove/campaign-user/?campaign_id=${campaignId}&email=${manager.email}`,
        ),
    );
  });

  it('records a campaign edit and an ownership transfer, and none for a refused transfer', async () => {
    const edit = (who: Person, changes: object) =>
      call(who, 'PUT', '/api/campaign/', { id: campaignId, ...changes });
    await expectOneEntry(
      () =>
        edit(director, {
          name: 'Audited Campaign 2',
          address: '1 Main St',
          location: team.campaign.location,
        }),
      {
        actorId: director.id,
        action: 'campaign.updated',
        targetId: campaignId,
        summary: 'Edited name, address',
      },
      () => edit(manager, { name: 'Never', owner_email: team.staff.email }), // the heir must be a lead
    );
    await expectOneEntry(() => edit(manager, { owner_email: director.email }), {
      ...byManager,
      action: 'campaign.ownership_transferred',
      summary: `Transferred ownership from ${manager.email} to ${director.email}`,
    });
    const unchanged = await lastSeq();
    expect((await edit(director, { name: 'Audited Campaign 2' })).statusCode).toBe(200);
    expect(await entriesSince(unchanged)).toEqual([]); // nothing changed, nothing recorded
  });

  it('records a voter import when it is started, and the CSV exports of voters', async () => {
    const beforeUpload = await lastSeq();
    const boundary = '----audit-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wake.txt"\r\nContent-Type: text/plain\r\n\r\n`;
    const uploaded = await t.inject({
      method: 'POST',
      url: `/api/district/voter-import/?campaign_id=${campaignId}`,
      headers: { ...manager.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(head),
        Buffer.from(ncvoterText(ncvoterRows(3))),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const { import: voterImport, proposed } = uploaded.json<{
      import: { id: string };
      proposed: ColumnMapping;
    }>();
    const start = (mapping: ColumnMapping) =>
      call(manager, 'POST', '/api/district/voter-import/start/', {
        campaign_id: campaignId,
        id: voterImport.id,
        mapping,
      });
    const outOfRange = { ...proposed, fields: { ...proposed.fields, last_name: 999 } };
    expect((await start(outOfRange)).statusCode).toBe(400);
    expect(await entriesSince(beforeUpload)).toEqual([]); // neither the upload nor a refused start imports
    await expectOneEntry(
      () => start(proposed),
      {
        ...byManager,
        action: 'voter_file.imported',
        targetId: voterImport.id,
        summary: 'Started importing the voter file wake.txt',
      },
      () => start(proposed), // already queued: 409
    );
    await t.drain();
    await expectOneEntry(
      () =>
        call(
          manager,
          'GET',
          `/api/district/voter-import/rejected/?campaign_id=${campaignId}&id=${voterImport.id}`,
        ),
      {
        action: 'voters.exported',
        targetType: 'voter_import',
        summary: 'Exported 0 rejected rows of the voter file wake.txt as CSV',
      },
    );

    const group = await insertGroup(t.database.db, {
      campaignId,
      name: 'Seniors',
      status: 'Ready',
      voterCount: 0,
    });
    const exportGroup = (id: string) =>
      call(director, 'GET', `/api/voter-group/export/?campaign_id=${campaignId}&id=${id}`);
    await expectOneEntry(
      () => exportGroup(group.id),
      {
        actorId: director.id,
        action: 'voter_group.exported',
        targetId: group.id,
        summary: 'Exported the voter group "Seniors" (0 voters) as CSV',
      },
      () => exportGroup(voterImport.id), // no such group: 404
    );
  });

  it('records the deletion of a voter group, and the archive of a walkbook or survey as its deletion', async () => {
    const group = await insertGroup(t.database.db, {
      campaignId,
      name: 'Door list',
      status: 'Ready',
      voterCount: 4,
    });
    const deleteGroup = () =>
      call(
        manager,
        'DELETE',
        `/api/voter-group/delete/?campaign_id=${campaignId}&voter_group_id=${group.id}`,
      );
    await expectOneEntry(
      deleteGroup,
      {
        action: 'voter_group.deleted',
        targetId: group.id,
        summary: 'Deleted the voter group "Door list" (4 voters)',
      },
      deleteGroup, // gone: 404
    );

    const walkbook = await insertWalkbook(t.database.db, { campaignId, name: 'North side' });
    const archiveWalkbook = () =>
      call(manager, 'PUT', `/api/walkbook/archive/?campaign_id=${campaignId}&walkbook_id=${walkbook.id}`);
    await expectOneEntry(archiveWalkbook, {
      action: 'walkbook.deleted',
      targetId: walkbook.id,
      summary: 'Deleted (archived) the walkbook "North side"',
    });
    const again = await lastSeq();
    expect((await archiveWalkbook()).statusCode).toBe(200); // already archived: nothing happens, nothing recorded
    expect(await entriesSince(again)).toEqual([]);

    const survey = await call(manager, 'POST', '/api/survey/', {
      campaign_id: campaignId,
      name: 'Doorstep',
      questions: [{ text: 'Notes', kind: 'free_text', answers: [] }],
    });
    const surveyId = survey.json<{ id: string }>().id;
    const archiveSurvey = (id: string) =>
      call(manager, 'PUT', `/api/survey/archive/?campaign_id=${campaignId}&survey_id=${id}`);
    await expectOneEntry(
      () => archiveSurvey(surveyId),
      { action: 'survey.deleted', targetId: surveyId, summary: 'Deleted (archived) the survey "Doorstep"' },
      () => archiveSurvey(walkbook.id), // no such survey: 404
    );
  });
});
