import { join } from 'node:path';
import type { Config } from '../../config/env.ts';
import { createLocalStorage } from './local.adapter.ts';
import { createS3Storage } from './s3.adapter.ts';
import type { FileStorage } from './storage.port.ts';

/** The configured file storage: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR/files otherwise. */
export const createStorage = (config: Config): FileStorage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files'));
