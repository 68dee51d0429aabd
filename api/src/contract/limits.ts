/** Business limits of spec section 9, shared by API validation and UI forms. */
export const LIMITS = {
  passwordMin: 6,
  nameMax: 100,
  classNameMax: 200,
  classCodeMin: 2,
  classCodeMax: 10,
  lessonNameMax: 200,
  lessonDescriptionMax: 500,
  accessTokenTtlSeconds: 3600,
  refreshReuseGraceSeconds: 10,
  /** Session refresh check (shell): every 30 s, refresh within 3 checks of expiry. */
  sessionCheckIntervalMs: 30_000,
  sessionRefreshChecksBeforeExpiry: 3,
} as const;

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Sign-up may only choose these. */
export const SIGNUP_ROLES = ['teacher', 'student'] as const;

/** Spec 5: the class-code rule's message, shown as written. */
export const CLASS_CODE_MESSAGE = 'Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein';
