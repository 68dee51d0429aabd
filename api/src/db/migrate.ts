import path from 'node:path';
import { fileURLToPath } from 'node:url';
import shift from 'postgres-shift';
import type { Sql } from './client.ts';
import { ADVISORY_LOCKS } from './advisory-locks.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies pending versioned SQL migrations (postgres-shift, one transaction).
 * A session-level advisory lock on a reserved connection makes concurrently
 * starting instances wait for each other instead of racing.
 */
export async function migrate(sql: Sql, log: (msg: string) => void = () => {}): Promise<void> {
  const lock = await sql.reserve();
  try {
    await lock`select pg_advisory_lock(${ADVISORY_LOCKS.migrations})`;
    await shift({
      sql,
      path: MIGRATIONS_DIR,
      before: ({ migration_id, name }: { migration_id: number; name: string }) =>
        log(`migration ${migration_id} ${name}`),
    });
  } finally {
    await lock`select pg_advisory_unlock(${ADVISORY_LOCKS.migrations})`.catch(() => {});
    lock.release();
  }
}
