import type { GameErrorMessage, GameResult, GameResultMessage } from '@lernplattform/game-contract';
import { toIsoDuration } from './format-time.ts';

// The message's types are the game contract's (one schema for games, shell, lessons and API).
export type { GameResult, GameResultValues, GameResultMessage, XapiResult } from '@lernplattform/game-contract';

/**
 * Inputs for the xAPI part. raw/max measure progress toward the game's goal (points of the
 * target score, phases of all phases): a won game has raw = max, so `scaled` is 1 and LMSs that
 * complete a task only at 1 (LearningView) mark it done. Accuracy belongs in Richtig/Falsch.
 */
export interface GameOutcome {
  raw: number;
  max: number;
  success: boolean;
  durationSeconds: number;
}

/** Builds the message; `scaled` is raw/max clamped to [0, 1] (0 when max is 0). */
export function buildResultMessage(result: GameResult, outcome: GameOutcome): GameResultMessage {
  const max = Math.max(0, outcome.max);
  const raw = Math.min(Math.max(0, outcome.raw), max);
  const scaled = max > 0 ? Math.round((raw / max) * 10_000) / 10_000 : 0;
  return {
    ...result,
    result: {
      score: { raw, min: 0, max, scaled },
      success: outcome.success,
      completion: true,
      duration: toIsoDuration(outcome.durationSeconds),
    },
  };
}

/**
 * The http(s) origin of a `parentOrigin` value, or null when it is missing or not one.
 * A full URL is reduced to its origin, since that is all postMessage compares.
 */
export function parseOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * postMessage target: the embedding page may name itself with `?parentOrigin=` so only it
 * receives results; otherwise any origin, as the spec says (results carry no secrets).
 */
export function resolveTargetOrigin(search: string, override?: string | null): string {
  const candidate = override ?? new URLSearchParams(search).get('parentOrigin');
  return parseOrigin(candidate) ?? '*';
}

export interface PostResultOptions {
  /** Takes precedence over the page's `?parentOrigin=` query parameter. */
  parentOrigin?: string | null;
}

/**
 * Sends a finished game's result to the embedding window (LMS iframe). Returns whether it
 * posted: nothing happens when the page is not embedded (window.parent === window).
 */
export function postGameResult(message: GameResultMessage, options: PostResultOptions = {}): boolean {
  return postToParent(message, options);
}

/**
 * Sends a failed game's error message (the contract's GameErrorMessage, never a result) to the
 * embedding window, so an LMS or host learns that the round did not run. Same target as results.
 */
export function postGameError(message: GameErrorMessage, options: PostResultOptions = {}): boolean {
  return postToParent(message, options);
}

function postToParent(message: unknown, options: PostResultOptions): boolean {
  // Typed by hand: this module is React- and DOM-free (the API imports it to replay rounds).
  interface Frame { parent: Frame; location: { search: string }; postMessage(message: unknown, targetOrigin: string): void }
  const frame = (globalThis as { window?: Frame }).window;
  if (frame === undefined || frame.parent === frame) return false;
  const targetOrigin = resolveTargetOrigin(frame.location.search, options.parentOrigin);
  frame.parent.postMessage(message, targetOrigin);
  return true;
}
