// Types only: the dashboard's first chunk stays without the API's code table (its budget).
import type { ErrorCode } from 'api/client';
import type { PageError } from '@platform/ui';

/**
 * Every German text of the student area (spec sections 2, 5 and 8). Texts the
 * spec quotes are copied exactly; the rest follows the platform's friendly tone.
 */
export const messages = {
  greeting: (firstName: string) => `Hallo ${firstName}`,
  greetingLead: 'Schön, dass du da bist! Hier sind deine Klassen.',
  classesHeading: 'Meine Klassen',
  join: 'Klasse beitreten',
  emptyClasses: 'Du bist noch in keiner Klasse.',
  emptyClassesHint: 'Frag deine Lehrperson nach dem Code deiner Klasse.',
  loadingClasses: 'Klassen werden geladen...',
  loadFailed: 'Klassen konnten nicht geladen werden.',
  classCode: 'Klassenkürzel',
  teacher: (name: string) => `Lehrperson: ${name}`,
  backToDashboard: 'Zurück zum Dashboard',
  classTitle: 'Klasse',

  // Join modal (spec 2, 5, 8)
  joinTitle: 'Klasse beitreten',
  joinLead: 'Gib den Code ein, den du von deiner Lehrperson bekommen hast.',
  codeLabel: 'Code der Klasse',
  codePlaceholder: 'z. B. K7M4QX',
  joinSubmit: 'Beitreten',
  joinSubmitting: 'Wird beigetreten...',
  joined: (name: string) => `Willkommen in der Klasse "${name}"!`,
  classNotFoundByCode: 'Klasse mit diesem Code nicht gefunden. Bitte prüfe den Code.',
  alreadyEnrolled: 'Du bist bereits in dieser Klasse eingeschrieben.',
  joinFailed: 'Fehler beim Beitreten der Klasse.',
  joinRateLimited: 'Zu viele falsche Codes. Bitte warte eine Minute und versuche es dann nochmals.',
  notLoggedInJoin: 'Du musst angemeldet sein, um einer Klasse beizutreten.',

  // Class view (spec 2, 8)
  classLoadFailed: 'Fehler beim Laden der Klasse',
  classNotFound: 'Klasse nicht gefunden',
  classNotFoundHint: 'Diese Klasse gibt es nicht (mehr).',
  notEnrolled: 'Du bist nicht in dieser Klasse eingeschrieben',
  noMembership: 'Keine Klassenzugehörigkeit gefunden',
  permissionCheckFailed: 'Fehler beim Überprüfen der Berechtigung',
  notEnrolledHint: 'Mit dem Code deiner Lehrperson kannst du der Klasse beitreten.',
  factCreated: 'Erstellt am',
  factStudents: 'Aktive Lernende',
  factTeacher: 'Lehrperson',
  lessonsHeading: 'Lektionen',
  noLessons: 'Noch keine Lektionen in dieser Klasse.',
  noLessonsHint: 'Sobald deine Lehrperson Lektionen freischaltet, findest du sie hier.',
  loadingLessons: 'Lektionen werden geladen...',
  lessonsLoadFailed: 'Fehler beim Laden der Lektionen',
  lessonPosition: (n: number) => `Lektion ${n}`,
  blockCount: (n: number) => (n === 1 ? '1 Block' : `${n} Blöcke`),
} as const;

const notEnrolled: PageError = { title: messages.noMembership, hint: `${messages.notEnrolled}. ${messages.notEnrolledHint}`, retry: false };
const classGone: PageError = { title: messages.classNotFound, hint: messages.classNotFoundHint, retry: false };

/**
 * Spec 8 class-view errors for students by code or status (errorText's table): not enrolled and
 * not found are final; the permission check that failed (the session ended) may be retried.
 */
export const studentClassViewErrors = {
  NOT_ENROLLED: notEnrolled,
  403: notEnrolled,
  401: { title: messages.permissionCheckFailed, retry: true },
  CLASS_NOT_FOUND: classGone,
  VALIDATION_FAILED: classGone,
  404: classGone,
} satisfies Partial<Record<ErrorCode | number, PageError>>;
