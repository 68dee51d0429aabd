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
  /** A hand-in after the file block's deadline (409). */
  SUBMISSION_DEADLINE_PASSED: 'SUBMISSION_DEADLINE_PASSED',
  /** A hand-in to a file block in download mode (409). */
  FILE_BLOCK_NO_UPLOADS: 'FILE_BLOCK_NO_UPLOADS',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error body every failing route answers with. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/** Thrown anywhere in the API; the onError handler turns it into an ErrorBody. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
