import type { GameRegistryErrorCode } from './game-registry.ts';
/**
 * Stable error codes of the API. Clients map these (not the English messages)
 * to the German texts of the spec; keep codes stable once shipped.
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  CONFIRMATION_TOKEN_INVALID: 'CONFIRMATION_TOKEN_INVALID',
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  /** A request that uses the session cookie without the CSRF header, or from a foreign Origin (403). */
  CSRF_REJECTED: 'CSRF_REJECTED',
  PROFILE_CREATE_FAILED: 'PROFILE_CREATE_FAILED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  CLASS_NOT_FOUND: 'CLASS_NOT_FOUND',
  CLASS_CODE_INVALID: 'CLASS_CODE_INVALID',
  ALREADY_ENROLLED: 'ALREADY_ENROLLED',
  NOT_CLASS_OWNER: 'NOT_CLASS_OWNER',
  NOT_ENROLLED: 'NOT_ENROLLED',
  STUDENT_NOT_IN_CLASS: 'STUDENT_NOT_IN_CLASS',
  /** Upload larger than the route's limit (413). */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** Upload whose content (magic bytes) is not an allowed type (415). */
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  /** A /api/files URL with a bad or expired signature (403). */
  FILE_URL_INVALID: 'FILE_URL_INVALID',
  CANNOT_DELETE_SELF: 'CANNOT_DELETE_SELF',
  CANNOT_CHANGE_OWN_ROLE: 'CANNOT_CHANGE_OWN_ROLE',
  LAST_ADMIN: 'LAST_ADMIN',
  MISSING_LESSON_NAME: 'MISSING_LESSON_NAME',
  MISSING_TEACHER_ID: 'MISSING_TEACHER_ID',
  /** 'Lektion nicht gefunden' */
  LESSON_NOT_FOUND: 'LESSON_NOT_FOUND',
  /** A teacher opens a lesson that is neither theirs nor in one of their classes: 'Diese Lektion gehört nicht zu Ihren Klassen'. */
  LESSON_NOT_IN_YOUR_CLASSES: 'LESSON_NOT_IN_YOUR_CLASSES',
  /** A student opens a lesson that is not visible in a class they are enrolled in: 'Diese Lektion ist nicht verfügbar'. */
  LESSON_NOT_AVAILABLE: 'LESSON_NOT_AVAILABLE',
  NOT_LESSON_OWNER: 'NOT_LESSON_OWNER',
  BLOCK_NOT_FOUND: 'BLOCK_NOT_FOUND',
  NOT_BLOCK_OWNER: 'NOT_BLOCK_OWNER',
  BLOCK_TYPE_MISMATCH: 'BLOCK_TYPE_MISMATCH',
  LESSON_NOT_IN_CLASS: 'LESSON_NOT_IN_CLASS',
  BLOCK_NOT_IN_LESSON: 'BLOCK_NOT_IN_LESSON',
  /** A reorder whose list is not exactly the current set (another tab changed it meanwhile). */
  ORDER_MISMATCH: 'ORDER_MISMATCH',
  /**
   * A lesson saved with an older version than the stored one (another tab or device saved it meanwhile, 409):
   * 'Diese Lektion wurde inzwischen geändert.' The editor keeps what was typed and offers 'Neu laden'.
   */
  LESSON_CHANGED: 'LESSON_CHANGED',
  /** 'Bitte gib eine gültige YouTube-URL ein.' */
  INVALID_VIDEO_URL: 'INVALID_VIDEO_URL',
  /** 'Video-ID konnte nicht extrahiert werden.' */
  VIDEO_ID_MISSING: 'VIDEO_ID_MISSING',
  /** A custom game that does not exist, or a private one of another teacher: 'Custom Game nicht gefunden'. */
  CUSTOM_GAME_NOT_FOUND: 'CUSTOM_GAME_NOT_FOUND',
  NOT_GAME_OWNER: 'NOT_GAME_OWNER',
  /** A game block names a game that does not exist: 'Spiel nicht gefunden'. */
  GAME_NOT_FOUND: 'GAME_NOT_FOUND',
  /** 'Der angeforderte Block ist kein Spiel' */
  NOT_A_GAME_BLOCK: 'NOT_A_GAME_BLOCK',
  /** The block is not in a lesson of that class (visible, for students). */
  BLOCK_NOT_IN_CLASS: 'BLOCK_NOT_IN_CLASS',
  /** A reported result that no real round of this game can produce (other quiz id, values out of range). */
  GAME_RESULT_IMPLAUSIBLE: 'GAME_RESULT_IMPLAUSIBLE',
  /** The block allows one round (allowRetry off) and the student has played it. */
  GAME_ALREADY_PLAYED: 'GAME_ALREADY_PLAYED',
  /** A result for a round that this student did not start on this block and class. */
  GAME_ROUND_NOT_FOUND: 'GAME_ROUND_NOT_FOUND',
  /** A second result for the same round (409). */
  GAME_ROUND_ALREADY_REPORTED: 'GAME_ROUND_ALREADY_REPORTED',
  /**
   * The server replayed the round's log (seed and actions) with the game's own rules and got
   * another result than the one reported, or the log is no round of this game (422).
   */
  GAME_RESULT_MISMATCH: 'GAME_RESULT_MISMATCH',
  /**
   * A result played on another seed than the one the server issued for this round (or LTI launch): a log is valid
   * for its own round only (422).
   */
  GAME_ROUND_SEED_MISMATCH: 'GAME_ROUND_SEED_MISMATCH',
  /** A round's log whose game clock did not tick while the round's time ran (a log without its clock, 422). */
  GAME_ROUND_NO_CLOCK: 'GAME_ROUND_NO_CLOCK',
  /** A result for a round that was drawn but never started (its first question never showed) (409). */
  GAME_ROUND_NOT_STARTED: 'GAME_ROUND_NOT_STARTED',
  /** Another try for a student who has not used up their tries, or in a block that allows retries (409). */
  GAME_TRY_NOT_NEEDED: 'GAME_TRY_NOT_NEEDED',
  /** A hand-in after the file block's deadline (409). */
  SUBMISSION_DEADLINE_PASSED: 'SUBMISSION_DEADLINE_PASSED',
  /** A hand-in to a file block in download mode (409). */
  FILE_BLOCK_NO_UPLOADS: 'FILE_BLOCK_NO_UPLOADS',
  /** 'Konten erstellen' with more than STUDENT_ACCOUNTS_MAX names (400). */
  TOO_MANY_STUDENTS: 'TOO_MANY_STUDENTS',
  /** 'Konten erstellen' without a single name (400). */
  NO_STUDENT_NAMES: 'NO_STUDENT_NAMES',
  /** 'Passwort zurücksetzen' for a student who signs in with an e-mail (they manage their own password; 409). */
  NOT_A_USERNAME_ACCOUNT: 'NOT_A_USERNAME_ACCOUNT',
  /**
   * 'Passwort zurücksetzen' by a teacher of the pupil's class who did not create the account (security finding 10):
   * only its creator or an admin resets it; the teacher asks for a reset instead (403).
   */
  STUDENT_ACCOUNT_NOT_CREATOR: 'STUDENT_ACCOUNT_NOT_CREATOR',
  /** A request body that stopped arriving (no byte for BODY_IDLE_TIMEOUT_SECONDS) (408). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** The database cannot be reached right now (an outage or restart); try again in a moment (503). */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** Text with a character the database cannot store (NUL, U+0000) or broken Unicode (400). */
  INVALID_CHARACTERS: 'INVALID_CHARACTERS',
  /** A value longer than the database can index (400). */
  INPUT_TOO_LONG: 'INPUT_TOO_LONG',
  /** An import file (CSV, Moodle XML) that cannot be read at all (400). */
  IMPORT_FILE_INVALID: 'IMPORT_FILE_INVALID',
  /** File storage cannot be written (read-only, full, unreachable): nothing was kept (503). */
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  /** LTI: no enabled platform with that issuer (and client id) is registered (400/404). */
  LTI_PLATFORM_NOT_FOUND: 'LTI_PLATFORM_NOT_FOUND',
  /** LTI: a platform with that issuer and client id is already registered (409). */
  LTI_PLATFORM_EXISTS: 'LTI_PLATFORM_EXISTS',
  /** LTI: a login state that is unknown, used or expired (400). */
  LTI_STATE_INVALID: 'LTI_STATE_INVALID',
  /** LTI: an id_token that fails a check (signature, iss, aud, exp, nonce, deployment, message type, version) (401/400). */
  LTI_LAUNCH_INVALID: 'LTI_LAUNCH_INVALID',
  /** LTI: dynamic registration with the platform failed (400/502). */
  LTI_REGISTRATION_FAILED: 'LTI_REGISTRATION_FAILED',
  /** LTI: a dynamic registration without a live, unused registration link from the admin (403). */
  LTI_REGISTRATION_LINK_INVALID: 'LTI_REGISTRATION_LINK_INVALID',
  /** LTI: a launch or one-time code that is unknown, expired or not the caller's (404/400). */
  LTI_LAUNCH_NOT_FOUND: 'LTI_LAUNCH_NOT_FOUND',
  /** LTI: the launch has no line item to send a score to (409). */
  LTI_NO_LINE_ITEM: 'LTI_NO_LINE_ITEM',
  /** An LTI-launched session asked for something outside its launch (another lesson, class, game, admin data). */
  LTI_SCOPE_DENIED: 'LTI_SCOPE_DENIED',
  INTERNAL: 'INTERNAL',
} as const;
/** The game registry's codes live in contract/game-registry.ts (not in every front-end's bundle). */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode] | GameRegistryErrorCode;

/** The one error body every failing route answers with. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/** Thrown anywhere in the API; the onError handler turns it into an ErrorBody. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
