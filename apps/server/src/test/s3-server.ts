import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { AddressInfo } from 'node:net';
import type { S3Options } from '../integrations/storage/s3.adapter.ts';

/** An S3-compatible server (s3rver) on a free port with one empty bucket, for the storage tests. */
export const startS3Server = async (bucket = 'groundwork-test') => {
  const directory = mkdtempSync(join(tmpdir(), 'groundwork-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const options: S3Options = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${String(port)}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: options.endpoint ?? '',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    options,
    env,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
