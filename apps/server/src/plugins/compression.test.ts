import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setUpWalkbookCampaign } from '../modules/walkbooks/test-support.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

const { t, team, campaign_id, manager, book, create } = await setUpWalkbookCampaign();
// Every voter of the campaign's district (400): a walkbook a canvasser would download.
const everyone = (await create({ name: 'Everyone' })).json<{ id: string }>();
const walkbookUrl = `/api/walkbook/?id=${everyone.id}&campaign_id=${campaign_id}`;

const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });

describe("the API's replies compressed", () => {
  it('sends a walkbook as brotli or gzip to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await get(walkbookUrl, manager);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const encoding of ['br', 'gzip'] as const) {
      const reply = await get(walkbookUrl, { ...manager, 'accept-encoding': encoding });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toContain('accept-encoding');
      expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoders[encoding](reply.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('prefers brotli when the client accepts both', async () => {
    const reply = await get(walkbookUrl, { ...manager, 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('sends a small reply as it is', async () => {
    const reply = await get('/api/users/me', { ...team.manager.auth, 'accept-encoding': 'br, gzip' });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it("leaves the identity provider's replies alone", async () => {
    const reply = await get('/identity/get-session', { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('keeps an error reply readable whatever the client accepts', async () => {
    const reply = await get(`/api/walkbook/?id=${book.id}&campaign_id=not-a-uuid`, {
      ...manager,
      'accept-encoding': 'gzip',
    });
    expect(reply.statusCode).toBe(400);
    const body =
      reply.headers['content-encoding'] === 'gzip' ? gunzipSync(reply.rawPayload) : reply.rawPayload;
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty('detail');
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    // A few kilobytes of gzip can inflate to gigabytes: the server reads only what the client sent.
    const name = 'Compressed request';
    const reply = await t.inject({
      method: 'POST',
      url: '/api/walkbook/',
      headers: { ...manager, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ campaign_id, name })),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toHaveProperty('detail');
    const list = await get(`/api/walkbook/all/?campaign_id=${campaign_id}`, manager);
    expect(list.json<{ name: string }[]>().map((w) => w.name)).not.toContain(name);
  });
});
