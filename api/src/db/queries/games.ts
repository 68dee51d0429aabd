import type { Sql } from '../client.ts';

/** The game registry (migration 00012): games, their versions (one active) and reported load failures. */

export type TrustLevel = 'trusted' | 'sandboxed';
export type FailureKind = 'load' | 'mount' | 'integrity';

export interface GameRow {
  key: string; title: string; provider: string; federation_name: string; aliases: string[];
  game_type: string; quiz_id: string | null; result_keys: string[]; contract_version: number;
  trust_level: TrustLevel; in_lessons: boolean; built_in: boolean; enabled: boolean; created_at: Date;
}
export interface GameVersionRow {
  id: string; game_key: string; label: string; entry_url: string; embed_url: string | null; integrity: string | null;
  /** The entry among the files taken into the platform's keeping (game_version_files); null: loaded from entry_url. */
  entry_path: string | null;
  created_by: string | null; created_at: Date; activated_by: string | null; activated_at: Date | null; active: boolean;
  created_by_name: string | null; activated_by_name: string | null;
}

const GAME_COLUMNS = 'key, title, provider, federation_name, aliases, game_type, quiz_id, result_keys, contract_version, trust_level, in_lessons, built_in, enabled, created_at';

export async function listGames(sql: Sql): Promise<GameRow[]> {
  return sql<GameRow[]>`select ${sql.unsafe(GAME_COLUMNS)} from games order by built_in, title`;
}

export async function getGame(sql: Sql, { key }: { key: string }): Promise<GameRow | null> {
  const rows = await sql<GameRow[]>`select ${sql.unsafe(GAME_COLUMNS)} from games where key = ${key}`;
  return rows[0] ?? null;
}

/** Locks the game's row for a change of its versions (add, activate). */
export async function lockGame(sql: Sql, { key }: { key: string }): Promise<GameRow | null> {
  const rows = await sql<GameRow[]>`select ${sql.unsafe(GAME_COLUMNS)} from games where key = ${key} for update`;
  return rows[0] ?? null;
}

export async function listVersions(sql: Sql): Promise<GameVersionRow[]> {
  return sql<GameVersionRow[]>`
    select v.*, cp.display_name as created_by_name, ap.display_name as activated_by_name
    from game_versions v
    left join user_profiles cp on cp.id = v.created_by
    left join user_profiles ap on ap.id = v.activated_by
    order by v.game_key, v.created_at desc, v.label desc`;
}

export async function getVersion(sql: Sql, { id, gameKey }: { id: string; gameKey: string }): Promise<GameVersionRow | null> {
  const rows = await sql<GameVersionRow[]>`
    select v.*, null as created_by_name, null as activated_by_name from game_versions v where id = ${id} and game_key = ${gameKey}`;
  return rows[0] ?? null;
}

export async function insertGame(sql: Sql, g: {
  key: string; title: string; provider: string; federationName: string; quizId: string; resultKeys: string[];
  contractVersion: number; trustLevel: TrustLevel; createdBy: string;
}): Promise<void> {
  await sql`
    insert into games (key, title, provider, federation_name, game_type, quiz_id, result_keys, contract_version, trust_level, in_lessons, built_in, created_by)
    values (${g.key}, ${g.title}, ${g.provider}, ${g.federationName}, 'custom', ${g.quizId}, ${g.resultKeys}, ${g.contractVersion}, ${g.trustLevel}, true, false, ${g.createdBy})`;
}

export async function insertVersion(sql: Sql, v: {
  gameKey: string; label: string; entryUrl: string; embedUrl: string | null; integrity: string | null; createdBy: string; active: boolean;
  /** The files taken into the platform's keeping (bundle-files.ts), with the entry's path among them. */
  files?: { entryPath: string; list: { path: string; sha256: string; size: number; contentType: string }[] };
}): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into game_versions (game_key, label, entry_url, embed_url, integrity, created_by, active, activated_by, activated_at, entry_path)
    values (${v.gameKey}, ${v.label}, ${v.entryUrl}, ${v.embedUrl}, ${v.integrity}, ${v.createdBy}, ${v.active},
            ${v.active ? v.createdBy : null}, ${v.active ? sql`now()` : null}, ${v.files?.entryPath ?? null})
    returning id`;
  if (v.files) await insertVersionFiles(sql, row!.id, v.files.list);
  return row!.id;
}

type VersionFile = { path: string; sha256: string; size: number; contentType: string };

async function insertVersionFiles(sql: Sql, versionId: string, list: VersionFile[]): Promise<void> {
  if (list.length === 0) return;
  await sql`insert into game_version_files ${sql(list.map((f) => ({
    version_id: versionId, path: f.path, sha256: f.sha256, size: f.size, content_type: f.contentType,
  })))}`;
}

/** Takes an earlier version's files in (it loaded from its studio until now): its files and the entry among them. */
export async function setVersionFiles(sql: Sql, f: { versionId: string; entryPath: string; list: VersionFile[] }): Promise<void> {
  await sql`delete from game_version_files where version_id = ${f.versionId}`;
  await insertVersionFiles(sql, f.versionId, f.list);
  await sql`update game_versions set entry_path = ${f.entryPath} where id = ${f.versionId}`;
}

/** A taken-in file of a version (null: no such file, or the version took none in). */
export async function getVersionFile(sql: Sql, { versionId, path }: { versionId: string; path: string }) {
  const rows = await sql<{ sha256: string; size: number; content_type: string }[]>`
    select sha256, size, content_type from game_version_files where version_id = ${versionId} and path = ${path}`;
  return rows[0] ?? null;
}

/** Makes one version the active one of its game (call with the game locked). */
export async function activateVersion(sql: Sql, { gameKey, id, by }: { gameKey: string; id: string; by: string }): Promise<void> {
  await sql`update game_versions set active = false where game_key = ${gameKey} and active and id <> ${id}`;
  await sql`update game_versions set active = true, activated_by = ${by}, activated_at = now() where id = ${id} and game_key = ${gameKey}`;
}

export async function updateGame(sql: Sql, { key, enabled, trustLevel }: { key: string; enabled?: boolean; trustLevel?: TrustLevel }): Promise<void> {
  if (enabled !== undefined) await sql`update games set enabled = ${enabled} where key = ${key}`;
  if (trustLevel !== undefined) await sql`update games set trust_level = ${trustLevel} where key = ${key}`;
}

export async function insertFailure(sql: Sql, f: { gameKey: string; versionId: string | null; kind: FailureKind }): Promise<void> {
  await sql`insert into game_load_failures (game_key, version_id, kind) values (${f.gameKey}, ${f.versionId}, ${f.kind})`;
}

/** Failed loads per version in the last 24 hours. */
export async function recentFailures(sql: Sql): Promise<Map<string, { load: number; mount: number; integrity: number }>> {
  const rows = await sql<{ version_id: string; kind: FailureKind; n: number }[]>`
    select version_id, kind, count(*)::int as n from game_load_failures
    where created_at > now() - interval '24 hours' and version_id is not null
    group by version_id, kind`;
  const counts = new Map<string, { load: number; mount: number; integrity: number }>();
  for (const row of rows) {
    const entry = counts.get(row.version_id) ?? { load: 0, mount: 0, integrity: 0 };
    entry[row.kind] = row.n;
    counts.set(row.version_id, entry);
  }
  return counts;
}

/** Old failure reports (older than a week) go. */
export async function deleteOldFailures(sql: Sql): Promise<number> {
  const rows = await sql`delete from game_load_failures where created_at < now() - interval '7 days' returning id`;
  return rows.length;
}
