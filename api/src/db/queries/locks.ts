import type { Sql } from '../client.ts';
import { ADVISORY_LOCKS, type AdvisoryLock } from '../advisory-locks.ts';

/** Takes a transaction-scoped advisory lock (released at commit or rollback); call it inside a transaction. */
export async function lockForTransaction(tx: Sql, lock: AdvisoryLock): Promise<void> {
  await tx`select pg_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`;
}
