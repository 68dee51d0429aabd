import postgres from 'postgres';

/** The postgres.js connection pool type used across the API. */
export type Sql = postgres.Sql<Record<string, never>>;

/**
 * The one place that creates a postgres.js pool. Tagged templates only;
 * multi-step writes go through `sql.begin`.
 */
export function createSql(url: string, options: { max?: number; applicationName?: string } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: options.applicationName ?? 'lernplattform-api' },
    transform: { undefined: null },
  }) as unknown as Sql;
}
