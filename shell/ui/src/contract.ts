/**
 * The one mount contract between the shell and everything it loads at run time
 * (remotes via `./Area`, games via `./Game`). Types only; shared by all apps.
 * Data shapes come from the API contract, never re-typed by hand.
 */
import type { ComponentType } from 'react';
import type { CustomGameContent, Profile, Session, User } from 'api/contract';

export type { CustomGameContent, Profile, Session, User };

/** A role of a profile. */
export type Role = Profile['role'];

/**
 * What the shell hands a remote to talk to the API. It carries exactly what
 * `createApiClient({ baseUrl, getAccessToken })` of `api/client` needs, plus an
 * authenticated `fetch` (Bearer token attached, one refresh-and-retry on 401)
 * that a remote can pass to the typed client as its fetch or use directly.
 */
export interface AreaApi {
  /** Origin of the API (same origin as the shell in production). */
  readonly baseUrl: string;
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /** fetch against `baseUrl` with the session's Bearer token. `path` starts with '/api/'. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** Props of every remote area's default export (`area_<name>/Area`). */
export interface AreaProps {
  /** The validated profile of the signed-in user. */
  profile: Profile;
  api: AreaApi;
  /** Signs out (scope 'local'), clears the stored session and navigates to '/'. */
  signOut(): Promise<void>;
  /** Re-reads the signed-in profile after the area changed it (e.g. an admin renamed themselves), so the header follows. */
  refreshProfile(): Promise<void>;
  /**
   * The game bundles the platform serves, loaded through the shell's federation runtime (lesson
   * game blocks). Optional so that hosts other than our shell can mount an area without games.
   */
  games?: AreaGames;
}

/** Games as a remote sees them: the manifest's list, and one game's component loaded on demand. */
export interface AreaGames {
  /** Every enabled game in the federation manifest (key, German title, whether the lesson picker offers it). */
  list(): Promise<{ key: string; title: string; lessons?: boolean }[]>;
  /** The game's component; null when the manifest has no such game. */
  load(key: string): Promise<{ key: string; title: string; Game: ComponentType<GameProps> } | null>;
}

/** Result a game reports when finished: `quizId` plus German-keyed values (spec section 7). */
export type GameResultPayload = Record<string, unknown>;

/** Props of every game's default export (`game_<name>/Game`). */
export interface GameProps {
  /** True on the standalone /embed page (posts results to window.parent). */
  standalone?: boolean;
  onResult?: (payload: GameResultPayload) => void;
  /**
   * The round so far, in the same shape as onResult's payload (with `result.completion` false),
   * each time it changes while the round runs. A host that ends a round from outside (a lesson's
   * time limit) stores the last one, so a round cut short still counts with the score reached.
   */
  onProgress?: (payload: GameResultPayload) => void;
  /**
   * Called once when the round's first question shows (after the start overlay): a lesson counts
   * the try from here, so opening and closing the game before that costs none.
   */
  onStart?: () => void;
  /** Seed for deterministic shuffling (tests, replays). */
  seed?: number;
  /**
   * Custom games (matching, multiple choice; one bundle per template): the game to play, as the
   * API's `content` of GET /api/custom-games/{id}. The shell loads it once and passes it here.
   */
  customGame?: CustomGameContent;
  /**
   * Custom games: the id of a public game the bundle loads itself from the platform's API (the
   * embed page's `?id=`). Without customGame and gameId a custom game bundle plays its sample game.
   */
  gameId?: string;
  /** The editor's live preview: the time limit is not applied and no result is posted (spec 4). */
  preview?: boolean;
  /** How a lesson's game block plays the game (spec 3 'Game' settings); absent = play freely. */
  settings?: Partial<GameSettings>;
}

/**
 * A game block's settings. allowRetry false hides 'Nochmal spielen', showScore false hides the
 * score during play; the time limit (seconds, 0 = none) is enforced by the host around the game.
 */
export interface GameSettings {
  timeLimit: number;
  allowRetry: boolean;
  showScore: boolean;
  /** Guessing games: the teacher's 'Zielpunktzahl'; set, the start overlay shows no slider. */
  target?: number;
  /** Weltkarte: the teacher's part of the world; set, the start overlay offers no choice. */
  region?: string;
}
