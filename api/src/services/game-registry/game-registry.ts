import {
  AppError, ErrorCode, GameRegistryErrorCode,
  type GameCreateInput, type GameFailureKind, type GameRegistryEntry, type GameVersionInput, type TrustLevel,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import type { Sql } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import * as q from '../../db/queries/games.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { GameManifestEntry } from '../../contract/federation-manifest.ts';
import type { Logger } from '../../logger.ts';
import { presentRegistryGame } from '../../presenters.ts';
import { authorize, found } from '../authorization.ts';
import type { OutboundFetch } from '../../outbound/outbound-client.ts';
import type { StorageDriver } from '../../storage/index.ts';
import { bundleObjectPath, takeInBundle, type TakenBundle } from './bundle-files.ts';
import { inspectBundle, type BundleInspection } from './inspect-bundle.ts';

/** Where a taken-in version's files are served from, on the platform's own origin (api/src/routes/games/bundle-files.routes.ts). */
export const REGISTRY_BUNDLES_PATH = '/bundles/registry';

/** Every change to the registry is announced here (after its commit): each instance drops its cache. */
export const GAME_REGISTRY_CHANNEL = 'game_registry';
/** Without a NOTIFY (a lost LISTEN), a cached registry is read again after this long at the latest. */
const CACHE_MAX_AGE_MS = 15_000;

export interface RegistryGame extends q.GameRow { active: q.GameVersionRow | null }
interface Snapshot { games: Map<string, RegistryGame>; loadedAt: number }

/** A game the lesson picker offers: enabled, for lessons, an active version and a quiz id. */
export const isLessonGame = (g: RegistryGame): g is RegistryGame & { active: q.GameVersionRow; quiz_id: string } =>
  g.enabled && g.in_lessons && g.active !== null && g.quiz_id !== null;

const originOf = (url: string) => (/^https?:\/\//.test(url) ? new URL(url).origin : null);

/** The entry pages load: a taken-in version's copy on the platform's origin, else its registered URL. */
export const servedEntry = (v: q.GameVersionRow) => (v.entry_path ? `${REGISTRY_BUNDLES_PATH}/${v.id}/${v.entry_path}` : v.entry_url);

/** A new version's integrity and files: those of the taken-in build (what pages will load), else of the inspected entry. */
function versionFiles(inspected: BundleInspection, taken: TakenBundle | null) {
  if (!taken) return { integrity: inspected.integrity };
  return {
    integrity: taken.integrity,
    files: { entryPath: taken.entryPath, list: taken.files.map(fileRow) },
  };
}

/** A build that names its quiz id must carry the game's: its results would otherwise all be refused. */
function checkQuizId(inspected: BundleInspection, quizId: string): void {
  if (inspected.quizId !== null && inspected.quizId !== quizId) {
    throw new AppError(GameRegistryErrorCode.GAME_BUNDLE_INVALID, 422,
      `Das Bundle meldet die Quiz-ID «${inspected.quizId}», nicht «${quizId}»: seine Ergebnisse tragen die Quiz-ID des Builds.`);
  }
}

const fileRow = (f: TakenBundle['files'][number]) => ({ path: f.path, sha256: f.sha256, size: f.bytes.byteLength, contentType: f.contentType });

/**
 * The game registry (issue 24, ARCHITECTURE 'Game registry'): the games in the database, read
 * through an in-memory snapshot that a NOTIFY on GAME_REGISTRY_CHANNEL (sent inside each change's
 * transaction, so heard after its commit by every instance) throws away; a snapshot also expires
 * after CACHE_MAX_AGE_MS in case a NOTIFY was lost. The federation manifest, the CSP, game-block
 * validation and the result checks read it; the admin operations write it.
 */
export class GameRegistry {
  private snapshot: Promise<Snapshot> | null = null;
  private listening: Promise<void> | null = null;
  private generation = 0;

  constructor(
    private readonly sql: Sql,
    private readonly log: Logger,
    private readonly opts: {
      publicUrl: string; fetcher: OutboundFetch; maxAgeMs?: number;
      /** Where taken-in game files are kept (area 'game-bundles', content-addressed). */
      storage: StorageDriver;
    },
  ) {}

  /** Drops the cached registry (a NOTIFY from any instance, or a change made here). */
  invalidate(): void {
    this.generation++;
    this.snapshot = null;
  }

  private listen(): void {
    this.listening ??= this.sql
      .listen(GAME_REGISTRY_CHANNEL, () => this.invalidate(), () => this.invalidate())
      .then(() => undefined, (error: unknown) => {
        this.listening = null;
        this.log.warn('game registry: LISTEN failed; the cache expires by age only', { error: String(error) });
      });
  }

  private async current(): Promise<Snapshot> {
    this.listen();
    const maxAge = this.opts.maxAgeMs ?? CACHE_MAX_AGE_MS;
    const cached = this.snapshot ? await this.snapshot.catch(() => null) : null;
    if (cached && Date.now() - cached.loadedAt < maxAge) return cached;
    const generation = this.generation;
    const loading = (async () => {
      const [games, versions] = await Promise.all([q.listGames(this.sql), q.listVersions(this.sql)]);
      const active = new Map(versions.filter((v) => v.active).map((v) => [v.game_key, v]));
      return { games: new Map(games.map((g) => [g.key, { ...g, active: active.get(g.key) ?? null }])), loadedAt: Date.now() };
    })();
    // A NOTIFY heard while loading makes this load stale: it is not kept.
    this.snapshot = loading;
    loading.then(() => { if (generation !== this.generation && this.snapshot === loading) this.snapshot = null; }, () => {
      if (this.snapshot === loading) this.snapshot = null;
    });
    return loading;
  }

  /** A game by key (enabled or not), with its active version. */
  async get(key: string): Promise<RegistryGame | null> {
    return (await this.current()).games.get(key) ?? null;
  }

  /** A version of a game (any, active or not), or null. */
  async version(key: string, id: string): Promise<q.GameVersionRow | null> {
    return q.getVersion(this.sql, { id, gameKey: key });
  }

  /**
   * The games teachers put into lessons (the lesson picker's list, read here by LTI deep linking
   * and launches): enabled, offered for lessons, with an active version and a quiz id.
   */
  async lessonGames(): Promise<RegistryGame[]> {
    return [...(await this.current()).games.values()].filter(isLessonGame);
  }

  /**
   * The games of /federation-manifest.json: every game with an active version. A disabled one is
   * listed as `disabled` only (no entry to load), so its lesson blocks can say so.
   */
  async manifestGames(): Promise<Record<string, GameManifestEntry>> {
    const games: Record<string, GameManifestEntry> = {};
    for (const g of (await this.current()).games.values()) {
      if (!g.active) continue;
      if (!g.enabled) {
        games[g.key] = { entry: 'about:blank', name: g.federation_name, title: g.title, aliases: g.aliases, provider: g.provider, disabled: true };
        continue;
      }
      games[g.key] = {
        entry: servedEntry(g.active), name: g.federation_name, title: g.title, aliases: g.aliases,
        ...(g.active.embed_url ? { embed: g.active.embed_url } : {}),
        version: g.active.id, provider: g.provider, trust: g.trust_level, lessons: g.in_lessons,
        ...(g.active.integrity ? { integrity: g.active.integrity } : {}),
        ...(g.quiz_id ? { quizId: g.quiz_id } : {}),
        resultKeys: g.result_keys,
      };
    }
    return games;
  }

  /**
   * Origins the CSP allows for the enabled games: a trusted game's entry origin for scripts, styles,
   * images, fonts and fetches (the admin approved it by adding the game); a sandboxed game's embed
   * origin for frames only.
   */
  async origins(): Promise<{ bundle: string[]; frame: string[] }> {
    const bundle = new Set<string>();
    const frame = new Set<string>();
    for (const g of (await this.current()).games.values()) {
      if (!g.enabled || !g.active) continue;
      // A taken-in version loads from the platform's own origin: its studio's origin gets no script source.
      const entry = originOf(servedEntry(g.active));
      const embed = g.active.embed_url ? originOf(g.active.embed_url) : null;
      if (g.trust_level === 'trusted' && entry) bundle.add(entry);
      if (embed) frame.add(embed);
    }
    return { bundle: [...bundle], frame: [...frame] };
  }

  // ── Admin ('Spiele') ──

  async list(caller: Caller): Promise<GameRegistryEntry[]> {
    authorize(caller, 'manage', { type: 'game-registry' });
    const [games, versions, failures] = await Promise.all([q.listGames(this.sql), q.listVersions(this.sql), q.recentFailures(this.sql)]);
    return games.map((g) => presentRegistryGame(g, versions.filter((v) => v.game_key === g.key), failures));
  }

  async entry(key: string): Promise<GameRegistryEntry> {
    const [game, versions, failures] = await Promise.all([q.getGame(this.sql, { key }), q.listVersions(this.sql), q.recentFailures(this.sql)]);
    return presentRegistryGame(found(game, 'game-registry'), versions.filter((v) => v.game_key === key), failures);
  }

  /** 'Prüfen': what the bundle at the URL is, or a 422 with the German reason; nothing is saved. */
  async inspect(caller: Caller, manifestUrl: string): Promise<BundleInspection & { manifest: Record<string, unknown> }> {
    authorize(caller, 'manage', { type: 'game-registry' });
    return inspectBundle(manifestUrl, new URL(this.opts.publicUrl).origin, this.opts.fetcher);
  }

  /**
   * A trusted game's build taken into the platform's keeping (bundle-files.ts): fetched, stored content-addressed
   * (before the version's row, so a row never names a missing file; a failed registration leaves unreferenced blobs
   * that a later registration of the same bytes reuses). A sandboxed game keeps its own origin: nothing taken in.
   */
  private async takeIn(trust: TrustLevel, inspected: BundleInspection & { manifest: Record<string, unknown> }): Promise<TakenBundle | null> {
    if (trust !== 'trusted') return null;
    const taken = await takeInBundle({
      manifestUrl: inspected.manifestUrl, entryUrl: inspected.entryUrl, manifest: inspected.manifest,
      origin: new URL(this.opts.publicUrl).origin, fetcher: this.opts.fetcher,
    });
    for (const f of taken.files) await this.opts.storage.put('game-bundles', bundleObjectPath(f.sha256), f.bytes, f.contentType);
    return taken;
  }

  /**
   * Versions of trusted games registered before builds were taken in (their chunks still load from the studio): their
   * files are taken in now, at start, when the entry still has the bytes checked at registration. A version whose
   * entry changed since stays as it is (the shell's integrity check refuses it) and is logged. Returns how many were
   * taken in.
   */
  async takeInEarlierVersions(): Promise<number> {
    const [games, versions] = await Promise.all([q.listGames(this.sql), q.listVersions(this.sql)]);
    const trusted = new Set(games.filter((g) => !g.built_in && g.trust_level === 'trusted').map((g) => g.key));
    let count = 0;
    for (const v of versions.filter((x) => trusted.has(x.game_key) && x.entry_path === null && /^https?:\/\//.test(x.entry_url))) {
      try {
        const inspected = await inspectBundle(v.entry_url, new URL(this.opts.publicUrl).origin, this.opts.fetcher);
        const taken = await this.takeIn('trusted', inspected);
        if (!taken || taken.integrity !== v.integrity) {
          this.log.warn('game version not taken in: its entry changed since registration', { game: v.game_key, version: v.label });
          continue;
        }
        await inTransaction(this.sql, async (tx) => {
          await q.setVersionFiles(tx, { versionId: v.id, entryPath: taken.entryPath, list: taken.files.map(fileRow) });
          await this.announce(tx);
        });
        count++;
      } catch (error) {
        this.log.warn('game version not taken in', { game: v.game_key, version: v.label, error: String(error) });
      }
    }
    if (count > 0) this.invalidate();
    return count;
  }

  /** A taken-in file of a version, as the bundle route serves it (null: none). */
  async file(versionId: string, path: string) {
    const row = await q.getVersionFile(this.sql, { versionId, path });
    if (!row) return null;
    const stored = await this.opts.storage.get('game-bundles', bundleObjectPath(row.sha256));
    return stored ? { ...stored, contentType: row.content_type } : null;
  }

  /** A taken-in file's bytes (the server's own reads, e.g. a version's rules script); null: none. */
  async fileBytes(versionId: string, path: string): Promise<Uint8Array | null> {
    const file = await this.file(versionId, path);
    return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
  }

  private async checkEmbed(trust: TrustLevel, embedUrl: string | null): Promise<void> {
    if (trust === 'sandboxed' && !embedUrl) {
      throw new AppError(GameRegistryErrorCode.GAME_EMBED_MISSING, 400, 'Ein Spiel in der Sandbox braucht die Adresse seiner eigenständigen Seite (Embed-URL).');
    }
    if (trust === 'sandboxed' && embedUrl && new URL(embedUrl).origin === new URL(this.opts.publicUrl).origin) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Die eigenständige Seite eines Spiels in der Sandbox muss auf einem eigenen Ursprung liegen.');
    }
  }

  /** 'Spiel hinzufügen': checks the bundle, then stores the game with its first version active. */
  async create(caller: Caller, input: GameCreateInput): Promise<GameRegistryEntry> {
    const inspected = await this.inspect(caller, input.manifest_url);
    // The quiz id is the build's when it names one (a form value that differs would refuse every result).
    checkQuizId(inspected, input.quiz_id);
    const embedUrl = input.embed_url ?? inspected.embedUrl;
    await this.checkEmbed(input.trust_level, embedUrl);
    const taken = await this.takeIn(input.trust_level, inspected);
    try {
      await inTransaction(this.sql, async (tx) => {
        await q.insertGame(tx, {
          key: input.key, title: input.title, provider: input.provider, federationName: inspected.federationName, quizId: input.quiz_id,
          resultKeys: input.result_keys, contractVersion: inspected.contractVersion, trustLevel: input.trust_level, createdBy: caller.userId,
        });
        await q.insertVersion(tx, {
          gameKey: input.key, label: input.label, entryUrl: inspected.entryUrl, embedUrl, createdBy: caller.userId, active: true, ...versionFiles(inspected, taken),
        });
        await this.announce(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(GameRegistryErrorCode.GAME_EXISTS, 409, `Es gibt schon ein Spiel mit dem Schlüssel «${input.key}» oder dem Bundle-Namen «${inspected.federationName}».`);
      }
      throw error;
    }
    this.invalidate();
    return this.entry(input.key);
  }

  /** A new version of a game (same federation name); active right away only when asked. */
  async addVersion(caller: Caller, key: string, input: GameVersionInput): Promise<GameRegistryEntry> {
    authorize(caller, 'manage', { type: 'game-registry' });
    const game = found(await q.getGame(this.sql, { key }), 'game-registry');
    const inspected = await this.inspect(caller, input.manifest_url);
    if (inspected.federationName !== game.federation_name) {
      throw new AppError(GameRegistryErrorCode.GAME_BUNDLE_INVALID, 422,
        `Das Bundle heisst «${inspected.federationName}», das Spiel aber «${game.federation_name}»: eine neue Version muss denselben Namen tragen.`);
    }
    if (game.quiz_id !== null) checkQuizId(inspected, game.quiz_id);
    const embedUrl = input.embed_url ?? inspected.embedUrl;
    await this.checkEmbed(game.trust_level, embedUrl);
    const taken = await this.takeIn(game.trust_level, inspected);
    try {
      await inTransaction(this.sql, async (tx) => {
        found(await q.lockGame(tx, { key }), 'game-registry');
        const id = await q.insertVersion(tx, {
          gameKey: key, label: input.label, entryUrl: inspected.entryUrl, embedUrl, createdBy: caller.userId, active: false, ...versionFiles(inspected, taken),
        });
        if (input.activate) await q.activateVersion(tx, { gameKey: key, id, by: caller.userId });
        await this.announce(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(GameRegistryErrorCode.GAME_VERSION_EXISTS, 409, `Das Spiel hat schon eine Version «${input.label}».`);
      throw error;
    }
    this.invalidate();
    return this.entry(key);
  }

  /** 'Aktivieren': that version is the one pages load from now on (rollback = activate the previous one). */
  async activate(caller: Caller, key: string, versionId: string): Promise<GameRegistryEntry> {
    authorize(caller, 'manage', { type: 'game-registry' });
    await inTransaction(this.sql, async (tx) => {
      found(await q.lockGame(tx, { key }), 'game-registry');
      const version = await q.getVersion(tx, { id: versionId, gameKey: key });
      if (!version) throw new AppError(GameRegistryErrorCode.GAME_VERSION_NOT_FOUND, 404, 'Diese Version des Spiels gibt es nicht.');
      await q.activateVersion(tx, { gameKey: key, id: versionId, by: caller.userId });
      await this.announce(tx);
    });
    this.invalidate();
    return this.entry(key);
  }

  /** 'Deaktivieren' / 'Aktivieren' of the whole game, and its trust level. */
  async update(caller: Caller, key: string, patch: { enabled?: boolean; trust_level?: TrustLevel }): Promise<GameRegistryEntry> {
    authorize(caller, 'manage', { type: 'game-registry' });
    await inTransaction(this.sql, async (tx) => {
      const game = found(await q.lockGame(tx, { key }), 'game-registry');
      if (patch.trust_level === 'sandboxed' && !game.built_in) {
        const active = (await q.listVersions(tx)).find((v) => v.game_key === key && v.active) ?? null;
        await this.checkEmbed('sandboxed', active?.embed_url ?? null);
      }
      if (patch.trust_level && game.built_in) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Die eingebauten Spiele laufen immer in der Plattform.');
      }
      await q.updateGame(tx, { key, enabled: patch.enabled, trustLevel: patch.trust_level });
      await this.announce(tx);
    });
    this.invalidate();
    return this.entry(key);
  }

  /** A page could not load or mount a game (rate-limited by the route); unknown games and versions are ignored. */
  async reportFailure(caller: Caller | null, report: { game_key: string; version?: string; kind: GameFailureKind }): Promise<void> {
    const game = await this.get(report.game_key);
    if (!game) return;
    const versionId = report.version && /^[0-9a-f-]{36}$/i.test(report.version) ? report.version : game.active?.id ?? null;
    const known = versionId ? await q.getVersion(this.sql, { id: versionId, gameKey: game.key }) : null;
    await q.insertFailure(this.sql, { gameKey: game.key, versionId: known?.id ?? null, kind: report.kind });
    this.log.warn('game failed to load', { game: game.key, version: known?.label ?? null, kind: report.kind, signedIn: !!caller });
  }

  private async announce(tx: Sql) {
    await tx`select pg_notify(${GAME_REGISTRY_CHANNEL}, 'changed')`;
  }
}
