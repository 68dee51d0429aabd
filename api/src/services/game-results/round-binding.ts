import { randomBytes } from 'node:crypto';
import { AppError, ErrorCode } from '../../contract/index.ts';
import type { Verification } from './replay-verification.ts';

/**
 * A round's log is valid for that round only (issue 34): the seed a game plays comes from the server with the round
 * (a lesson's round, an LTI launch, a round of a lesson an LMS launched) and is stored with it; a result claiming
 * another seed is refused, and the replay uses the stored one. The same winning log copied into another round, block,
 * pupil or launch therefore never verifies.
 */

/** A seed from the server's randomness: an integer in [0, 2^32), the range the kit's `parseSeed` accepts. */
export function issueSeed(): number {
  return randomBytes(4).readUInt32BE(0);
}

/**
 * Why a claimed seed does not belong to the round (null when it does). A claim without a seed is replayed with the
 * stored one (a log played on another seed then fails its replay); a round without a stored seed (drawn before
 * seeds were issued) binds nothing and is refused.
 */
export function seedRefusal(stored: number | null, claimed: number | undefined): string | null {
  if (stored === null) return 'the round has no seed from the server';
  if (claimed !== undefined && claimed !== stored) return 'the result was played on another seed than its round';
  return null;
}

/** The API's error for a seed that is not the round's (422 GAME_ROUND_SEED_MISMATCH). */
export const seedMismatch = (reason: string) => new AppError(ErrorCode.GAME_ROUND_SEED_MISMATCH, 422, `Refused: ${reason}`);

/** The API's error for a refused replay: a log without its clock (GAME_ROUND_NO_CLOCK), else GAME_RESULT_MISMATCH (422). */
export function replayRefused(verification: Extract<Verification, { kind: 'refused' }>): AppError {
  return verification.noClock
    ? new AppError(ErrorCode.GAME_ROUND_NO_CLOCK, 422, `The round's log has no clock: ${verification.reason}`)
    : new AppError(ErrorCode.GAME_RESULT_MISMATCH, 422, `The replay of the round does not confirm the result: ${verification.reason}`);
}
