import postgres from 'postgres';

/** The postgres.js connection pool type used across the API. */
export type Sql = postgres.Sql<Record<string, never>>;

/**
 * Seconds before reconnecting after `retries` failed connection attempts: 0.05, 0.1, 0.2 … at most
 * 0.5 s (with jitter). postgres.js's default grows to 20 s, so after a database outage the pool
 * would stay away long after PostgreSQL is back while requests wait in its queue; short retries
 * keep answering 503 quickly during the outage and serve again within a second of its end.
 */
export const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5) * (0.75 + Math.random() / 2);

/**
 * The one place that creates a postgres.js pool. Tagged templates only;
 * multi-step writes go through `sql.begin`. Connection failures reject the waiting queries
 * (mapped to 503 DATABASE_UNAVAILABLE by the error handler); the pool reconnects by itself.
 */
export function createSql(url: string, options: { max?: number; applicationName?: string } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    backoff: reconnectBackoff,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? 'lernplattform-api' },
    transform: { undefined: null },
  }) as unknown as Sql;
}
