import type { Sql } from '../client.ts';

/** LTI 1.3 rows (migration 00007): tool keys, platforms, login states, accounts, launches, score outbox. */

export interface ToolKeyRow { kid: string; private_jwk: Record<string, unknown>; public_jwk: Record<string, unknown>; created_at: Date; retired_at: Date | null }

export async function listToolKeys(sql: Sql, { overlapDays }: { overlapDays: number }): Promise<ToolKeyRow[]> {
  return sql<ToolKeyRow[]>`
    select kid, private_jwk, public_jwk, created_at, retired_at from lti_tool_keys
    where retired_at is null or retired_at > now() - make_interval(days => ${overlapDays})
    order by created_at desc`;
}

export async function currentToolKey(sql: Sql): Promise<ToolKeyRow | null> {
  const rows = await sql<ToolKeyRow[]>`
    select kid, private_jwk, public_jwk, created_at, retired_at from lti_tool_keys
    where retired_at is null order by created_at desc limit 1`;
  return rows[0] ?? null;
}

export async function insertToolKey(sql: Sql, k: { kid: string; privateJwk: object; publicJwk: object }): Promise<void> {
  await sql`insert into lti_tool_keys (kid, private_jwk, public_jwk) values (${k.kid}, ${sql.json(k.privateJwk as never)}, ${sql.json(k.publicJwk as never)})`;
}

export async function retireToolKeysExcept(sql: Sql, { kid }: { kid: string }): Promise<void> {
  await sql`update lti_tool_keys set retired_at = now() where retired_at is null and kid <> ${kid}`;
}

export interface PlatformRow {
  id: string; issuer: string; client_id: string; name: string | null;
  auth_url: string; token_url: string; jwks_url: string; deployment_ids: string[];
  registration: 'dynamic' | 'manual'; enabled: boolean; created_at: Date;
  /** The LMS's product (its platform configuration's product_family_code and version), where the registration came from. */
  product: string | null; registered_from: string | null; configuration_url: string | null;
  /** Deployments seen in verified launches, waiting for the admin; whether new ones are taken on at once. */
  pending_deployment_ids: string[]; auto_accept_deployments: boolean;
}
const PLATFORM_COLUMNS = 'id, issuer, client_id, name, auth_url, token_url, jwks_url, deployment_ids, registration, enabled, created_at, product, registered_from, configuration_url, pending_deployment_ids, auto_accept_deployments';

/** Most deployments (active and pending each) a registration holds: a launch cannot grow a row without bound. */
export const MAX_DEPLOYMENTS = 200;

/**
 * A verified launch's unknown deployment: taken on (auto-accept) or written down as pending. Returns whether it is
 * active now. Both lists stay deduplicated and bounded.
 */
export async function noteDeployment(sql: Sql, { id, deploymentId }: { id: string; deploymentId: string }): Promise<boolean> {
  const rows = await sql<{ active: boolean }[]>`
    update lti_platforms set
      deployment_ids = case when auto_accept_deployments and cardinality(deployment_ids) < ${MAX_DEPLOYMENTS} and not ${deploymentId} = any(deployment_ids)
        then deployment_ids || ${deploymentId}::text else deployment_ids end,
      pending_deployment_ids = case when not auto_accept_deployments and cardinality(pending_deployment_ids) < ${MAX_DEPLOYMENTS} and not ${deploymentId} = any(pending_deployment_ids)
        then pending_deployment_ids || ${deploymentId}::text else pending_deployment_ids end
    where id = ${id}
    returning ${deploymentId} = any(deployment_ids) as active`;
  return rows[0]?.active ?? false;
}

/** The admin adds (or confirms a pending) deployment: active, no longer pending. */
export async function addDeployment(sql: Sql, { id, deploymentId }: { id: string; deploymentId: string }): Promise<PlatformRow | null> {
  const rows = await sql<PlatformRow[]>`
    update lti_platforms set
      deployment_ids = case when ${deploymentId} = any(deployment_ids) then deployment_ids else deployment_ids || ${deploymentId}::text end,
      pending_deployment_ids = array_remove(pending_deployment_ids, ${deploymentId})
    where id = ${id} and cardinality(deployment_ids) < ${MAX_DEPLOYMENTS}
    returning ${sql.unsafe(PLATFORM_COLUMNS)}`;
  return rows[0] ?? null;
}

