import { describe, expect, it } from 'vitest';
import { encryptedPdf, pdfOf } from '../../modules/mail/test-support.ts';
import { storedFiles } from '../../modules/road-signs/test-support.ts';
import { activePdfs, pdfOpeningAtPageOne } from '../../test/active-pdfs.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { multipartBody } from '../../test/malformed-files.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'PDF Campaign');
const campaign_id = team.campaign.id;

/** Every upload that takes a PDF, with the name its messages give the file. */
const PDF_UPLOADS = [
  { path: '/api/mail/', field: 'mailer', what: 'mailer' },
  { path: '/api/road-sign/', field: 'road_sign', what: 'artwork' },
];

let uploads = 0;
const upload = (path: string, field: string, content: Buffer) => {
  uploads += 1;
  const value = JSON.stringify({ name: `Piece ${String(uploads)}`, campaign_id });
  const { boundary, payload } = multipartBody({ name: 'piece.pdf', content }, { [field]: value });
  return t.inject({
    method: 'POST',
    url: `${path}?campaign_id=${campaign_id}`,
    headers: { ...team.manager.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

describe('PDFs with active content', () => {
  it('are refused with a 415 naming what they carry, on every upload that takes a PDF, and nothing is kept', async () => {
    const cases = await activePdfs();
    expect(cases.length).toBeGreaterThanOrEqual(5);
    for (const { path, field, what } of PDF_UPLOADS) {
      for (const { label, pdf, names } of cases) {
        const reply = await upload(path, field, pdf);
        expect(reply.statusCode, `${path} ${label}: ${reply.body}`).toBe(415);
        const { code, detail } = reply.json<{ code: string; detail: string }>();
        expect(code).toBe('UNSUPPORTED_MEDIA_TYPE');
        expect(detail, label).toMatch(new RegExp(`^The ${what} PDF carries active content \\(`));
        for (const name of names) expect(detail, label).toContain(`(${name})`);
        expect(detail).toContain('export it again without scripts');
      }
    }
    expect(storedFiles(t)).toEqual([]);
  });

  it('takes a clean PDF, and one whose /OpenAction only opens its first page, as sent', async () => {
    for (const { path, field } of PDF_UPLOADS) {
      for (const pdf of [
        await pdfOf(2),
        await pdfOf(1, { objectStreams: false }),
        await pdfOpeningAtPageOne(),
      ]) {
        const reply = await upload(path, field, pdf);
        expect(reply.statusCode, `${path}: ${reply.body}`).toBe(201);
        const { file } = reply.json<{ file: { url: string; size: number } }>();
        const served = await t.inject({ method: 'GET', url: file.url, headers: team.manager.auth });
        expect(served.rawPayload.equals(pdf), path).toBe(true);
      }
    }
  });

  it('refuses artwork that is not a readable PDF, or an encrypted one, with a 400', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');
    const reply = await upload('/api/road-sign/', 'road_sign', broken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      detail: 'The artwork PDF could not be read (it is damaged or not really a PDF)',
    });
    const encrypted = await upload('/api/road-sign/', 'road_sign', await encryptedPdf());
    expect(encrypted.statusCode).toBe(400);
    expect(encrypted.json()).toMatchObject({
      detail: 'The artwork PDF is encrypted: send it without a password or restrictions',
    });
  });
});
