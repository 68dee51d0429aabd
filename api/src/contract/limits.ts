/** Business limits of spec section 9, shared by API validation and UI forms. */
export const LIMITS = {
  passwordMin: 6,
  nameMax: 100,
  classNameMax: 200,
  classCodeMin: 2,
  classCodeMax: 10,
  lessonNameMax: 200,
  lessonDescriptionMax: 500,
  /** Blocks in one lesson (what one save may hold). */
  lessonBlocksMax: 200,
  /** Free texts without a spec limit (class description, bio) and stored URLs. */
  textMax: 2000,
  urlMax: 2000,
  /** What the join form may send; the codes themselves are shorter. */
  joinCodeInputMax: 20,
  accessTokenTtlSeconds: 3600,
  refreshReuseGraceSeconds: 10,
  /** Session refresh check (shell): every 30 s, refresh within 3 checks of expiry. */
  sessionCheckIntervalMs: 30_000,
  sessionRefreshChecksBeforeExpiry: 3,
  /** Game block time limit (seconds): up to a double lesson. */
  gameTimeLimitMax: 7200,
  /** Bounds of a reported game result: no game has more points, tries or seconds. */
  gameResultValueMax: 100_000,
  gameDurationMax: 86_400,
  /** Actions in one round's log (a real round has a few hundred). */
  gameLogMax: 20_000,
} as const;

export const ROLES = ['student', 'teacher', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Sign-up may only choose these. */
export const SIGNUP_ROLES = ['teacher', 'student'] as const;

/** Spec 5: the class-code rule's message, shown as written. */
export const CLASS_CODE_MESSAGE = 'Klassenkürzel muss zwischen 2 und 10 alphanumerischen Zeichen lang sein';

/** Spec 3: the storage areas (one folder or key prefix each). */
// 'game-bundles': trusted games' builds taken into the platform's keeping (content-addressed, served at /bundles/registry).
export const STORAGE_AREAS = ['avatars', 'content', 'submissions', 'teacher-media', 'game-bundles'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Spec 7: the kinds of teacher content (folder under teachers/{teacherId}/). */
export const CONTENT_KINDS = ['classes', 'blocks', 'lessons'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Spec 3: block types. */
export const BLOCK_TYPES = ['text', 'video', 'image', 'game', 'reaction', 'file_upload'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
/** The block types this version can create and edit; the others follow with the interactive blocks. */
export const EDITABLE_BLOCK_TYPES = ['text', 'video', 'image', 'game', 'reaction', 'file_upload'] as const;

/** Spec 2: a lesson saved from the editor with an empty name. */
export const UNNAMED_LESSON = 'Unbenannte Lektion';
/** Spec 4: the name of a lesson copy. */
export const LESSON_COPY_SUFFIX = ' (Kopie)';

const MB = 1024 * 1024;

/** Spec 5 and 9: file sizes (bytes), signed-URL lifetimes (seconds), storage listing and caching. */
export const FILE_LIMITS = {
  avatarMaxBytes: 5 * MB,
  /** Class and lesson images (the client compresses to ~2 MB first). */
  imageMaxBytes: 5 * MB,
  contentMaxBytes: 50 * MB,
  /** Student upload in a file block (checked by the file-block UI and the hand-in route); the only student upload. */
  fileBlockStudentMaxBytes: 3_145_728,
  signedUrlDefaultSeconds: 3600,
  uploadUrlSeconds: 365 * 24 * 3600,
  storageListDefaultLimit: 100,
  storageListMaxLimit: 1000,
  storageCacheMaxAgeSeconds: 3600,
} as const;

/** Spec 5: the server's messages for uploads, shown as written. */
export const FILE_MESSAGES = {
  avatarTooLarge: 'Avatar file size must be less than 5MB',
  imageTooLarge: 'Image file size must be less than 5MB',
  contentTooLarge: 'Content file size must be less than 50MB',
  invalidContentKind: 'Invalid content type',
} as const;