/** The admin removes a deployment (active or pending): its launches are refused from now on. */
export async function removeDeployment(sql: Sql, { id, deploymentId }: { id: string; deploymentId: string }): Promise<PlatformRow | null> {
  const rows = await sql<PlatformRow[]>`
    update lti_platforms set deployment_ids = array_remove(deployment_ids, ${deploymentId}),
      pending_deployment_ids = array_remove(pending_deployment_ids, ${deploymentId})
    where id = ${id}
    returning ${sql.unsafe(PLATFORM_COLUMNS)}`;
  return rows[0] ?? null;
}

export async function listPlatforms(sql: Sql): Promise<PlatformRow[]> {
  return sql<PlatformRow[]>`select ${sql.unsafe(PLATFORM_COLUMNS)} from lti_platforms order by created_at desc`;
}

/** The enabled platforms (the only ones that launch, frame lesson pages and are redirected to). */
export async function listEnabledPlatforms(sql: Sql): Promise<PlatformRow[]> {
  return sql<PlatformRow[]>`select ${sql.unsafe(PLATFORM_COLUMNS)} from lti_platforms where enabled order by created_at`;
}

export async function getPlatform(sql: Sql, { id }: { id: string }): Promise<PlatformRow | null> {
  const rows = await sql<PlatformRow[]>`select ${sql.unsafe(PLATFORM_COLUMNS)} from lti_platforms where id = ${id}`;
  return rows[0] ?? null;
}

/** Enabled platforms of an issuer (with that client id, when given). */
export async function findEnabledPlatforms(sql: Sql, { issuer, clientId }: { issuer: string; clientId?: string | null }): Promise<PlatformRow[]> {
  return sql<PlatformRow[]>`
    select ${sql.unsafe(PLATFORM_COLUMNS)} from lti_platforms
    where issuer = ${issuer} and enabled ${clientId ? sql`and client_id = ${clientId}` : sql``}`;
}

/** Whether any registration (enabled or not) of this issuer exists. */
export async function issuerKnown(sql: Sql, { issuer }: { issuer: string }): Promise<boolean> {
  return (await sql`select 1 from lti_platforms where issuer = ${issuer} limit 1`).length > 0;
}

/**
 * Inserts a new platform; null when one with the same issuer and client id exists. Never updates a row: a
 * registration cannot change another one (issue 33).
 */
export async function insertPlatform(sql: Sql, p: {
  issuer: string; clientId: string; name: string | null; authUrl: string; tokenUrl: string; jwksUrl: string;
  deploymentIds: string[]; registration: 'dynamic' | 'manual'; enabled: boolean;
  product?: string | null; registeredFrom?: string | null; configurationUrl?: string | null;
}): Promise<PlatformRow | null> {
  const rows = await sql<PlatformRow[]>`
    insert into lti_platforms (issuer, client_id, name, auth_url, token_url, jwks_url, deployment_ids, registration, enabled,
      product, registered_from, configuration_url)
    values (${p.issuer}, ${p.clientId}, ${p.name}, ${p.authUrl}, ${p.tokenUrl}, ${p.jwksUrl}, ${p.deploymentIds}, ${p.registration}, ${p.enabled},
      ${p.product ?? null}, ${p.registeredFrom ?? null}, ${p.configurationUrl ?? null})
    on conflict (issuer, client_id) do nothing
    returning ${sql.unsafe(PLATFORM_COLUMNS)}`;
  return rows[0] ?? null;
}

// ── Registration links ('Registrierungslink erzeugen') ─────────────────────

export async function insertRegistrationLink(sql: Sql, l: { tokenHash: string; createdBy: string; ttlHours: number }): Promise<{ expires_at: Date }> {
  const [row] = await sql<{ expires_at: Date }[]>`
    insert into lti_registration_links (token_hash, created_by, expires_at)
    values (${l.tokenHash}, ${l.createdBy}, now() + make_interval(hours => ${l.ttlHours}))
    returning expires_at`;
  return row!;
}

