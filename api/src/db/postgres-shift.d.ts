// postgres-shift ships no types; this is the part we use.
declare module 'postgres-shift' {
  interface Migration { migration_id: number; name: string; path: string; file: string }
  export default function shift(options: {
    sql: unknown;
    path?: string;
    before?: ((m: Migration) => void) | null;
    after?: ((m: Migration) => void) | null;
  }): Promise<void>;
}
