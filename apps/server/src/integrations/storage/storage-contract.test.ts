import { mkdtempSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { createLocalStorage } from './local.adapter.ts';
import { createS3Storage } from './s3.adapter.ts';
import { StorageNotFoundError, type FileStorage } from './storage.port.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());

const diskDir = mkdtempSync(join(tmpdir(), 'groundwork-files-'));
afterAll(() => rmSync(diskDir, { recursive: true, force: true }));

const ADAPTERS: [string, FileStorage][] = [
  ['local disk', createLocalStorage(diskDir)],
  ['S3 (s3rver)', createS3Storage(s3.options)],
];

/** A stream that gives `good` and then fails, as an upload cut off half-way does. */
const failingStream = (good: Buffer) =>
  Readable.from(
    (async function* () {
      yield good;
      await Promise.resolve();
      throw new Error('connection reset');
    })(),
  );

const readBack = (storage: FileStorage, key: string) => text(storage.open(key));

describe.each(ADAPTERS)('file storage contract: %s', (_name, storage) => {
  it('stores a stream and gives back the same bytes and their size', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const size = await storage.save('road-signs/a/artwork.pdf', Readable.from([content]));
    expect(size).toBe(content.length);
    const chunks: Buffer[] = [];
    for await (const chunk of storage.open('road-signs/a/artwork.pdf')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  });

  it('replaces a file saved again under the same key', async () => {
    await storage.save('k/replace.txt', Readable.from(['first']));
    await storage.save('k/replace.txt', Readable.from(['second']));
    expect(await readBack(storage, 'k/replace.txt')).toBe('second');
  });

  it('fails a missing file with StorageNotFoundError, and removes files idempotently', async () => {
    await storage.save('k/gone.txt', Readable.from(['bye']));
    await storage.remove('k/gone.txt');
    await storage.remove('k/gone.txt');
    await expect(readBack(storage, 'k/gone.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(readBack(storage, 'k/never.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps nothing of an upload that fails half-way', async () => {
    await expect(storage.save('k/half.bin', failingStream(Buffer.alloc(1024, 1)))).rejects.toThrow(
      'connection reset',
    );
    await expect(readBack(storage, 'k/half.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('keeps nothing of an upload that fails before its first byte, while the file is still being opened', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.save('k/none.bin', failing)).rejects.toThrow('connection reset');
    await expect(readBack(storage, 'k/none.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses keys that could leave their place', () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '']) {
      expect(() => storage.open(key), key).toThrow('Invalid storage key');
    }
  });
});

describe('storage configuration', () => {
  it('keeps files on disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'signs',
        S3_ENDPOINT: 'http://minio.local:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'signs',
      region: 'us-east-1',
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ S3_BUCKET: 'signs', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });
});
