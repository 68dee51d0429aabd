/**
 * Each game's rules, from the game's own build (issue 34, parts 1–2): the platform knows no game by name. The rules
 * script (`rules.js`, named in the version's mf-manifest.json) comes from where the version's files are kept: a
 * taken-in version's from the platform's storage, a built-in game's from its build folder on this server. It runs in
 * the sandbox (rules-sandbox.ts), loaded once per version and kept while that version's files stay the same, so a
 * built-in game redeployed with new rules verifies its next rounds with them, and the API needs no change.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { RULES_FILE, type CustomGameContent } from '@lernplattform/game-contract';
import type { Logger } from '../../logger.ts';
import type { GameVersionRow } from '../../db/queries/games.ts';
import type { GameRegistry, RegistryGame } from '../game-registry/game-registry.ts';
import { DEFAULT_SANDBOX_LIMITS, RulesUnavailable, SandboxedRules, type RoundRules, type SandboxLimits } from './rules-sandbox.ts';

/** How many versions' rules stay loaded (each an interpreter of its own; the least recently used goes first). */
const LOADED_MAX = 24;

export type RoundRulesLookup =
  | { kind: 'rules'; rules: RoundRules }
  /** The game's version has no rules module (an outside game built without one, a build in no place the server reads). */
  | { kind: 'none'; reason: string }
  /** It has one, but it did not load or make this round's rules within the sandbox's limits. */
  | { kind: 'unavailable'; reason: string };

interface Loaded { stamp: string; ready: Promise<{ rules: SandboxedRules; files: Record<string, unknown> } | null> }

/** A version's build as the server reads it: its files, and a stamp that changes when they may have (null: immutable). */
interface Build {
  read: (file: string) => Promise<Uint8Array | null>;
  stamp: () => Promise<string>;
}

export class GameRules {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly registry: Pick<GameRegistry, 'get' | 'fileBytes' | 'version'>,
    private readonly opts: {
      /** A built-in game's federated build on this server (games/<folder>/dist/federated). */
      builtInBuildDir: (gameKey: string) => string;
      log: Logger;
      limits?: SandboxLimits;
    },
  ) {}

  /**
   * The rules of a round of `gameKey`, made from the round's settings (the lesson's, with the game's defaults where it
   * has none) and a teacher-made game's content: of the version the round was played on (`versionId`), else of the
   * active one.
   */
  async forRound(
    gameKey: string, input: { settings: Record<string, unknown>; content: CustomGameContent | null }, versionId?: string | null,
  ): Promise<RoundRulesLookup> {
    const game = await this.registry.get(gameKey);
    const version = (versionId && game ? await this.registry.version(game.key, versionId) : null) ?? game?.active;
    if (!game || !version) return { kind: 'none', reason: `the game ${gameKey} has no active version` };
    const build = this.build(game, version);
    if (!build) return { kind: 'none', reason: 'the version\'s files are not in the platform\'s keeping' };
    try {
      const loaded = await this.load(`${game.key}@${version.id}`, build);
      if (!loaded) return { kind: 'none', reason: 'the version has no rules module' };
      return { kind: 'rules', rules: loaded.rules.round({ settings: input.settings, files: loaded.files, content: input.content }) };
    } catch (error) {
      if (!(error instanceof RulesUnavailable)) throw error;
      this.opts.log.warn('game rules unavailable: results are stored unverified', { game: gameKey, version: version.label, reason: error.message });
      return { kind: 'unavailable', reason: error.message };
    }
  }

  /** Whether the game's active version has a rules module that loads (an LTI lesson grades only such games). */
  async replayable(gameKey: string): Promise<boolean> {
    const game = await this.registry.get(gameKey);
    const build = game?.active ? this.build(game, game.active) : null;
    if (!game?.active || !build) return false;
    try {
      return (await this.load(`${game.key}@${game.active.id}`, build)) !== null;
    } catch (error) {
      if (error instanceof RulesUnavailable) return false;
      throw error;
    }
  }

  /** Where the active version's files are read: a built-in game's build folder, a taken-in version's stored files. */
  private build(game: RegistryGame, version: GameVersionRow): Build | null {
    if (game.built_in && !/^https?:\/\//.test(version.entry_url)) {
      const dir = this.opts.builtInBuildDir(game.key);
      return {
        read: async (file) => fs.readFile(path.join(dir, file)).catch(() => null),
        // A rebuilt (redeployed) game's script has another time or size.
        stamp: async () => {
          const info = await fs.stat(path.join(dir, RULES_FILE)).catch(() => null);
          return info ? `${info.mtimeMs}:${info.size}` : 'none';
        },
      };
    }
    if (!version.entry_path) return null;
    const folder = path.posix.dirname(version.entry_path);
    // A taken-in version's files never change.
    return { read: (file) => this.registry.fileBytes(version.id, folder === '.' ? file : `${folder}/${file}`), stamp: async () => 'taken-in' };
  }

  /**
   * The loaded rules of a version and their data files (null: its build has no rules script), kept while the build's
   * stamp stays the same. Throws RulesUnavailable when they do not load.
   */
  private async load(versionKey: string, build: Build) {
    const stamp = await build.stamp();
    let entry = this.loaded.get(versionKey);
    if (entry && entry.stamp !== stamp) {
      this.drop(versionKey, entry);
      entry = undefined;
    }
    if (!entry) {
      entry = { stamp, ready: this.loadBuild(build) };
      this.loaded.set(versionKey, entry);
      this.evict();
    } else {
      // Most recently used last.
      this.loaded.delete(versionKey);
      this.loaded.set(versionKey, entry);
    }
    try {
      const loaded = await entry.ready;
      if (loaded && !loaded.rules.alive) throw new RulesUnavailable('the rules module was stopped');
      return loaded;
    } catch (error) {
      // Tried again next time (the build may be fixed by then).
      if (this.loaded.get(versionKey) === entry) this.drop(versionKey, entry);
      throw error;
    }
  }

  private async loadBuild(build: Build) {
    const script = await build.read(RULES_FILE);
    if (!script) return null;
    const rules = await SandboxedRules.load(Buffer.from(script).toString('utf8'), this.opts.limits ?? DEFAULT_SANDBOX_LIMITS);
    const files: Record<string, unknown> = {};
    try {
      for (const file of rules.dataFiles) {
        const bytes = await build.read(file);
        if (!bytes) throw new RulesUnavailable(`the rules module's data file ${file} is missing`);
        try {
          files[file] = JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown;
        } catch {
          throw new RulesUnavailable(`the rules module's data file ${file} is no JSON`);
        }
      }
    } catch (error) {
      rules.dispose();
      throw error;
    }
    return { rules, files };
  }

  private drop(versionKey: string, entry: Loaded): void {
    this.loaded.delete(versionKey);
    void entry.ready.then((l) => l?.rules.dispose(), () => undefined);
  }

  private evict(): void {
    while (this.loaded.size > LOADED_MAX) {
      const [oldest, entry] = this.loaded.entries().next().value as [string, Loaded];
      this.drop(oldest, entry);
    }
  }

  /** Frees every interpreter (the process ends, a test's app closes). */
  dispose(): void {
    for (const [key, entry] of [...this.loaded]) this.drop(key, entry);
  }
}
