import type { Sql } from '../db/client.ts';
import { deleteOldFailures } from '../db/queries/games.ts';
import { deleteUnusedPictureRecords } from '../db/queries/files.ts';
import { deleteExpired } from '../db/queries/rate-limits.ts';
import type { Logger } from '../logger.ts';
import { removeOrphanedFiles, retryRecordedOrphans, type StorageDriver } from '../storage/index.ts';

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

/**
 * The platform's housekeeping, run at start and every few minutes: unused pictures, removals
 * that failed earlier (every storage area), and rate-limit windows that have ended (they hold
 * hashed e-mail addresses and ids and are worth nothing after their minute). Never throws.
 */
export async function sweepAll(sql: Sql, storage: StorageDriver, log: Logger): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['unused pictures', () => sweepUnusedPictures(sql, storage, log)],
    ['orphaned files', () => retryRecordedOrphans(sql, storage, log)],
    ['rate-limit windows', () => deleteExpired(sql)],
    ['game load failures older than a week', () => deleteOldFailures(sql)],
  ];
  for (const [what, step] of steps) {
    try { await step(); } catch (err) { log.warn(`sweeping ${what} failed`, { error: String((err as Error)?.message ?? err) }); }
  }
}

/** How often the platform sweeps. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
