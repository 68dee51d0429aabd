import type { Sql } from '../client.ts';

export interface StorageOrphanRow { id: string; area: string; path: string | null; prefix: string | null; attempts: number }

/** Remembers files (or a folder) whose removal failed, for the sweeper. */
export async function insertOrphans(sql: Sql, rows: { area: string; path?: string; prefix?: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({ area: r.area, path: r.path ?? null, prefix: r.prefix ?? null }));
  await sql`insert into storage_orphans ${sql(values, 'area', 'path', 'prefix')}`;
}

/** Forgets orphans that are gone after all (a retry in the same process succeeded). */
export async function deleteOrphansOf(sql: Sql, { area, paths, prefix }: { area: string; paths?: string[]; prefix?: string }): Promise<void> {
  if (paths?.length) await sql`delete from storage_orphans where area = ${area} and path = any(${paths})`;
  if (prefix) await sql`delete from storage_orphans where area = ${area} and prefix = ${prefix}`;
}

/** Orphans whose next try is due, oldest first. */
export async function dueOrphans(sql: Sql, { limit }: { limit: number }): Promise<StorageOrphanRow[]> {
  return sql<StorageOrphanRow[]>`
    select id::text, area, path, prefix, attempts from storage_orphans
    where next_attempt_at <= now() order by next_attempt_at limit ${limit}`;
}

export async function deleteOrphan(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`delete from storage_orphans where id = ${id}`;
}

/** One more failed try: the next waits twice as long (1 min … 1 day). */
export async function postponeOrphan(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`
    update storage_orphans set attempts = attempts + 1,
      next_attempt_at = now() + least(interval '1 day', interval '1 minute' * power(2, least(attempts, 20)))
    where id = ${id}`;
}
