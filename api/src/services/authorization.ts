import { AppError, ErrorCode } from '../contract/index.ts';
import { ACTIONS, type Action, type SubjectType } from '../contract/abilities.ts';
import type { Caller } from '../caller.ts';

/**
 * The one authorization module: who may do what with which record, in the one vocabulary of
 * `contract/abilities.ts`. Services load the record (`found`: 404), describe it as a subject and call
 * `authorize` (403/404/409 with the code the UI maps), `can` to decide without throwing, or
 * `abilities` for the list an answer carries. Role gates in the route middleware stay as the first,
 * coarse check; these rules are the real ones. Unit-tested as a matrix in authorization.test.ts.
 */

/** A class, as far as permissions go: its owner, and whether the caller is actively enrolled in it. */
export interface ClassSubject { type: 'class'; teacherId: string | null; callerEnrolled: boolean }
/** A user account managed in the admin panel; `id: null` is the list of all accounts. */
export interface UserSubject { type: 'user'; id: string | null }
/** An uploaded content file (a signed /api/files URL) that the caller wants to attach to a record. */
export interface ContentFileSubject { type: 'content-file'; url: string; kind: 'classes' | 'lessons' | 'blocks' }
/**
 * A lesson: its owner, whether it is in one of the calling teacher's classes, and
 * whether it is visible in a class the calling student is actively enrolled in.
 */
export interface LessonSubject {
  type: 'lesson'; teacherId: string; inCallersClass: boolean; visibleToCaller: boolean;
  /** The lesson's id: an LTI-launched session opens only the lesson its launch is for. */
  id?: string;
}
/** A block (text, video, image, …): its owner. */
export interface BlockSubject { type: 'block'; teacherId: string }

/**
 * A block as seen from one class: the class's teacher (null: no such class), whether the block is in one of the
 * class's lessons (and a visible one), and whether the caller is actively enrolled in the class. Polls, file
 * blocks and game blocks are decided on these facts alike: the class's teacher works with every block of the
 * class (hidden lessons included), an actively enrolled student with the blocks of lessons visible there.
 */
export interface BlockInClassFacts { classTeacherId: string | null; inClass: boolean; visibleInClass: boolean; callerEnrolled: boolean }
/** A live poll (reaction block) as seen from one class. */
export interface PollSubject extends BlockInClassFacts { type: 'poll' }
/** A file block ('Datei') as seen from one class: hand-ins. */
export interface FileBlockSubject extends BlockInClassFacts { type: 'file-block' }
/** A game block as seen from one class: rounds and results. */
export interface GameBlockSubject extends BlockInClassFacts { type: 'game-block' }


/** A teacher's custom game: its owner and whether it is public (public games are played without sign-in). */
export interface CustomGameSubject {
  type: 'custom-game';
  teacherId: string;
  isPublic: boolean;
  /** A game block of a lesson in a class the caller teaches points to it. */
  inTaughtClass?: boolean;
  /** A game block of a lesson visible in a class the caller is actively enrolled in points to it. */
  inVisibleEnrolledClass?: boolean;
  /** The game's id: an LTI-launched session plays only the game its launch is for, or one in its launch's lesson. */
  id?: string;
  /** A game block of the lesson the caller's LTI launch is for plays it. */
  inLtiLesson?: boolean;
}

/**
 * A student's account as seen by a teacher (issue 22): the teacher of the class the request names, whether the
 * student is actively enrolled there, whether the account signs in with a username (created by a teacher, no
 * e-mail), and the teacher who created it (security finding 10; null: unknown, or that account is gone).
 */
export interface StudentAccountSubject {
  type: 'student-account'; classTeacherId: string | null; enrolled: boolean; hasUsername: boolean; createdBy: string | null;
}

/** The LMS connections (LTI platforms) and the tool's keys: admins only. */
export interface LtiPlatformSubject { type: 'lti-platform' }

/** An LTI launch: the account it signed in (for `connect`, the deep-linking launch whose LMS user is tied to the caller). */
export interface LtiLaunchSubject { type: 'lti-launch'; userId: string; id?: string }

/** A built-in game (the same for everybody). */
export interface BuiltInGameSubject { type: 'game' }

/** The game registry (issue 24): admins add games and versions, activate, disable; anyone signed in or not reports a failed load. */
export interface GameRegistrySubject { type: 'game-registry' }

