import type { StorageArea } from '../contract/index.ts';
import type { Sql } from '../db/client.ts';
import { deleteOrphan, deleteOrphansOf, dueOrphans, insertOrphans, postponeOrphan } from '../db/queries/storage-orphans.ts';
import type { Logger } from '../logger.ts';
import type { StorageDriver } from './driver.ts';
import { isSafeObjectPath } from './paths.ts';

/**
 * Where removals that failed are written down (table storage_orphans), so the sweeper retries
 * them later, also after a restart. Optional: without it the in-process retries are all there is.
 */
export interface OrphanLedger {
  record(area: StorageArea, what: { paths?: string[]; prefix?: string }): Promise<void>;
  clear(area: StorageArea, what: { paths?: string[]; prefix?: string }): Promise<void>;
}

/** The ledger in PostgreSQL; its own failures only log (the records are already committed). */
export function orphanLedger(sql: Sql, log: Logger): OrphanLedger {
  const safely = async (what: string, work: () => Promise<void>) => {
    try { await work(); } catch (err) { log.error(`${what} failed`, { error: String((err as Error)?.message ?? err) }); }
  };
  return {
    record: (area, { paths, prefix }) => safely('recording orphaned files', () => insertOrphans(sql, [
      ...(paths ?? []).map((path) => ({ area, path })),
      ...(prefix ? [{ area, prefix }] : []),
    ])),
    clear: (area, what) => safely('clearing orphaned files', () => deleteOrphansOf(sql, { area, ...what })),
  };
}

/**
 * The sweeper's part: retries every recorded removal that is due, in every storage area;
 * one that works is forgotten, one that fails waits twice as long. Returns how many went.
 */
export async function retryRecordedOrphans(sql: Sql, driver: StorageDriver, log: Logger): Promise<number> {
  let removed = 0;
  for (const row of await dueOrphans(sql, { limit: 500 })) {
    const area = row.area as StorageArea;
    try {
      if (row.path !== null) {
        if (isSafeObjectPath(row.path)) await driver.remove(area, [row.path]);
      } else if (row.prefix) {
        await driver.removePrefix(area, row.prefix);
      }
      await deleteOrphan(sql, { id: row.id });
      removed++;
    } catch (err) {
      log.warn('retrying an orphaned file failed', { area, attempts: row.attempts + 1, error: String((err as Error)?.message ?? err) });
      await postponeOrphan(sql, { id: row.id });
    }
  }
  if (removed) log.info('orphaned files removed by the sweeper', { count: removed });
  return removed;
}

/** Retry schedule for deleting files whose records are gone (ms before each retry). */
export const ORPHAN_RETRY_DELAYS_MS = [500, 2_000, 8_000, 30_000] as const;

/**
 * Deletes files whose database records were just deleted (e.g. a class's
 * submissions). The first attempt is awaited (so a normal request ends with the
 * files gone); if it fails, the error is logged and retried in the background
 * with backoff. Never throws: the records are already committed.
 */
export async function removeOrphanedFiles(
  driver: StorageDriver,
  area: StorageArea,
  paths: string[],
  log: Logger,
  delaysMs: readonly number[] = ORPHAN_RETRY_DELAYS_MS,
  ledger?: OrphanLedger,
): Promise<void> {
  const safe = paths.filter(isSafeObjectPath);
  if (safe.length !== paths.length) {
    log.warn('orphaned file paths skipped (invalid)', { area, skipped: paths.length - safe.length });
  }
  const valid = [...new Set(safe)];
  if (valid.length === 0) return;
  const attempt = async (n: number): Promise<boolean> => {
    try {
      await driver.remove(area, valid);
      if (n > 0) log.info('orphaned files removed after retry', { area, count: valid.length, attempt: n + 1 });
      return true;
    } catch (err) {
      const last = n >= delaysMs.length;
      log[last ? 'error' : 'warn']('removing orphaned files failed', {
        area, count: valid.length, attempt: n + 1, willRetry: !last, error: String((err as Error)?.message ?? err),
      });
      return false;
    }
  };
  if (await attempt(0)) return;
  await ledger?.record(area, { paths: valid });
  void (async () => {
    for (let n = 1; n <= delaysMs.length; n++) {
      // unref: pending retries never hold a shutting-down process open.
      await new Promise((resolve) => setTimeout(resolve, delaysMs[n - 1]).unref());
      if (await attempt(n)) return ledger?.clear(area, { paths: valid });
    }
  })();
}

/**
 * Removes every file under a prefix after the records are gone; like
 * removeOrphanedFiles, the first attempt is awaited and failures are retried
 * in the background with backoff. Never throws.
 */
export async function removeOrphanedPrefix(
  driver: StorageDriver,
  area: StorageArea,
  prefix: string,
  log: Logger,
  delaysMs: readonly number[] = ORPHAN_RETRY_DELAYS_MS,
  ledger?: OrphanLedger,
): Promise<void> {
  const attempt = async (n: number): Promise<boolean> => {
    try {
      await driver.removePrefix(area, prefix);
      return true;
    } catch (err) {
      const last = n >= delaysMs.length;
      log[last ? 'error' : 'warn']('removing orphaned folder failed', {
        area, prefix, attempt: n + 1, willRetry: !last, error: String((err as Error)?.message ?? err),
      });
      return false;
    }
  };
  if (await attempt(0)) return;
  await ledger?.record(area, { prefix });
  void (async () => {
    for (let n = 1; n <= delaysMs.length; n++) {
      await new Promise((resolve) => setTimeout(resolve, delaysMs[n - 1]).unref());
      if (await attempt(n)) return ledger?.clear(area, { prefix });
    }
  })();
}

/** Files left behind by deleted records: single paths and/or everything under a prefix. */
export interface Orphans { area: StorageArea; paths?: string[]; prefix?: string }

/** Removes orphans after a commit (the one shape services use with `afterCommit`); never throws. */
export type RemoveOrphans = (orphans: Orphans[]) => Promise<void>;

export function orphanRemover(driver: StorageDriver, log: Logger, ledger?: OrphanLedger, delaysMs: readonly number[] = ORPHAN_RETRY_DELAYS_MS): RemoveOrphans {
  return async (orphans) => {
    for (const { area, paths, prefix } of orphans) {
      if (paths?.length) await removeOrphanedFiles(driver, area, paths, log, delaysMs, ledger);
      if (prefix) await removeOrphanedPrefix(driver, area, prefix, log, delaysMs, ledger);
    }
  };
}
