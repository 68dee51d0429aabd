import type { Sql } from '../db/client.ts';
import { deleteUnusedPictureRecords } from '../db/queries/files.ts';
import type { Logger } from '../logger.ts';
import { removeOrphanedFiles, type StorageDriver } from '../storage/index.ts';

/** Uploads younger than this may still be on their way into a class or lesson being saved. */
const GRACE_HOURS = 24;

/**
 * Removes class and lesson pictures that were uploaded but never used (the form
 * was closed, or saving failed after the upload): their media_files row and the
 * stored file. Returns how many were removed.
 */
export async function sweepUnusedPictures(sql: Sql, storage: StorageDriver, log: Logger): Promise<number> {
  const paths = await deleteUnusedPictureRecords(sql, { graceHours: GRACE_HOURS });
  if (paths.length) {
    await removeOrphanedFiles(storage, 'content', paths, log);
    log.info('unused pictures removed', { count: paths.length });
  }
  return paths.length;
}
