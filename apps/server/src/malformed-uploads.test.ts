import { describe, expect, it } from 'vitest';
import { createCampaign, createPerson } from './test/factories.ts';
import { createTestApp, json } from './test/harness.ts';
import {
  BINARY_FILE,
  CSV_BAD_OPENING_QUOTE,
  CSV_UNCLOSED_QUOTE,
  multipartBody,
  UTF16_FILE,
  UTF16_FILE_NO_BOM,
} from './test/malformed-files.ts';

const t = await createTestApp();
const manager = await createPerson(t, { label: 'manager' });
const { id: campaignId } = await createCampaign(t, manager);

/** The upload routes, each with the name its messages give the file. */
const UPLOADS = {
  voterImport: { url: `/api/district/voter-import/?campaign_id=${campaignId}`, what: 'voter file' },
  voterGroup: { url: `/api/voter-group/upload/?name=Uploaded&campaign_id=${campaignId}`, what: 'voter file' },
  walkbook: { url: `/api/walkbook/upload/?name=Uploaded&campaign_id=${campaignId}`, what: 'walkbook file' },
  results: { url: `/api/election-results/import/?campaign_id=${campaignId}`, what: 'results file' },
  shapes: { url: `/api/election-results/shapes/?campaign_id=${campaignId}`, what: 'shapes file' },
  roadSign: { url: `/api/road-sign/?campaign_id=${campaignId}`, what: 'artwork' },
  placement: { url: `/api/road-sign/placement/?campaign_id=${campaignId}`, what: 'photo' },
  inspection: { url: `/api/road-sign/placement/inspection/?campaign_id=${campaignId}`, what: 'photo' },
  removal: { url: `/api/road-sign/placement/removal/?campaign_id=${campaignId}`, what: 'photo' },
  mailer: { url: `/api/mail/?campaign_id=${campaignId}`, what: 'mailer' },
};
const CSV_UPLOADS = [UPLOADS.voterImport, UPLOADS.voterGroup, UPLOADS.walkbook, UPLOADS.results];

const post = (url: string, type: string, payload: string | Buffer) =>
  t.inject({ method: 'POST', url, headers: { ...manager.auth, 'content-type': type }, payload });
const upload = (url: string, content: string | Buffer, name = 'voters.csv') => {
  const { boundary, payload } = multipartBody({ name, content });
  return post(url, `multipart/form-data; boundary=${boundary}`, payload);
};
const detailOf = (reply: Awaited<ReturnType<typeof post>>) => ({
  status: reply.statusCode,
  detail: json<{ detail: string }>(reply).detail,
});

describe('malformed uploads', () => {
  it('answers a multipart body without a boundary, cut short or with another boundary with a 400 on every upload route', async () => {
    const { boundary, payload } = multipartBody({ name: 'voters.csv', content: 'voter_id\n1\n' });
    for (const { url } of Object.values(UPLOADS)) {
      const noBoundary = detailOf(await post(url, 'multipart/form-data', payload));
      expect(noBoundary, url).toEqual({
        status: 400,
        detail:
          'The upload could not be read (Multipart: Boundary not found): send the file again as multipart/form-data',
      });
      const type = `multipart/form-data; boundary=${boundary}`;
      for (const cut of [payload.subarray(0, payload.length - 20), payload.subarray(0, 50)]) {
        expect(detailOf(await post(url, type, cut)), url).toEqual({
          status: 400,
          detail: expect.stringMatching(
            /^The upload could not be read \(.*unexpected end of multipart data\)/i,
          ),
        });
      }
      const other = await post(url, 'multipart/form-data; boundary=another-one', payload);
      expect(detailOf(other).status, url).toBe(400);
    }
  });

  it('refuses binary and UTF-16 files on every CSV upload, saying what the file is', async () => {
    for (const { url, what } of CSV_UPLOADS) {
      // A PNG's signature holds two line feeds before its first NUL byte.
      expect(detailOf(await upload(url, BINARY_FILE)), url).toEqual({
        status: 400,
        detail: `The ${what} is not a text file (line 3 holds binary data): save it as "CSV UTF-8" and upload it again`,
      });
      for (const file of [UTF16_FILE, UTF16_FILE_NO_BOM]) {
        expect(detailOf(await upload(url, file)), url).toEqual({
          status: 400,
          detail: `The ${what} is UTF-16 text: save it as "CSV UTF-8" and upload it again`,
        });
      }
    }
  });

  it('says on which line a walkbook file, a voter file or a results file has a broken quote', async () => {
    for (const { url, what } of [UPLOADS.walkbook, UPLOADS.voterImport, UPLOADS.results]) {
      expect(detailOf(await upload(url, CSV_UNCLOSED_QUOTE)), url).toEqual({
        status: 400,
        detail: `The ${what} could not be read as CSV: a quote opened on line 3 is never closed`,
      });
    }
    // The walkbook file is read strictly: a quote inside an unquoted cell is an error too.
    expect(detailOf(await upload(UPLOADS.walkbook.url, CSV_BAD_OPENING_QUOTE))).toEqual({
      status: 400,
      detail: expect.stringMatching(
        /^The walkbook file could not be read as CSV: Invalid Opening Quote: .* at line 2/,
      ),
    });
  });

  it('refuses a NUL in an upload’s file name or form fields', async () => {
    const named = detailOf(
      await upload(UPLOADS.voterImport.url, 'voter_id,name\n1,Ana\n', 'vot\u0000ers.csv'),
    );
    expect(named).toEqual({
      status: 400,
      detail: 'The file name must not contain the NUL character (\\u0000)',
    });
    const { boundary, payload } = multipartBody(
      { name: 'results.csv', content: 'county,precinct\nWAKE,01\n' },
      { election_name: 'General\u0000' },
    );
    const field = detailOf(
      await post(UPLOADS.results.url, `multipart/form-data; boundary=${boundary}`, payload),
    );
    expect(field).toEqual({
      status: 400,
      detail: 'election_name must not contain the NUL character (\\u0000)',
    });
  });
});