/** Takes a live, unused link for one registration (two requests with the same link: one gets it); null otherwise. */
export async function claimRegistrationLink(sql: Sql, { tokenHash }: { tokenHash: string }): Promise<{ id: string } | null> {
  const rows = await sql<{ id: string }[]>`
    update lti_registration_links set used_at = now()
    where token_hash = ${tokenHash} and used_at is null and expires_at > now()
    returning id`;
  return rows[0] ?? null;
}

/** Gives a claimed link back after a registration that failed before anything was stored (the LMS was down, say). */
export async function releaseRegistrationLink(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`update lti_registration_links set used_at = null where id = ${id} and platform_id is null`;
}

export async function recordLinkRegistration(sql: Sql, { id, platformId }: { id: string; platformId: string }): Promise<void> {
  await sql`update lti_registration_links set platform_id = ${platformId} where id = ${id}`;
}

// ── Deep-linked items ───────────────────────────────────────────────────────

/** Writes down an item handed to a platform through deep linking; its id goes into the link's custom parameters. */
export async function insertLink(sql: Sql, l: { platformId: string; itemKey: string; createdBy: string }): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into lti_links (platform_id, item_key, created_by) values (${l.platformId}, ${l.itemKey}, ${l.createdBy}) returning id`;
  return row!.id;
}

/** The item this tool linked under `id` for this platform, or null (another LMS's link, or none). */
export async function linkedItem(sql: Sql, { id, platformId }: { id: string; platformId: string }): Promise<string | null> {
  const rows = await sql<{ item_key: string }[]>`select item_key from lti_links where id = ${id} and platform_id = ${platformId}`;
  return rows[0]?.item_key ?? null;
}

export async function updatePlatform(sql: Sql, { id, enabled, autoAccept }: { id: string; enabled?: boolean; autoAccept?: boolean }): Promise<PlatformRow | null> {
  const rows = await sql<PlatformRow[]>`
    update lti_platforms set enabled = coalesce(${enabled ?? null}::boolean, enabled),
      auto_accept_deployments = coalesce(${autoAccept ?? null}::boolean, auto_accept_deployments)
    where id = ${id} returning ${sql.unsafe(PLATFORM_COLUMNS)}`;
  return rows[0] ?? null;
}

export async function deletePlatform(sql: Sql, { id }: { id: string }): Promise<boolean> {
  const rows = await sql`delete from lti_platforms where id = ${id} returning id`;
  return rows.length > 0;
}

export async function insertLoginState(sql: Sql, s: {
  stateHash: string; nonce: string; platformId: string; ttlSeconds: number;
  bindingHash: string; storageTarget: string | null; loginQuery: string;
}): Promise<void> {
  await sql`delete from lti_login_states where expires_at < now() - interval '1 hour'`;
  await sql`
    insert into lti_login_states (state_hash, nonce, platform_id, expires_at, binding_hash, storage_target, login_query)
    values (${s.stateHash}, ${s.nonce}, ${s.platformId}, now() + make_interval(secs => ${s.ttlSeconds}),
      ${s.bindingHash}, ${s.storageTarget}, ${s.loginQuery})`;
}

export interface LoginStateRow { nonce: string; platform_id: string; binding_hash: string | null; storage_target: string | null; login_query: string | null }

/** A live, unused login state (not using it up): what its browser must prove, and how. */
export async function getLoginState(sql: Sql, { stateHash }: { stateHash: string }): Promise<LoginStateRow | null> {
  const rows = await sql<LoginStateRow[]>`
    select nonce, platform_id, binding_hash, storage_target, login_query from lti_login_states
    where state_hash = ${stateHash} and used_at is null and expires_at > now()`;
  return rows[0] ?? null;
}

/** Uses up a login state: its nonce and platform, or null when unknown, already used or expired. */
export async function consumeLoginState(sql: Sql, { stateHash }: { stateHash: string }) {
  const rows = await sql<{ nonce: string; platform_id: string }[]>`
    update lti_login_states set used_at = now()
    where state_hash = ${stateHash} and used_at is null and expires_at > now()
    returning nonce, platform_id`;
  return rows[0] ?? null;
}

export async function getLtiAccount(sql: Sql, { issuer, sub }: { issuer: string; sub: string }) {
  const rows = await sql<{ user_id: string }[]>`select user_id from lti_accounts where issuer = ${issuer} and sub = ${sub}`;
  return rows[0]?.user_id ?? null;
}

/** A new account without e-mail or password (an LTI account) with its profile. */
export async function insertLtiAccount(sql: Sql, a: {
  issuer: string; sub: string; role: 'teacher' | 'student'; firstName: string | null; lastName: string | null; displayName: string | null;
}): Promise<string> {
  const metadata = { role: a.role, first_name: a.firstName ?? undefined, last_name: a.lastName ?? undefined, display_name: a.displayName ?? undefined, lti: true };
  const [user] = await sql<{ id: string }[]>`
    insert into auth_users (email, password_hash, user_metadata, email_confirmed_at)
    values (null, '!lti', ${sql.json(metadata)}, null) returning id`;
  await sql`
    insert into user_profiles (id, role, first_name, last_name, display_name, email)
    values (${user!.id}, ${a.role}, ${a.firstName}, ${a.lastName}, ${a.displayName}, null)`;
  await sql`insert into lti_accounts (issuer, sub, user_id) values (${a.issuer}, ${a.sub}, ${user!.id})`;
  return user!.id;
}

export interface LaunchRow {
  id: string; platform_id: string; user_id: string; sub: string; kind: 'resource' | 'deep_link'; deployment_id: string;
  game_key: string | null; line_item_url: string | null; score_maximum: string | null;
  deep_link_return_url: string | null; deep_link_data: string | null; expires_at: Date;
  /** The lesson a lesson link's launch is for (game_key then names its graded game, if any). */
  lesson_id: string | null;
  /** Milliseconds since the launch (the longest a round played in it can have run). */
  elapsed_ms: number;
  /** A game launch's seed from the server: its play page plays it, its grade needs a round of it (null: none, a lesson). */
  seed: number | null;
}
const LAUNCH_COLUMNS = `id, platform_id, user_id, sub, kind, deployment_id, game_key, line_item_url, score_maximum, deep_link_return_url, deep_link_data, expires_at, lesson_id,
  (extract(epoch from now() - created_at) * 1000)::float8 as elapsed_ms, seed::float8 as seed`;

export async function insertLaunch(sql: Sql, l: {
  platformId: string; userId: string; sub: string; kind: 'resource' | 'deep_link'; deploymentId: string;
  gameKey: string | null; lineItemUrl: string | null; scoreMaximum: number | null;
  deepLinkReturnUrl: string | null; deepLinkData: string | null; codeHash: string; codeTtlSeconds: number; ttlHours: number;
  resourceLinkId?: string | null; lessonId?: string | null; seed?: number | null;
}): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into lti_launches (platform_id, user_id, sub, kind, deployment_id, game_key, line_item_url, score_maximum,
      deep_link_return_url, deep_link_data, code_hash, code_expires_at, expires_at, resource_link_id, lesson_id, seed)
    values (${l.platformId}, ${l.userId}, ${l.sub}, ${l.kind}, ${l.deploymentId}, ${l.gameKey}, ${l.lineItemUrl}, ${l.scoreMaximum},
      ${l.deepLinkReturnUrl}, ${l.deepLinkData}, ${l.codeHash}, now() + make_interval(secs => ${l.codeTtlSeconds}),
      now() + make_interval(hours => ${l.ttlHours}), ${l.resourceLinkId ?? null}, ${l.lessonId ?? null}, ${l.seed ?? null})
    returning id`;
  return row!.id;
}

