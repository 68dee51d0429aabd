import type { Sql } from '../db/client.ts';
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
  const rows = await sql<{ id: string; storage_path: string }[]>`
    delete from media_files m
    where m.file_type in ('class_image', 'lesson_image')
      and m.storage_path is not null
      and m.created_at < now() - make_interval(hours => ${GRACE_HOURS})
      and not exists (select 1 from classes c where position(m.storage_path in c.picture_url) > 0)
      and not exists (select 1 from lessons l where position(m.storage_path in l.picture_url) > 0)
    returning m.id, m.storage_path`;
  if (rows.length) {
    await removeOrphanedFiles(storage, 'content', rows.map((r) => r.storage_path), log);
    log.info('unused pictures removed', { count: rows.length });
  }
  return rows.length;
}
