import type { Sql } from './client.ts';

/** Registers work that must wait until the transaction has committed (e.g. removing files of deleted records). */
export type AfterCommit = (task: () => Promise<void>) => void;

/**
 * Runs `work` in one transaction; the tasks it registers with `afterCommit` run
 * in order once the commit succeeded, and never when it rolled back. Tasks must
 * not throw (the data is already committed): file removal logs and retries on its own.
 */
export async function inTransaction<T>(sql: Sql, work: (tx: Sql, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const tasks: (() => Promise<void>)[] = [];
  // postgres.js types a transaction as TransactionSql, which lost the call signature; it is the same tagged function.
  const result = await sql.begin((tx) => work(tx as unknown as Sql, (task) => tasks.push(task)));
  for (const task of tasks) await task();
  return result as T;
}