/** A launch by its unused, live one-time code (not using it up), with its platform's issuer. */
export async function launchByCode(sql: Sql, { codeHash }: { codeHash: string }) {
  const rows = await sql<(LaunchRow & { issuer: string })[]>`
    select l.id, l.platform_id, l.user_id, l.sub, l.kind, l.deployment_id, l.game_key, l.line_item_url, l.score_maximum,
      l.deep_link_return_url, l.deep_link_data, l.expires_at, l.lesson_id, (extract(epoch from now() - l.created_at) * 1000)::float8 as elapsed_ms,
      l.seed::float8 as seed, p.issuer
    from lti_launches l join lti_platforms p on p.id = l.platform_id
    where l.code_hash = ${codeHash} and l.code_used_at is null and l.code_expires_at > now() and l.expires_at > now()`;
  return rows[0] ?? null;
}

/**
 * Ties an LMS user (issuer, sub) to an existing platform account instead of the one their first launch
 * created, and moves the launch to it; false when that account is tied to another LMS user already.
 */
export async function relinkLtiAccount(sql: Sql, a: { issuer: string; sub: string; userId: string; launchId: string }): Promise<boolean> {
  const taken = await sql`select 1 from lti_accounts where user_id = ${a.userId} and not (issuer = ${a.issuer} and sub = ${a.sub})`;
  if (taken.length > 0) return false;
  await sql`update lti_accounts set user_id = ${a.userId} where issuer = ${a.issuer} and sub = ${a.sub}`;
  await sql`update lti_launches set user_id = ${a.userId} where id = ${a.launchId}`;
  return true;
}

