import { Readable, PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertStorageKey, StorageNotFoundError, type FileStorage } from './storage.port.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver); AWS itself when absent. */
  endpoint?: string | undefined;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Static credentials; otherwise the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey';

/** Files in an S3 bucket: uploads stream through in parts (an aborted upload leaves no object). */
export const createS3Storage = (options: S3Options): FileStorage => {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    async save(key, content) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: assertStorageKey(key), Body: counter },
        leavePartsOnError: false,
      });
      // The source's failure reaches the upload through the counter, which aborts it.
      await Promise.all([pipeline(content, counter), upload.done()]);
      return size;
    },
    open(key) {
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }))
        .then(({ Body }) => {
          if (!(Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
          Body.on('error', (error) => out.destroy(error));
          Body.pipe(out);
        })
        .catch((error: unknown) =>
          out.destroy(isNotFound(error) ? new StorageNotFoundError(key) : (error as Error)),
        );
      return out;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
  };
};