export type Subject = GameRegistrySubject | BuiltInGameSubject | StudentAccountSubject | LtiPlatformSubject | LtiLaunchSubject | ClassSubject | UserSubject | ContentFileSubject | LessonSubject | BlockSubject | PollSubject | FileBlockSubject | GameBlockSubject | CustomGameSubject;

/** The actions each kind of subject knows: the one vocabulary in `contract/abilities.ts`. */
export type Actions = { [T in SubjectType]: Action<T> };
type ActionOf<S extends Subject> = Actions[S['type']];
// Every subject type has its actions in the vocabulary, and every vocabulary entry a subject (checked by the compiler).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SUBJECTS_MATCH_VOCABULARY: Same<Subject['type'], SubjectType> = true;
void SUBJECTS_MATCH_VOCABULARY;

const role = (caller: Caller) => caller.profile?.role ?? null;

/**
 * The URL's path as the server will resolve it: percent-decoded until it no longer changes
 * (`%2e%2e`, `%252e%252e` become `..`), so an ownership check sees the real segments; null when malformed.
 */
function decodedPath(url: string): string | null {
  let current = url.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 5; i++) {
    let next: string;
    try { next = decodeURIComponent(current); } catch { return null; }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Issue 25: a session signed in by an LTI launch (`caller.ltiScope`) reaches only what the launch is for
 * (its lesson to view, its game or the lesson's games to play, its own launch to report) plus the user's
 * own data (profile, session: those routes check no subject here). It reaches only routes that serve LTI
 * (`reachesRoute` below); on those, these rules refuse everything else with 403 LTI_SCOPE_DENIED, whatever the
 * account could reach in a normal sign-in.
 */
function withinLtiScope(caller: Caller, action: string, subject: Subject): boolean {
  const scope = caller.ltiScope;
  if (!scope) return true;
  switch (subject.type) {
    case 'lesson':
      return action === 'view' && subject.id !== undefined && subject.id === scope.lessonId;
    case 'custom-game':
      return action === 'play' && ((!!subject.inLtiLesson && scope.lessonId !== null) || (subject.id !== undefined && scope.gameKey === `custom:${subject.id}`));
    case 'lti-launch':
      return action === 'report' && subject.id === scope.launchId;
    case 'game-registry':
      return action === 'reportFailure';
    default:
      return false;
  }
}

/** A route as the policy sees it: whether it declares that it serves LTI-launched sessions (`servesLti`, authenticate.ts). */
export interface RouteFacts { servesLti: boolean }

/**
 * Security finding 6, deny by default: an LTI-launched session reaches a route only when the route declares that it
 * serves LTI (the lesson view of the launched lesson, its games and results, the session's own probes); there the
 * subject rules above decide per record. Any other route refuses it before it runs, also a list or create route that
 * checks no record, so a new route stays closed to such sessions unless it opts in. Anyone else: every route.
 */
export function reachesRoute(caller: Caller | null, route: RouteFacts): boolean {
  return !caller?.ltiScope || route.servesLti;
}

/** Throws 403 LTI_SCOPE_DENIED when `reachesRoute` says no (the authentication middleware calls it for every route). */
export function authorizeRoute(caller: Caller | null, route: RouteFacts): void {
  if (!reachesRoute(caller, route)) throw ltiScopeDenied();
}

const ltiScopeDenied = () => new AppError(ErrorCode.LTI_SCOPE_DENIED, 403, 'This session was opened from an LMS and reaches only the linked activity');

export function can<S extends Subject>(caller: Caller, action: ActionOf<S>, subject: S): boolean {
  return withinLtiScope(caller, action, subject) && allowed(caller, action, subject);
}

function allowed<S extends Subject>(caller: Caller, action: ActionOf<S>, subject: S): boolean {
  switch (subject.type) {
    case 'class': {
      const owner = role(caller) === 'teacher' && subject.teacherId === caller.userId;
      const enrolledStudent = role(caller) === 'student' && subject.callerEnrolled;
      // createStudents: 'Lernende erfassen', new accounts enrolled in the class (only into one's own classes).
      if (action === 'manage' || action === 'renewCode' || action === 'createStudents' || action === 'grantGameTry') return owner;
      if (action === 'view') return owner || enrolledStudent;
      return enrolledStudent; // participate
    }
    case 'user':
      // Admins manage every account, but never change their own role or delete themselves (no lock-out).
      if (role(caller) !== 'admin') return false;
      return action === 'view' || action === 'edit' || (subject.id !== null && subject.id !== caller.userId);
    case 'content-file': {
      // Only one's own uploads of that kind: no third-party URLs that would leak children's IPs, no other teacher's files.
      const prefix = `/api/files/content/teachers/${caller.userId}/${subject.kind}/`;
      const url = decodedPath(subject.url);
      return role(caller) === 'teacher' && url !== null && url.startsWith(prefix) && !url.split('/').some((seg) => seg === '..' || seg === '.')
        && !url.includes('\\');
    }
    case 'lesson': {
      const owner = role(caller) === 'teacher' && subject.teacherId === caller.userId;
      // link: a teacher adds their own lesson to an LMS course (deep linking); someone else's is not offered.
      if (action === 'manage' || action === 'link') return owner;
      // The lesson an LMS linked (LtiResourceLinkItem with custom.lesson): its launch's session views it, in no class.
      if (subject.id !== undefined && caller.ltiScope?.lessonId === subject.id) return true;
      if (role(caller) === 'teacher') return owner || subject.inCallersClass;
      return role(caller) === 'student' && subject.visibleToCaller;
    }
    case 'block':
      return role(caller) === 'teacher' && subject.teacherId === caller.userId;
    case 'poll': {
      const { classTeacher, participant } = blockInClass(caller, subject);
      if (action === 'view') return classTeacher || participant;
      return action === 'vote' ? participant : classTeacher;
    }
    case 'file-block':
      // submit: hand in and see one's own hand-in; review: every hand-in, one file or all as a zip.
      return action === 'submit' ? blockInClass(caller, subject).participant : blockInClass(caller, subject).classTeacher;
    case 'game-block':
      // play: start rounds, report their results, read one's own; review: the class's table and its CSV.
      return action === 'play' ? blockInClass(caller, subject).participant : blockInClass(caller, subject).classTeacher;
    case 'student-account': {
      // Only accounts without e-mail (e-mail students manage their own password), enrolled in the class named.
      if (!subject.enrolled || !subject.hasUsername) return false;
      const creator = role(caller) === 'teacher' && subject.createdBy === caller.userId;
      // Security finding 10: a pupil who joined another teacher's class stays with the teacher who made the account.
      // Only the creator (or an admin) gives it a new password, and so prints its card, in whichever class it is.
      if (action === 'resetPassword') return creator || role(caller) === 'admin';
      // requestReset: another teacher of the pupil asks the creator instead (there must be one to ask).
      return role(caller) === 'teacher' && subject.classTeacherId === caller.userId && !creator && subject.createdBy !== null;
    }
    case 'custom-game': {
      const owner = role(caller) === 'teacher' && subject.teacherId === caller.userId;
      // Whoever may open a lesson of a class that holds it plays it: the class's teacher, an enrolled student where it is visible.
      const viaLesson = (role(caller) === 'teacher' && !!subject.inTaughtClass) || (role(caller) === 'student' && !!subject.inVisibleEnrolledClass)
        || (role(caller) !== null && !!caller.ltiScope?.lessonId && !!subject.inLtiLesson);
      if (action === 'play') return subject.isPublic || owner || viaLesson;
      // link: the LMS's learners play it on its standalone page, signed in nowhere: only a public game, by its owner.
      return action === 'link' ? owner && subject.isPublic : owner;
    }
    case 'lti-platform':
      return role(caller) === 'admin';
    case 'lti-launch':
      // connect: only a teacher's account takes over an LMS user's deep linking (it links that account's own lessons and games).
      if (action === 'connect') return role(caller) === 'teacher';
      return !!caller.userId && subject.userId === caller.userId;
    case 'game':
      return role(caller) === 'teacher';
    case 'game-registry':
      // Failure reports come from any page that shows a game, the public game pages included (rate-limited per source).
      return action === 'reportFailure' || role(caller) === 'admin';
  }
}

/**
 * The two ways to work with a block of a class: as the class's teacher (any lesson of the class holds it) or
 * as a participant (an actively enrolled student, a lesson visible in the class holds it).
 */
function blockInClass(caller: Caller, s: BlockInClassFacts) {
  const teacherOfClass = role(caller) === 'teacher' && s.classTeacherId === caller.userId;
  const enrolledStudent = role(caller) === 'student' && s.callerEnrolled;
  return {
    teacherOfClass, enrolledStudent,
    classTeacher: teacherOfClass && s.inClass,
    participant: enrolledStudent && s.visibleInClass,
  };
}

/**
 * What the caller may do with the record, in the vocabulary's order: the `abilities` an answer carries
 * (e.g. `['view', 'manage']` for the owner of a lesson). Front-ends show buttons by these, never by their own rules.
 */
export function abilities<S extends Subject>(caller: Caller, subject: S): ActionOf<S>[] {
  const all = ACTIONS[subject.type] as readonly string[] as readonly ActionOf<S>[];
  return all.filter((action) => can(caller, action, subject));
}

/** Throws the stable API error for a denied action (the UI maps the code to its German text). */
export function authorize<S extends Subject>(caller: Caller, action: ActionOf<S>, subject: S): void {
  if (!can(caller, action, subject)) throw denial(caller, action, subject);
}

function denial(caller: Caller, action: string, subject: Subject): AppError {
  if (!withinLtiScope(caller, action, subject)) return ltiScopeDenied();
  switch (subject.type) {
    case 'class':
      return classDenial(caller);
    case 'user':
      if (role(caller) !== 'admin') return new AppError(ErrorCode.FORBIDDEN, 403, 'Access denied. Required role: admin');
      return action === 'delete'
        ? new AppError(ErrorCode.CANNOT_DELETE_SELF, 409, 'Admins cannot delete themselves')
        : new AppError(ErrorCode.CANNOT_CHANGE_OWN_ROLE, 409, 'Admins cannot change their own role');
    case 'content-file':
      if (subject.kind === 'blocks') return new AppError(ErrorCode.VALIDATION_FAILED, 400, 'teacherFile.url must be an own uploaded block file');
      return new AppError(ErrorCode.VALIDATION_FAILED, 400, `picture_url must be an uploaded ${subject.kind === 'classes' ? 'class' : 'lesson'} image`);
    case 'lesson':
      if (action === 'manage') return new AppError(ErrorCode.NOT_LESSON_OWNER, 403, 'Not allowed to change this lesson');
      // Someone else's lesson is not offered for linking: answered as missing.
      if (action === 'link') return NOT_FOUND.lesson();
      return role(caller) === 'student'
        ? new AppError(ErrorCode.LESSON_NOT_AVAILABLE, 403, 'This lesson is not available')
        : new AppError(ErrorCode.LESSON_NOT_IN_YOUR_CLASSES, 403, 'This lesson does not belong to your classes');
    case 'block':
      return new AppError(ErrorCode.NOT_BLOCK_OWNER, 403, 'Not allowed to change this block');
    case 'poll':
      if (role(caller) === 'student') {
        return subject.callerEnrolled
          ? new AppError(ErrorCode.LESSON_NOT_AVAILABLE, 403, 'This lesson is not available')
          : new AppError(ErrorCode.NOT_ENROLLED, 403, 'Not enrolled in this class');
      }
      if (role(caller) === 'teacher' && subject.classTeacherId === caller.userId) {
        return action === 'vote'
          ? new AppError(ErrorCode.FORBIDDEN, 403, 'Only students react')
          : new AppError(ErrorCode.LESSON_NOT_IN_CLASS, 404, 'The poll is not in a lesson of this class');
      }
      return new AppError(ErrorCode.NOT_CLASS_OWNER, 403, 'Not allowed to see this class');
    case 'file-block':
    case 'game-block': {
      // Outside the class: answered as the class would answer (403); inside it, a block the caller cannot use
      // there (another class's, a hidden lesson's for students) is missing (404), as if it did not exist.
      const { teacherOfClass, enrolledStudent } = blockInClass(caller, subject);
      const participating = action === 'submit' || action === 'play';
      if (!(participating ? enrolledStudent : teacherOfClass)) return classDenial(caller);
      if (subject.type === 'game-block') return new AppError(ErrorCode.BLOCK_NOT_IN_CLASS, 404, 'Block not found in this class');
      return participating
        ? new AppError(ErrorCode.BLOCK_NOT_FOUND, 404, 'No file block with this id in a visible lesson of this class')
        : NOT_FOUND['file-block']();
    }
    case 'student-account': {
      const creator = role(caller) === 'teacher' && subject.createdBy === caller.userId;
      // Strangers learn nothing about the student (not even whether they are in the class).
      if (!creator && role(caller) !== 'admin' && !(role(caller) === 'teacher' && subject.classTeacherId === caller.userId)) {
        return new AppError(ErrorCode.NOT_CLASS_OWNER, 403, 'Not allowed to manage this class');
      }
      if (!subject.enrolled) return new AppError(ErrorCode.STUDENT_NOT_IN_CLASS, 404, 'Student is not enrolled in this class');
      if (!subject.hasUsername) {
        return new AppError(ErrorCode.NOT_A_USERNAME_ACCOUNT, 409, 'This student signs in with an e-mail address and sets their own password');
      }
      if (action === 'requestReset' && creator) return new AppError(ErrorCode.CONFLICT, 409, 'You created this account: reset its password yourself');
      return new AppError(ErrorCode.STUDENT_ACCOUNT_NOT_CREATOR, 403, 'Only the teacher who created this account (or an admin) resets its password; ask them for a reset');
    }
    case 'custom-game':
      // A private game of someone else is answered as missing: its existence is not revealed.
      // Linking: someone else's game, or one that is not public (its LMS learners could not load it), is missing too.
      return action === 'play' || action === 'link' ? NOT_FOUND['custom-game']() : new AppError(ErrorCode.NOT_GAME_OWNER, 403, 'Not allowed to change this game');
    case 'lti-platform':
    case 'game-registry':
      return new AppError(ErrorCode.FORBIDDEN, 403, 'Access denied. Required role: admin');
    case 'lti-launch':
      if (action === 'connect') return new AppError(ErrorCode.FORBIDDEN, 403, 'Only teacher accounts can be connected');
      // Someone else's launch is answered as missing.
      return NOT_FOUND['lti-launch']();
    case 'game':
      return new AppError(ErrorCode.FORBIDDEN, 403, 'Access denied. Required role: teacher');
  }
}

/** A class the caller may not use: a student is not enrolled in it, anyone else does not own it. */
function classDenial(caller: Caller): AppError {
  return role(caller) === 'student'
    ? new AppError(ErrorCode.NOT_ENROLLED, 403, 'Not enrolled in this class')
    : new AppError(ErrorCode.NOT_CLASS_OWNER, 403, 'Not allowed to manage this class');
}

const NOT_FOUND: Record<Subject['type'], () => AppError> = {
  'student-account': () => new AppError(ErrorCode.STUDENT_NOT_IN_CLASS, 404, 'Student is not enrolled in this class'),
  game: () => new AppError(ErrorCode.GAME_NOT_FOUND, 404, 'Game not found'),
  class: () => new AppError(ErrorCode.CLASS_NOT_FOUND, 404, 'Class not found'),
  user: () => new AppError(ErrorCode.NOT_FOUND, 404, 'User not found'),
  'content-file': () => new AppError(ErrorCode.NOT_FOUND, 404, 'File not found'),
  lesson: () => new AppError(ErrorCode.LESSON_NOT_FOUND, 404, 'Lesson not found'),
  block: () => new AppError(ErrorCode.BLOCK_NOT_FOUND, 404, 'Block not found'),
  poll: () => new AppError(ErrorCode.BLOCK_NOT_FOUND, 404, 'Poll not found in this class'),
  'file-block': () => new AppError(ErrorCode.BLOCK_NOT_FOUND, 404, 'Block not found'),
  'game-block': () => new AppError(ErrorCode.BLOCK_NOT_IN_CLASS, 404, 'Block not found in this class'),
  'custom-game': () => new AppError(ErrorCode.CUSTOM_GAME_NOT_FOUND, 404, 'Custom Game nicht gefunden'),
  'lti-platform': () => new AppError(ErrorCode.LTI_PLATFORM_NOT_FOUND, 404, 'LTI platform not found'),
  'lti-launch': () => new AppError(ErrorCode.LTI_LAUNCH_NOT_FOUND, 404, 'Launch not found'),
  'game-registry': () => new AppError(ErrorCode.GAME_NOT_FOUND, 404, 'Spiel nicht gefunden'),
};

/** The record, or the subject type's 404 (a missing record is answered before any permission check). */
export function found<T>(record: T | null | undefined, type: Subject['type']): T {
  if (record === null || record === undefined) throw NOT_FOUND[type]();
  return record;
}
