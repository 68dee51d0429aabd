import path from 'node:path';
import type { Env } from '../env.ts';
import type { StorageDriver } from './driver.ts';
import { LocalStorageDriver } from './local-driver.ts';
import { S3StorageDriver } from './s3-driver.ts';
import { FileUrlSigner } from './url-signer.ts';

export type { StorageDriver, StoredFile, StorageEntry } from './driver.ts';
export { LocalStorageDriver } from './local-driver.ts';
export { S3StorageDriver, type S3DriverOptions } from './s3-driver.ts';
export { FileUrlSigner, FILES_BASE_PATH, storagePathOfFileUrl } from './url-signer.ts';
export { StoragePathError, isSafeObjectPath, isStorageArea } from './paths.ts';
export {
  orphanLedger, orphanRemover, removeOrphanedFiles, removeOrphanedPrefix, retryRecordedOrphans, type OrphanLedger, type Orphans, type RemoveOrphans,
} from './orphans.ts';

/** The storage dependency of the API: where files live, and how their URLs are signed. */
export interface Storage {
  driver: StorageDriver;
  urls: FileUrlSigner;
}

/** S3 when S3_BUCKET is set, else local disk under DATA_DIR/storage. */
export function createStorageDriver(env: Env): StorageDriver {
  if (env.S3_BUCKET) {
    return new S3StorageDriver({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return new LocalStorageDriver(path.join(env.DATA_DIR, 'storage'));
}
