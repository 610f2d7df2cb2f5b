import { PDFDocument } from 'pdf-lib';
import type { LightMyRequestResponse } from 'fastify';
import type { Mailer } from '@groundwork/shared/contracts/mail';
import { voterGroupMembers, voterGroups, voters } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';
import { multipartBody } from '../../test/malformed-files.ts';

/** A PDF of `pages` letter-size pages, made at test time. */
export const pdfOf = async (pages: number, options: { objectStreams?: boolean } = {}) => {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1)
    document.addPage([612, 792]).drawText(`Page ${String(page + 1)}`);
  return Buffer.from(await document.save({ useObjectStreams: options.objectStreams ?? true }));
};

/** A PDF whose trailer names an encryption dictionary (what a password-protected PDF carries). */
export const encryptedPdf = async () => {
  const text = (await pdfOf(1, { objectStreams: false })).toString('latin1');
  return Buffer.from(
    text.replace('trailer\n<<', 'trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 >>'),
    'latin1',
  );
};

/** Multipart calls of the mailer upload. */
export const mailCalls = (t: TestApp, campaignId: string) => {
  const upload = (
    auth: Record<string, string>,
    mailer: unknown,
    file?: { name: string; content: Buffer },
  ) => {
    const fields = { mailer: typeof mailer === 'string' ? mailer : JSON.stringify(mailer) };
    const { boundary, payload } = file
      ? multipartBody(file, fields)
      : multipartBody({ name: 'none', content: '', field: 'unused' }, fields);
    return t.inject({
      method: 'POST',
      url: `/api/mail/?campaign_id=${campaignId}`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  return {
    upload,
    createMailer: async (
      auth: Record<string, string>,
      name: string,
      content?: Buffer,
      fileName = 'mailer.pdf',
    ) =>
      upload(
        auth,
        { name, campaign_id: campaignId },
        { name: fileName, content: content ?? (await pdfOf(2)) },
      ),
    get: (auth: Record<string, string>, url: string) => t.inject({ method: 'GET', url, headers: auth }),
  };
};

export const mailerOf = (reply: LightMyRequestResponse) => reply.json<Mailer>();

export type TestVoter = Partial<typeof voters.$inferInsert> & { stateVoterId: string };

/** Inserts voters of the campaign and a Ready group of them; returns the group id and the voters' ids. */
export const insertGroup = async (t: TestApp, campaignId: string, name: string, list: TestVoter[]) => {
  const rows = list.length
    ? await t.database.db
        .insert(voters)
        .values(list.map((v) => ({ householdKey: v.stateVoterId, ...v, campaignId })))
        .returning({ id: voters.id })
    : [];
  const [group] = await t.database.db
    .insert(voterGroups)
    .values({ campaignId, name, status: 'Ready', voterCount: rows.length })
    .returning({ id: voterGroups.id });
  if (!group) throw new Error('no group');
  if (rows.length) {
    await t.database.db
      .insert(voterGroupMembers)
      .values(rows.map((r) => ({ groupId: group.id, voterId: r.id })));
  }
  return { groupId: group.id, voterIds: rows.map((r) => r.id) };
};
