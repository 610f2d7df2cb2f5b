import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createCipher,
  createMemoryKeyStore,
  createSecureStorage,
  fromBase64,
  toBase64,
} from './secure-storage';

const valueSchema = z.object({ campaign_id: z.string(), title: z.string() });
const value = { campaign_id: 'c-1', title: 'Manager' };

describe('secure storage', () => {
  it('round-trips a value through AES-GCM and never stores the plain text', async () => {
    const secure = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    await secure.setItem('campaignUser', value);

    const raw = localStorage.getItem('campaignUser');
    expect(raw).toMatch(/^gw1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(raw).not.toContain('Manager');
    expect(await secure.getItem('campaignUser', valueSchema)).toEqual(value);
  });

  it('encrypts a value of megabytes (a large walkbook kept offline) and reads it back', async () => {
    const cipher = createCipher(createMemoryKeyStore());
    const doors = Array.from({ length: 6_000 }, (_, n) => ({
      id: `door-${String(n)}`,
      note: 'x'.repeat(150),
    }));
    const text = await cipher.encrypt('walkbook:big', { doors });
    expect(text.length).toBeGreaterThan(1_000_000);
    const schema = z.object({ doors: z.array(z.object({ id: z.string(), note: z.string() })) });
    expect(await cipher.decrypt('walkbook:big', text, schema)).toEqual({ doors });
  });

  it('uses a fresh IV for every write', async () => {
    const secure = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    await secure.setItem('invitation', value);
    const first = localStorage.getItem('invitation');
    await secure.setItem('invitation', value);
    expect(localStorage.getItem('invitation')).not.toEqual(first);
  });

  it('cannot read values with another key: a copy of localStorage alone is useless', async () => {
    const writer = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    await writer.setItem('campaignUser', value);
    const otherBrowser = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    expect(await otherBrowser.getItem('campaignUser', valueSchema)).toBeNull();
  });

  it('rejects a value moved to another storage key or tampered with', async () => {
    const secure = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    await secure.setItem('campaignUser', value);
    const raw = localStorage.getItem('campaignUser') ?? '';
    localStorage.setItem('invitation', raw);
    expect(await secure.getItem('invitation', valueSchema)).toBeNull();

    const [format, iv, data = ''] = raw.split('.');
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    localStorage.setItem('campaignUser', `${format ?? ''}.${iv ?? ''}.${flipped}`);
    expect(await secure.getItem('campaignUser', valueSchema)).toBeNull();
  });

  it('returns null for a value of the wrong shape or a plain-text value', async () => {
    const secure = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    await secure.setItem('campaignUser', { campaign_id: 1 });
    expect(await secure.getItem('campaignUser', valueSchema)).toBeNull();
    localStorage.setItem('campaignUser', JSON.stringify(value));
    expect(await secure.getItem('campaignUser', valueSchema)).toBeNull();
  });

  it('destroy removes the values and the key', async () => {
    const keyStore = createMemoryKeyStore();
    const secure = createSecureStorage({ storage: localStorage, keyStore });
    await secure.setItem('campaignUser', value);
    const copy = localStorage.getItem('campaignUser') ?? '';
    await secure.destroy(['campaignUser', 'invitation']);
    expect(localStorage.getItem('campaignUser')).toBeNull();
    expect(await keyStore.load()).toBeNull();
    localStorage.setItem('campaignUser', copy);
    expect(await secure.getItem('campaignUser', valueSchema)).toBeNull();
  });

  it('generates a non-extractable key', async () => {
    const keyStore = createMemoryKeyStore();
    const secure = createSecureStorage({ storage: localStorage, keyStore });
    await secure.setItem('campaignUser', value);
    const key = await keyStore.load();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it("writes and reads base64 as the standard does, with or without the browser's own", () => {
    const bytes = new Uint8Array(70_000).map((_, at) => (at * 7919) % 256);
    const standard = Buffer.from(bytes).toString('base64');
    expect(toBase64(bytes)).toBe(standard);
    expect(Buffer.from(fromBase64(standard)).equals(Buffer.from(bytes))).toBe(true);
    const native = Object.assign(new Uint8Array(bytes), { toBase64: () => 'from the browser' });
    expect(toBase64(native)).toBe('from the browser');
  });
});
