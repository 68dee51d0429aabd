import { z } from '@hono/zod-openapi';
import { GAME_RESULT_KEYS } from './games.ts';

/**
 * The game registry as the admin screen 'Spiele' sees and changes it (issue 24). The
 * manifest the shell reads (/federation-manifest.json) is another view of the same rows.
 */

/**
 * Stable codes of the game registry's refusals (their messages are German reasons the admin screen
 * shows as they are). Kept here, server-side and in the admin area only, so the shared ErrorCode
 * object every front-end bundles does not grow.
 */
export const GameRegistryErrorCode = {
  /** Game registry: a game with that key or federation name exists already (409). */
  GAME_EXISTS: 'GAME_EXISTS',
  /** Game registry: the game has a version with that label already (409). */
  GAME_VERSION_EXISTS: 'GAME_VERSION_EXISTS',
  /** Game registry: no such version of the game (404). */
  GAME_VERSION_NOT_FOUND: 'GAME_VERSION_NOT_FOUND',
  /** The game was switched off by an admin ('Deaktivieren'): no new rounds, not in pickers (409). */
  GAME_DISABLED: 'GAME_DISABLED',
  /** 'Prüfen': the bundle cannot be fetched (unreachable, not 200) (422). */
  GAME_BUNDLE_UNREACHABLE: 'GAME_BUNDLE_UNREACHABLE',
  /** 'Prüfen': the bundle sends no CORS header the shell's origin could use (422). */
  GAME_BUNDLE_NO_CORS: 'GAME_BUNDLE_NO_CORS',
  /** 'Prüfen': the manifest is no Module Federation manifest (422). */
  GAME_BUNDLE_INVALID: 'GAME_BUNDLE_INVALID',
  /** 'Prüfen': the bundle does not expose './Game' (422). */
  GAME_BUNDLE_NO_GAME: 'GAME_BUNDLE_NO_GAME',
  /** 'Prüfen': the bundle's shared React range does not fit the shell's React (422). */
  GAME_BUNDLE_REACT_MISMATCH: 'GAME_BUNDLE_REACT_MISMATCH',
  /** 'Prüfen': the bundle's contract version is not one the platform supports (422). */
  GAME_CONTRACT_UNSUPPORTED: 'GAME_CONTRACT_UNSUPPORTED',
  /** A sandboxed game needs its standalone page (embed URL) (400). */
  GAME_EMBED_MISSING: 'GAME_EMBED_MISSING',
} as const;
export type GameRegistryErrorCode = (typeof GameRegistryErrorCode)[keyof typeof GameRegistryErrorCode];

/** Contract versions of @lernplattform/game-contract the platform can host. */
export const SUPPORTED_CONTRACT_VERSIONS = [1] as const;
export const TRUST_LEVELS = ['trusted', 'sandboxed'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];
export const GAME_FAILURE_KINDS = ['load', 'mount', 'integrity'] as const;
export type GameFailureKind = (typeof GAME_FAILURE_KINDS)[number];

export const GameVersionSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  entry_url: z.string(),
  embed_url: z.string().nullable(),
  integrity: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  activated_at: z.string().nullable(),
  activated_by: z.string().nullable(),
  /** Failed loads the shell reported for this version in the last 24 h, by kind. */
  failures_24h: z.object({ load: z.number().int(), mount: z.number().int(), integrity: z.number().int() }),
}).openapi('GameVersion');

export const GameRegistryEntrySchema = z.object({
  key: z.string(),
  title: z.string(),
  provider: z.string(),
  federation_name: z.string(),
  quiz_id: z.string().nullable(),
  result_keys: z.array(z.string()),
  contract_version: z.number().int(),
  trust_level: z.enum(TRUST_LEVELS),
  in_lessons: z.boolean(),
  built_in: z.boolean(),
  enabled: z.boolean(),
  versions: z.array(GameVersionSchema),
}).openapi('GameRegistryEntry');

export const GameRegistryListSchema = z.object({ games: z.array(GameRegistryEntrySchema) }).openapi('GameRegistryList');

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

export const GameInspectInputSchema = z.object({
  /** The bundle's mf-manifest.json or its remoteEntry.js. */
  manifest_url: httpUrl,
}).openapi('GameInspectInput');

/** What 'Prüfen' found (nothing is saved). */
export const GameInspectionSchema = z.object({
  manifest_url: z.string(),
  entry_url: z.string(),
  federation_name: z.string(),
  /** A title the bundle names for itself, if any. */
  title: z.string().nullable(),
  /** The quiz id the build names (the SDK writes it); the game is registered with it. */
  quiz_id: z.string().nullable(),
  react_range: z.string(),
  contract_version: z.number().int(),
  integrity: z.string(),
  /** The standalone page beside the bundle, when the bundle names one. */
  embed_url: z.string().nullable(),
  checks: z.array(z.object({ label: z.string(), ok: z.boolean() })),
}).openapi('GameInspection');

const gameKey = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'key: lowercase letters, digits and dashes');
const label = z.string().trim().min(1).max(100);
const resultKeys = z.array(z.enum(GAME_RESULT_KEYS)).min(1).max(GAME_RESULT_KEYS.length);

export const GameCreateInputSchema = z.object({
  key: gameKey,
  title: z.string().trim().min(1).max(200),
  provider: z.string().trim().min(1).max(200),
  quiz_id: z.string().trim().regex(/^[A-Z0-9_]{1,120}$/, 'quiz_id: capital letters, digits and underscores'),
  result_keys: resultKeys.default([...GAME_RESULT_KEYS]),
  trust_level: z.enum(TRUST_LEVELS).default('trusted'),
  manifest_url: httpUrl,
  /** Required for sandboxed games: the bundle's standalone page. */
  embed_url: httpUrl.optional(),
  label: label.default('1.0.0'),
}).openapi('GameCreateInput');
export type GameCreateInput = z.infer<typeof GameCreateInputSchema>;

export const GameVersionInputSchema = z.object({
  manifest_url: httpUrl,
  embed_url: httpUrl.optional(),
  label,
  /** Make it the active version right away (default: no; 'Aktivieren' later). */
  activate: z.boolean().default(false),
}).openapi('GameVersionInput');
export type GameVersionInput = z.infer<typeof GameVersionInputSchema>;

export const GameUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  trust_level: z.enum(TRUST_LEVELS).optional(),
}).openapi('GameUpdate');

export const GameFailureReportSchema = z.object({
  game_key: z.string().min(1).max(63),
  /** The version id the manifest named, when known. */
  version: z.uuid().optional(),
  kind: z.enum(GAME_FAILURE_KINDS),
}).openapi('GameFailureReport');
export type GameRegistryEntry = z.infer<typeof GameRegistryEntrySchema>;
export type GameInspection = z.infer<typeof GameInspectionSchema>;
