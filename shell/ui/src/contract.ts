/**
 * The one mount contract between the shell and everything it loads at run time
 * (remotes via `./Area`, games via `./Game`). Types only; shared by all apps.
 * Data shapes come from the API contract and the game contract, never re-typed by hand.
 */
import type { ComponentType } from 'react';
import type { GameProps } from '@lernplattform/game-contract';
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
  /** The game's component and who made it (the registry's provider); null when the manifest has no such game. */
  load(key: string): Promise<{ key: string; title: string; provider?: string; Game: ComponentType<GameProps> } | null>;
}

/**
 * Games: props, settings and the result message are the game contract's (@lernplattform/game-contract),
 * the one schema shared with the game kit, the lessons area and the API.
 */
export type { GameProps, GameSettings, GameResultMessage } from '@lernplattform/game-contract';
