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