/** Uses up a launch's one-time code: the launch, or null when unknown, used or expired. */
export async function consumeLaunchCode(sql: Sql, { codeHash }: { codeHash: string }): Promise<LaunchRow | null> {
  const rows = await sql<LaunchRow[]>`
    update lti_launches set code_used_at = now()
    where code_hash = ${codeHash} and code_used_at is null and code_expires_at > now() and expires_at > now()
    returning ${sql.unsafe(LAUNCH_COLUMNS)}`;
  return rows[0] ?? null;
}

/** A live (not expired) launch. */
export async function getLaunch(sql: Sql, { id }: { id: string }): Promise<LaunchRow | null> {
  const rows = await sql<LaunchRow[]>`select ${sql.unsafe(LAUNCH_COLUMNS)} from lti_launches where id = ${id} and expires_at > now()`;
  return rows[0] ?? null;
}

/** A game block of the launch's lesson (its stored content), or null when the lesson holds no such game block. */
export async function gameBlockOfLesson(sql: Sql, { lessonId, blockId }: { lessonId: string; blockId: string }): Promise<{ id: string; content: unknown } | null> {
  const rows = await sql<{ id: string; content: unknown }[]>`
    select b.id, b.content from lesson_blocks lb join blocks b on b.id = lb.block_id
    where lb.lesson_id = ${lessonId} and b.id = ${blockId} and b.type = 'game'`;
  return rows[0] ?? null;
}

/** A round of a game block in a lesson an LMS launched: the seed its game plays (the server's). */
export async function insertLessonRound(sql: Sql, r: { launchId: string; blockId: string; seed: number }): Promise<{ id: string; seed: number }> {
  const [row] = await sql<{ id: string; seed: number }[]>`
    insert into lti_lesson_rounds (launch_id, block_id, seed) values (${r.launchId}, ${r.blockId}, ${r.seed})
    returning id, seed::float8 as seed`;
  return row!;
}

