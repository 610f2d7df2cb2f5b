import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMITS } from '@groundwork/shared/contracts/mail';
import { mailers } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { artwork, photo, storedFiles } from '../road-signs/test-support.ts';
import { encryptedPdf, mailCalls, mailerOf, pdfOf } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Mail Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Mail');
const campaign_id = team.campaign.id;
const calls = mailCalls(t, campaign_id);
const manager = team.manager.auth;

describe('mailers', () => {
  it('keeps a PDF as sent with its page count and no thumbnail, served to members who may see mail', async () => {
    const pdf = await pdfOf(3);
    const created = await calls.createMailer(manager, 'Spring Postcard', pdf);
    expect(created.statusCode).toBe(201);
    const mailer = mailerOf(created);
    expect(mailer).toMatchObject({
      name: 'Spring Postcard',
      page_count: 3,
      drop_count: 0,
      file: { content_type: 'application/pdf', size: pdf.length, thumbnail_url: null },
    });
    const file = await calls.get(team.director.auth, mailer.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const one = await calls.get(manager, `/api/mail/?campaign_id=${campaign_id}&id=${mailer.id}`);
    expect(one.json()).toEqual(mailer);
  });

  it('re-encodes an image with a thumbnail (one page)', async () => {
    const mailer = mailerOf(await calls.createMailer(manager, 'Door Hanger', await photo(), 'hanger.jpg'));
    expect(mailer).toMatchObject({ page_count: 1, file: { content_type: 'image/jpeg' } });
    const thumbnail = await calls.get(manager, mailer.file.thumbnail_url ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const png = mailerOf(await calls.createMailer(manager, 'Transparent', await artwork(), 'a.png'));
    expect(png.file.content_type).toBe('image/png');
  });

  it('checks names as the user types and refuses a taken one on save (NAME_EXISTS)', async () => {
    const check = async (name: string, campaign = campaign_id, auth = manager) =>
      (
        await calls.get(auth, `/api/mail/check-name/mailer/${campaign}/?name=${encodeURIComponent(name)}`)
      ).json<{
        is_unique: boolean;
      }>();
    expect(await check('  spring POSTCARD ')).toEqual({ is_unique: false });
    expect(await check('Autumn Postcard')).toEqual({ is_unique: true });
    expect(await check('Spring Postcard', rival.campaign.id, rival.manager.auth)).toEqual({
      is_unique: true,
    });
    const duplicate = await calls.createMailer(manager, ' SPRING postcard ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'NAME_EXISTS',
      detail: 'This name is already in use. Please choose a different name.',
    });
    const theirs = await mailCalls(t, rival.campaign.id).createMailer(rival.manager.auth, 'Spring Postcard');
    expect(theirs.statusCode).toBe(201);
  });

  it('lists the campaign’s mailers by name', async () => {
    const all = (await calls.get(manager, `/api/mail/all/?campaign_id=${campaign_id}`)).json<
      { name: string }[]
    >();
    expect(all.map((m) => m.name)).toEqual(['Door Hanger', 'Spring Postcard', 'Transparent']);
  });

  describe('bad files: a 4xx with a clear detail, and nothing stored', () => {
    let before: string[] = [];
    let rows = 0;
    const countRows = async () => (await t.database.db.select({ n: count() }).from(mailers))[0]?.n ?? 0;
    beforeAll(async () => {
      before = storedFiles(t);
      rows = await countRows();
    });

    it.each([
      ['an empty file', async () => Buffer.alloc(0), 'x.pdf', 400, 'The mailer file is empty'],
      [
        'a text file named .pdf',
        async () => Buffer.from('Dear voter, please vote.\n'),
        'x.pdf',
        415,
        'The mailer must be a PDF or a PNG, JPEG or WebP image (its content is not a known file type)',
      ],
      [
        'a GIF',
        async () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        'x.gif',
        415,
        'The mailer must be a PDF or a PNG, JPEG or WebP image (this file is image/gif)',
      ],
      [
        'a corrupt PDF',
        async () => Buffer.from('%PDF-1.7\nthis is not a PDF body at all\n'),
        'x.pdf',
        400,
        'The mailer PDF could not be read (it is damaged or not really a PDF)',
      ],
      [
        'an encrypted PDF',
        encryptedPdf,
        'x.pdf',
        400,
        'The mailer PDF is encrypted: send it without a password or restrictions',
      ],
      [
        'a PDF with too many pages',
        () => pdfOf(MAIL_LIMITS.pages + 1),
        'x.pdf',
        400,
        `The mailer PDF has ${String(MAIL_LIMITS.pages + 1)} pages; a mailer can have at most ${String(MAIL_LIMITS.pages)}`,
      ],
      [
        'a PDF larger than the limit',
        async () => Buffer.concat([await pdfOf(1), Buffer.alloc(MAIL_LIMITS.fileBytes, 32)]),
        'x.pdf',
        413,
        'The mailer is larger than 25 MB',
      ],
    ])('refuses %s', async (label, make, name, status, detail) => {
      const reply = await calls.createMailer(manager, `Bad ${label}`, await make(), name);
      expect({ status: reply.statusCode, detail: reply.json<{ detail: string }>().detail }).toEqual({
        status,
        detail,
      });
    });

    it('refuses a form without its file or naming another campaign', async () => {
      const noFile = await calls.upload(manager, { name: 'X', campaign_id });
      expect(noFile.json()).toMatchObject({ detail: 'The mailer file was not provided' });
      const other = await calls.upload(
        manager,
        { name: 'X', campaign_id: rival.campaign.id },
        { name: 'a.pdf', content: await pdfOf(1) },
      );
      expect(other.statusCode).toBe(400);
    });

    it('left no file and no row behind', async () => {
      expect(storedFiles(t)).toEqual(before);
      expect(await countRows()).toBe(rows);
    });
  });
});
