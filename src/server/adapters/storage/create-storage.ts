import path from 'node:path';
import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

/** S3_BUCKET set: the bucket; otherwise files on disk in DATA_DIR/uploads. */
export function createStorage(config: Config): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