/** Rounds drawn in a launch in the last `seconds` (a browser cannot show real games more often). */
export async function countRecentLessonRounds(sql: Sql, { launchId, seconds }: { launchId: string; seconds: number }): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from lti_lesson_rounds where launch_id = ${launchId} and created_at > now() - make_interval(secs => ${seconds})`;
  return row!.n;
}

/** A launch's lesson round with its seed, its block's stored content and the ms since it was drawn; null when not the launch's. */
export async function getLessonRound(sql: Sql, { id, launchId }: { id: string; launchId: string }) {
  const rows = await sql<{ id: string; seed: number; block_content: unknown; elapsed_ms: number }[]>`
    select r.id, r.seed::float8 as seed, b.content as block_content, (extract(epoch from now() - r.created_at) * 1000)::float8 as elapsed_ms
    from lti_lesson_rounds r join blocks b on b.id = r.block_id
    where r.id = ${id} and r.launch_id = ${launchId}`;
  return rows[0] ?? null;
}

export interface OutboxRow { id: string; platform_id: string; line_item_url: string; payload: Record<string, unknown>; attempts: number }

/**
 * Stores a score for sending; null when the round (`roundKey`) of this launch is enqueued already
 * (a result reported twice is sent once).
 */
export async function insertOutboxScore(sql: Sql, s: {
  platformId: string; launchId: string | null; lineItemUrl: string; payload: object; roundKey?: string | null; verified?: boolean;
}): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`
    insert into lti_score_outbox (platform_id, launch_id, line_item_url, payload, round_key, verified)
    values (${s.platformId}, ${s.launchId}, ${s.lineItemUrl}, ${sql.json(s.payload as never)}, ${s.roundKey ?? null}, ${s.verified ?? false})
    on conflict (launch_id, round_key) where round_key is not null do nothing
    returning id`;
  return row?.id ?? null;
}

/** A verified result of an LMS activity (resource link) and whether it reached the gradebook. */
export interface LinkResultRow {
  id: string; first_name: string | null; last_name: string | null; display_name: string | null;
  payload: { scoreGiven?: number; scoreMaximum?: number }; created_at: Date; sent_at: Date | null; attempts: number; last_error: string | null;
  refused_at: Date | null;
}

/** Every score of the activity `resourceLinkId` of a platform, newest first (at most 500). */
export async function resultsOfResourceLink(sql: Sql, { platformId, resourceLinkId }: { platformId: string; resourceLinkId: string }) {
  return sql<LinkResultRow[]>`
    select o.id, p.first_name, p.last_name, p.display_name, o.payload, o.created_at, o.sent_at, o.attempts, o.last_error, o.refused_at
    from lti_score_outbox o
    join lti_launches l on l.id = o.launch_id
    left join user_profiles p on p.id = l.user_id
    where l.platform_id = ${platformId} and l.resource_link_id = ${resourceLinkId}
    order by o.created_at desc, o.id desc
    limit 500`;
}

/** Delivery state of a launch's scores, newest first (the play page and the tests read it). */
export async function outboxOfLaunch(sql: Sql, { launchId }: { launchId: string }) {
  return sql<{ id: string; sent_at: Date | null; attempts: number; payload: Record<string, unknown> }[]>`
    select id, sent_at, attempts, payload from lti_score_outbox where launch_id = ${launchId} order by id desc`;
}

/** Locks the next due, unsent score (skipping rows another sender holds); call inside a transaction. */
export async function lockNextDueScore(sql: Sql): Promise<OutboxRow | null> {
  const rows = await sql<OutboxRow[]>`
    select id, platform_id, line_item_url, payload, attempts from lti_score_outbox
    where sent_at is null and refused_at is null and next_attempt_at <= now()
    order by next_attempt_at, id limit 1
    for update skip locked`;
  return rows[0] ?? null;
}

export async function markScoreSent(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`update lti_score_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${id}`;
}

/** The LMS refused the score for good: kept with its answer, never sent again. */
export async function markScoreRefused(sql: Sql, { id, error }: { id: string; error: string }): Promise<void> {
  await sql`update lti_score_outbox set attempts = attempts + 1, last_error = ${error.slice(0, 1000)}, refused_at = now() where id = ${id}`;
}

export async function markScoreFailed(sql: Sql, { id, error, retryInSeconds }: { id: string; error: string; retryInSeconds: number }): Promise<void> {
  await sql`
    update lti_score_outbox set attempts = attempts + 1, last_error = ${error.slice(0, 1000)},
      next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
    where id = ${id}`;
}

/** The tool's own line item of a resource link (found or created once, AGS), or null. */
export async function toolLineItem(sql: Sql, { platformId, resourceLinkId }: { platformId: string; resourceLinkId: string }): Promise<string | null> {
  const rows = await sql<{ url: string }[]>`select url from lti_line_items where platform_id = ${platformId} and resource_link_id = ${resourceLinkId}`;
  return rows[0]?.url ?? null;
}

export async function saveToolLineItem(sql: Sql, l: { platformId: string; resourceLinkId: string; url: string }): Promise<void> {
  await sql`
    insert into lti_line_items (platform_id, resource_link_id, url) values (${l.platformId}, ${l.resourceLinkId}, ${l.url})
    on conflict (platform_id, resource_link_id) do nothing`;
}
