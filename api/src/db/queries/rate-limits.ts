import type { Sql } from '../client.ts';

/**
 * Counts one hit in a fixed window: a new window starts when the old one has
 * ended. Returns the hits in the current window (this one included) and when it ends.
 */
export async function hit(sql: Sql, { key, windowSeconds }: { key: string; windowSeconds: number }) {
  const [row] = await sql<{ hits: number; reset_at: Date }[]>`
    insert into rate_limit_hits (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning hits, reset_at`;
  return row!;
}

/** The hits of a window that has not ended yet (0 when there is none). */
export async function currentHits(sql: Sql, { key }: { key: string }) {
  const rows = await sql<{ hits: number; reset_at: Date }[]>`
    select hits, reset_at from rate_limit_hits where key = ${key} and reset_at > now()`;
  return rows[0] ?? { hits: 0, reset_at: null };
}

/** Takes back one hit (a request that in the end did not count, e.g. a successful one). */
export async function unhit(sql: Sql, { key }: { key: string }) {
  await sql`update rate_limit_hits set hits = greatest(hits - 1, 0) where key = ${key}`;
}

/** Windows that have ended are worth nothing: the sweeper deletes them. */
export async function deleteExpired(sql: Sql): Promise<number> {
  const rows = await sql`delete from rate_limit_hits where reset_at <= now() returning 1`;
  return rows.length;
}

/** Every counter that names one of these key parts (hashed), e.g. a deleted user's id and e-mail. */
export async function deleteByParts(sql: Sql, { parts }: { parts: string[] }): Promise<void> {
  if (parts.length === 0) return;
  await sql`delete from rate_limit_hits where key like any(${parts.map((p) => `%:${p}%`)})`;
}
