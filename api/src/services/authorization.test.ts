import { describe, expect, it } from 'vitest';
import type { Role } from '../contract/index.ts';
import { AppError } from '../contract/index.ts';
import type { Caller } from '../caller.ts';
import { ACTIONS } from '../contract/abilities.ts';
import { abilities, authorize, authorizeRoute, can, found, reachesRoute, type Subject } from './authorization.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

const caller = (role: Role | null): Caller => ({
  userId: ME, sessionId: 's', email: 'me@schule.ch',
  profile: role ? { id: ME, role, first_name: null, last_name: null, display_name: null, avatar_url: null, bio: null, email: null, username: null, created_at: new Date() } : null,
});
const ROLES = ['student', 'teacher', 'admin', null] as const;

/** Expected outcome per role, in the order student, teacher, admin, no profile. */
type Row = [action: string, subject: Subject, expected: [boolean, boolean, boolean, boolean]];
const ownClass: Subject = { type: 'class', teacherId: ME, callerEnrolled: false };
const foreignClass: Subject = { type: 'class', teacherId: OTHER, callerEnrolled: false };
const enrolledClass: Subject = { type: 'class', teacherId: OTHER, callerEnrolled: true };
const missingOwner: Subject = { type: 'class', teacherId: null, callerEnrolled: false };
const self: Subject = { type: 'user', id: ME };
const someoneElse: Subject = { type: 'user', id: OTHER };
const file = (url: string): Subject => ({ type: 'content-file', url, kind: 'classes' });
const lesson = (teacherId: string, inCallersClass: boolean, visibleToCaller: boolean): Subject => ({ type: 'lesson', teacherId, inCallersClass, visibleToCaller });
const ownLesson = lesson(ME, false, false);
const lessonInMyClass = lesson(OTHER, true, false);
const visibleLesson = lesson(OTHER, false, true);
const foreignLesson = lesson(OTHER, false, false);
const poll = (classTeacherId: string, inClass: boolean, visibleInClass: boolean, callerEnrolled: boolean): Subject =>
  ({ type: 'poll', classTeacherId, inClass, visibleInClass, callerEnrolled });

/**
 * A file or game block as seen from one class: the class's teacher (null: no such class), whether the caller is
 * enrolled there, and where the block is (a lesson visible in the class, a hidden one, or another class's lesson).
 * With the roles of the matrix: a student enrolled / not enrolled is a student of the class / of another class,
 * a teacher with classTeacherId ME the class's teacher, with OTHER another teacher; then admin and anonymous.
 */
const blockIn = (type: 'file-block' | 'game-block', classTeacherId: string | null, callerEnrolled: boolean, where: 'visible' | 'hidden' | 'elsewhere'): Subject =>
  ({ type, classTeacherId, callerEnrolled, inClass: where !== 'elsewhere', visibleInClass: where === 'visible' });

/** A student in the class the request names: its teacher, enrolled there, a username account, its creator. */
const account = (classTeacherId: string | null, enrolled: boolean, hasUsername: boolean, createdBy: string | null): Subject =>
  ({ type: 'student-account', classTeacherId, enrolled, hasUsername, createdBy });

const MATRIX: Row[] = [
  // 'Lernende erfassen': only into one's own classes.
  ['createStudents', ownClass, [false, true, false, false]],
  ['createStudents', foreignClass, [false, false, false, false]],
  ['createStudents', enrolledClass, [false, false, false, false]],
  ['createStudents', missingOwner, [false, false, false, false]],
  // 'Passwort zurücksetzen' (security finding 10): a username account actively enrolled in the class named, only by
  // the teacher who created it (in whichever class) or an admin; never by the class's teacher who did not create it.
  ['resetPassword', account(ME, true, true, ME), [false, true, true, false]],
  ['resetPassword', account(OTHER, true, true, ME), [false, true, true, false]],
  ['resetPassword', account(ME, true, true, OTHER), [false, false, true, false]],
  ['resetPassword', account(ME, true, true, null), [false, false, true, false]],
  ['resetPassword', account(OTHER, true, true, OTHER), [false, false, true, false]],
  ['resetPassword', account(ME, true, false, ME), [false, false, false, false]],
  ['resetPassword', account(ME, false, true, ME), [false, false, false, false]],
  ['resetPassword', account(null, true, true, OTHER), [false, false, true, false]],
  // 'Zurücksetzen anfragen': the class's teacher who did not create the account asks its creator.
  ['requestReset', account(ME, true, true, OTHER), [false, true, false, false]],
  ['requestReset', account(ME, true, true, ME), [false, false, false, false]],
  ['requestReset', account(ME, true, true, null), [false, false, false, false]],
  ['requestReset', account(OTHER, true, true, OTHER), [false, false, false, false]],
  ['requestReset', account(ME, false, true, OTHER), [false, false, false, false]],
  ['requestReset', account(ME, true, false, OTHER), [false, false, false, false]],
  ['manage', ownClass, [false, true, false, false]],
  ['manage', foreignClass, [false, false, false, false]],
  ['manage', enrolledClass, [false, false, false, false]],
  ['view', ownClass, [false, true, false, false]],
  ['view', foreignClass, [false, false, false, false]],
  ['view', enrolledClass, [true, false, false, false]],
  ['participate', enrolledClass, [true, false, false, false]],
  ['participate', foreignClass, [false, false, false, false]],
  ['participate', ownClass, [false, false, false, false]],
  ['participate', missingOwner, [false, false, false, false]],
  // A new invitation code: the owning teacher only.
  ['renewCode', ownClass, [false, true, false, false]],
  ['renewCode', foreignClass, [false, false, false, false]],
  ['renewCode', enrolledClass, [false, false, false, false]],
  ['renewCode', missingOwner, [false, false, false, false]],
  ['grantGameTry', ownClass, [false, true, false, false]],
  ['grantGameTry', foreignClass, [false, false, false, false]],
  ['grantGameTry', enrolledClass, [false, false, false, false]],
  ['grantGameTry', missingOwner, [false, false, false, false]],
  // Admin reads (the list of accounts: id null; one account's classes, lessons, enrollments): admins only.
  ['view', { type: 'user', id: null }, [false, false, true, false]],
  ['view', self, [false, false, true, false]],
  ['view', someoneElse, [false, false, true, false]],
  ['edit', self, [false, false, true, false]],
  ['edit', someoneElse, [false, false, true, false]],
  ['changeRole', self, [false, false, false, false]],
  ['changeRole', someoneElse, [false, false, true, false]],
  ['delete', self, [false, false, false, false]],
  ['delete', someoneElse, [false, false, true, false]],
  ['attach', file(`/api/files/content/teachers/${ME}/classes/x/bild.png?exp=1&sig=a`), [false, true, false, false]],
  ['attach', file(`/api/files/content/teachers/${OTHER}/classes/x/bild.png?exp=1&sig=a`), [false, false, false, false]],
  ['attach', file(`/api/files/content/teachers/${ME}/lessons/x/bild.png?exp=1&sig=a`), [false, false, false, false]],
  ['attach', file(`/api/files/content/teachers/${ME}/classes/../${OTHER}/classes/x.png`), [false, false, false, false]],
  ['attach', file('https://tracker.example/pixel.png'), [false, false, false, false]],
  // Encoded dot segments are decoded before the check: they would climb into another teacher's folder.
  ['attach', file(`/api/files/content/teachers/${ME}/classes/%2e%2e/%2E%2E/${OTHER}/classes/x.png`), [false, false, false, false]],
  ['attach', file(`/api/files/content/teachers/${ME}/classes/%252e%252e/${OTHER}/x.png`), [false, false, false, false]],
  ['attach', file(`/api/files/content/teachers/${ME}/classes/.%2e/x.png`), [false, false, false, false]],
  ['attach', file(`/api/files/content/teachers/${ME}/classes/x%2Fbild%ZZ.png`), [false, false, false, false]],
  ['view', ownLesson, [false, true, false, false]],
  ['view', lessonInMyClass, [false, true, false, false]],
  ['view', visibleLesson, [true, false, false, false]],
  ['view', foreignLesson, [false, false, false, false]],
  ['manage', ownLesson, [false, true, false, false]],
  ['manage', lessonInMyClass, [false, false, false, false]],
  ['manage', visibleLesson, [false, false, false, false]],
  ['manage', { type: 'block', teacherId: ME }, [false, true, false, false]],
  ['manage', { type: 'block', teacherId: OTHER }, [false, false, false, false]],
  // Live polls: the class's teacher sees and resets; an enrolled student of a class where the lesson is visible sees and votes.
  ...(['view', 'vote', 'reset'] as const).flatMap((action): Row[] => [
    [action, poll(ME, true, false, false), [false, action !== 'vote', false, false]],
    [action, poll(ME, false, false, false), [false, false, false, false]],
    [action, poll(OTHER, true, true, false), [false, false, false, false]],
    [action, poll(OTHER, true, true, true), [action !== 'reset', false, false, false]],
    [action, poll(OTHER, true, false, true), [false, false, false, false]],
  ]),
  // Hand-ins (submit) and game rounds and results (play): a student of the class, where a lesson visible there
  // holds the block; every hand-in and the results table (review): the class's teacher, hidden lessons included.
  ...([['file-block', 'submit'], ['game-block', 'play']] as const).flatMap(([type, participate]) =>
    (['visible', 'hidden', 'elsewhere'] as const).flatMap((where): Row[] => [
      [participate, blockIn(type, OTHER, true, where), [where === 'visible', false, false, false]],
      [participate, blockIn(type, OTHER, false, where), [false, false, false, false]],
      [participate, blockIn(type, ME, false, where), [false, false, false, false]],
      [participate, blockIn(type, null, false, where), [false, false, false, false]],
      ['review', blockIn(type, ME, false, where), [false, where !== 'elsewhere', false, false]],
      ['review', blockIn(type, OTHER, false, where), [false, false, false, false]],
      ['review', blockIn(type, OTHER, true, where), [false, false, false, false]],
      ['review', blockIn(type, null, false, where), [false, false, false, false]],
    ])),
  ['play', { type: 'custom-game', teacherId: OTHER, isPublic: true }, [true, true, true, true]],
  ['play', { type: 'custom-game', teacherId: OTHER, isPublic: false }, [false, false, false, false]],
  ['play', { type: 'custom-game', teacherId: ME, isPublic: false }, [false, true, false, false]],
  // A private game that a lesson of the caller's class holds (the class's teacher; an enrolled student where it is visible).
  ['play', { type: 'custom-game', teacherId: OTHER, isPublic: false, inTaughtClass: true }, [false, true, false, false]],
  ['play', { type: 'custom-game', teacherId: OTHER, isPublic: false, inVisibleEnrolledClass: true }, [true, false, false, false]],
  ['manage', { type: 'custom-game', teacherId: OTHER, isPublic: false, inTaughtClass: true, inVisibleEnrolledClass: true }, [false, false, false, false]],
  ['manage', { type: 'custom-game', teacherId: ME, isPublic: true }, [false, true, false, false]],
  ['manage', { type: 'custom-game', teacherId: OTHER, isPublic: true }, [false, false, false, false]],
  ['manage', { type: 'lti-platform' }, [false, false, true, false]],
  // The game registry: admins manage it; any page that shows a game (signed in or not) reports a failed load.
  ['manage', { type: 'game-registry' }, [false, false, true, false]],
  ['reportFailure', { type: 'game-registry' }, [true, true, true, true]],
  // A launch's score goes back to the LMS only for the account the launch signed in (whatever its role).
  ['report', { type: 'lti-launch', userId: ME }, [true, true, true, true]],
  ['report', { type: 'lti-launch', userId: OTHER }, [false, false, false, false]],
  // SCORM packages: built-in games for teachers, an own game for its owner only (also when public).
  ['package', { type: 'game' }, [false, true, false, false]],
  ['package', { type: 'custom-game', teacherId: ME, isPublic: true }, [false, true, false, false]],
  ['package', { type: 'custom-game', teacherId: OTHER, isPublic: true }, [false, false, false, false]],
  // LTI deep linking: a teacher links their own lessons and their own public games (the LMS's learners play a
  // game on its standalone page without sign-in); someone else's, also one in the teacher's class, never.
  ['link', ownLesson, [false, true, false, false]],
  ['link', lessonInMyClass, [false, false, false, false]],
  ['link', visibleLesson, [false, false, false, false]],
  ['link', foreignLesson, [false, false, false, false]],
  ['link', { type: 'custom-game', teacherId: ME, isPublic: true }, [false, true, false, false]],
  ['link', { type: 'custom-game', teacherId: ME, isPublic: false }, [false, false, false, false]],
  ['link', { type: 'custom-game', teacherId: OTHER, isPublic: true }, [false, false, false, false]],
  ['link', { type: 'custom-game', teacherId: OTHER, isPublic: false, inTaughtClass: true }, [false, false, false, false]],
  // Connecting an LMS user's deep linking to a platform account: teachers' accounts only (whoever the launch signed in).
  ['connect', { type: 'lti-launch', userId: OTHER }, [false, true, false, false]],
  ['connect', { type: 'lti-launch', userId: ME }, [false, true, false, false]],
];

const describeSubject = (s: Subject) => JSON.stringify(s).replaceAll(ME, 'ME').replaceAll(OTHER, 'OTHER');

describe('authorization matrix (actions × roles × ownership)', () => {
  for (const [action, subject, expected] of MATRIX) {
    ROLES.forEach((role, i) => {
      it(`${role ?? 'no profile'} ${expected[i] ? 'may' : 'may not'} ${action} ${describeSubject(subject)}`, () => {
        expect(can(caller(role), action as never, subject)).toBe(expected[i]);
        if (expected[i]) expect(() => authorize(caller(role), action as never, subject)).not.toThrow();
        else expect(() => authorize(caller(role), action as never, subject)).toThrow(AppError);
      });
    });
  }
});

describe('abilities: what an answer lists for its caller', () => {
  it('the matrix covers every action of the vocabulary', () => {
    const covered = new Set(MATRIX.map(([action, subject]) => `${subject.type}:${action}`));
    const all = Object.entries(ACTIONS).flatMap(([type, actions]) => actions.map((action) => `${type}:${action}`));
    expect(all.filter((key) => !covered.has(key))).toEqual([]);
  });
  it('lists every rule once (no row twice)', () => {
    const keys = MATRIX.map(([action, subject]) => `${action} ${describeSubject(subject)}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
  it('lists exactly the allowed actions, in the vocabulary’s order, for every subject and role of the matrix', () => {
    for (const [, subject] of MATRIX) {
      for (const role of ROLES) {
        const expected = (ACTIONS[subject.type] as readonly string[]).filter((action) => can(caller(role), action as never, subject));
        expect(abilities(caller(role), subject), `${role} on ${describeSubject(subject)}`).toEqual(expected);
      }
    }
  });
  it('the owner of a lesson may view, manage and link it; a student where it is visible only view it', () => {
    expect(abilities(caller('teacher'), ownLesson)).toEqual(['view', 'manage', 'link']);
    expect(abilities(caller('teacher'), lessonInMyClass)).toEqual(['view']);
    expect(abilities(caller('student'), visibleLesson)).toEqual(['view']);
    expect(abilities(caller('student'), foreignLesson)).toEqual([]);
  });
  it('a class: its teacher manages it, an enrolled student views it and works in it', () => {
    expect(abilities(caller('teacher'), ownClass)).toEqual(['view', 'manage', 'renewCode', 'createStudents', 'grantGameTry']);
    expect(abilities(caller('student'), enrolledClass)).toEqual(['view', 'participate']);
  });
  it('a poll: the class’s teacher may reset it, an enrolled student vote', () => {
    expect(abilities(caller('teacher'), poll(ME, true, false, false))).toEqual(['view', 'reset']);
    expect(abilities(caller('student'), poll(OTHER, true, true, true))).toEqual(['view', 'vote']);
  });
  it('a file or game block: the class’s teacher reviews it (hidden lessons too), an enrolled student submits or plays where it is visible', () => {
    expect(abilities(caller('teacher'), blockIn('file-block', ME, false, 'hidden'))).toEqual(['review']);
    expect(abilities(caller('student'), blockIn('file-block', OTHER, true, 'visible'))).toEqual(['submit']);
    expect(abilities(caller('student'), blockIn('file-block', OTHER, true, 'hidden'))).toEqual([]);
    expect(abilities(caller('teacher'), blockIn('game-block', ME, false, 'visible'))).toEqual(['review']);
    expect(abilities(caller('student'), blockIn('game-block', OTHER, true, 'visible'))).toEqual(['play']);
  });
  it('a custom game: its owner plays, manages and packages it (and links it when public), anyone else plays a public one', () => {
    expect(abilities(caller('teacher'), { type: 'custom-game', teacherId: ME, isPublic: true })).toEqual(['play', 'manage', 'package', 'link']);
    expect(abilities(caller('teacher'), { type: 'custom-game', teacherId: ME, isPublic: false })).toEqual(['play', 'manage', 'package']);
    expect(abilities(caller(null), { type: 'custom-game', teacherId: OTHER, isPublic: true })).toEqual(['play']);
  });
});

describe('denials carry the code the UI maps to its German text', () => {
  const codeOf = (fn: () => void) => {
    try { fn(); } catch (err) { return [(err as AppError).status, (err as AppError).code]; }
    return null;
  };
  it('a teacher on a foreign class: 403 NOT_CLASS_OWNER; a student outside it: 403 NOT_ENROLLED', () => {
    expect(codeOf(() => authorize(caller('teacher'), 'manage', foreignClass))).toEqual([403, 'NOT_CLASS_OWNER']);
    expect(codeOf(() => authorize(caller('student'), 'view', foreignClass))).toEqual([403, 'NOT_ENROLLED']);
    expect(codeOf(() => authorize(caller('student'), 'participate', missingOwner))).toEqual([403, 'NOT_ENROLLED']);
  });
  it('an admin on their own account: 409 CANNOT_DELETE_SELF / CANNOT_CHANGE_OWN_ROLE; a non-admin: 403', () => {
    expect(codeOf(() => authorize(caller('admin'), 'delete', self))).toEqual([409, 'CANNOT_DELETE_SELF']);
    expect(codeOf(() => authorize(caller('admin'), 'changeRole', self))).toEqual([409, 'CANNOT_CHANGE_OWN_ROLE']);
    expect(codeOf(() => authorize(caller('teacher'), 'delete', someoneElse))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(() => authorize(caller('teacher'), 'view', { type: 'user', id: null }))).toEqual([403, 'FORBIDDEN']);
  });
  it('someone else’s LTI launch is answered as missing: 404 LTI_LAUNCH_NOT_FOUND', () => {
    expect(codeOf(() => authorize(caller('student'), 'report', { type: 'lti-launch', userId: OTHER }))).toEqual([404, 'LTI_LAUNCH_NOT_FOUND']);
    expect(codeOf(() => found(null, 'lti-launch'))).toEqual([404, 'LTI_LAUNCH_NOT_FOUND']);
  });
  it('lessons: a teacher outside gets LESSON_NOT_IN_YOUR_CLASSES, a student LESSON_NOT_AVAILABLE, a non-owner editing NOT_LESSON_OWNER', () => {
    expect(codeOf(() => authorize(caller('teacher'), 'view', foreignLesson))).toEqual([403, 'LESSON_NOT_IN_YOUR_CLASSES']);
    expect(codeOf(() => authorize(caller('student'), 'view', foreignLesson))).toEqual([403, 'LESSON_NOT_AVAILABLE']);
    expect(codeOf(() => authorize(caller('teacher'), 'manage', lessonInMyClass))).toEqual([403, 'NOT_LESSON_OWNER']);
    expect(codeOf(() => found(null, 'lesson'))).toEqual([404, 'LESSON_NOT_FOUND']);
    expect(codeOf(() => found(null, 'block'))).toEqual([404, 'BLOCK_NOT_FOUND']);
  });
  it('student accounts: an e-mail student 409 NOT_A_USERNAME_ACCOUNT, not in the class 404, a foreign class 403', () => {
    expect(codeOf(() => authorize(caller('teacher'), 'resetPassword', account(ME, true, false, ME)))).toEqual([409, 'NOT_A_USERNAME_ACCOUNT']);
    expect(codeOf(() => authorize(caller('teacher'), 'resetPassword', account(ME, false, true, ME)))).toEqual([404, 'STUDENT_NOT_IN_CLASS']);
    expect(codeOf(() => authorize(caller('teacher'), 'resetPassword', account(OTHER, true, true, OTHER)))).toEqual([403, 'NOT_CLASS_OWNER']);
    expect(codeOf(() => authorize(caller('teacher'), 'requestReset', account(OTHER, true, true, OTHER)))).toEqual([403, 'NOT_CLASS_OWNER']);
  });
  it("student accounts: the class's teacher who did not create the account gets 403 STUDENT_ACCOUNT_NOT_CREATOR (and may ask)", () => {
    expect(codeOf(() => authorize(caller('teacher'), 'resetPassword', account(ME, true, true, OTHER)))).toEqual([403, 'STUDENT_ACCOUNT_NOT_CREATOR']);
    expect(codeOf(() => authorize(caller('teacher'), 'resetPassword', account(ME, true, true, null)))).toEqual([403, 'STUDENT_ACCOUNT_NOT_CREATOR']);
    expect(abilities(caller('teacher'), account(ME, true, true, OTHER))).toEqual(['requestReset']);
    expect(abilities(caller('teacher'), account(ME, true, true, ME))).toEqual(['resetPassword']);
    expect(abilities(caller('admin'), account(OTHER, true, true, OTHER))).toEqual(['resetPassword']);
    // The creator resets instead of asking; with no creator there is nobody to ask (an admin resets).
    expect(codeOf(() => authorize(caller('teacher'), 'requestReset', account(ME, true, true, ME)))).toEqual([409, 'CONFLICT']);
    expect(codeOf(() => authorize(caller('teacher'), 'requestReset', account(ME, true, true, null)))).toEqual([403, 'STUDENT_ACCOUNT_NOT_CREATOR']);
    expect(codeOf(() => authorize(caller('teacher'), 'createStudents', foreignClass))).toEqual([403, 'NOT_CLASS_OWNER']);
  });
  it('hand-ins: outside the class as the class answers (403), a block the caller cannot use there 404 BLOCK_NOT_FOUND', () => {
    expect(codeOf(() => authorize(caller('student'), 'submit', blockIn('file-block', OTHER, false, 'visible')))).toEqual([403, 'NOT_ENROLLED']);
    // A class that does not exist answers a student like one they are not in.
    expect(codeOf(() => authorize(caller('student'), 'submit', blockIn('file-block', null, false, 'elsewhere')))).toEqual([403, 'NOT_ENROLLED']);
    expect(codeOf(() => authorize(caller('student'), 'submit', blockIn('file-block', OTHER, true, 'hidden')))).toEqual([404, 'BLOCK_NOT_FOUND']);
    expect(codeOf(() => authorize(caller('student'), 'submit', blockIn('file-block', OTHER, true, 'elsewhere')))).toEqual([404, 'BLOCK_NOT_FOUND']);
    expect(codeOf(() => authorize(caller('teacher'), 'review', blockIn('file-block', OTHER, false, 'visible')))).toEqual([403, 'NOT_CLASS_OWNER']);
    expect(codeOf(() => authorize(caller('teacher'), 'review', blockIn('file-block', ME, false, 'elsewhere')))).toEqual([404, 'BLOCK_NOT_FOUND']);
    expect(codeOf(() => authorize(caller('student'), 'review', blockIn('file-block', OTHER, true, 'visible')))).toEqual([403, 'NOT_ENROLLED']);
  });
  it('game results: outside the class as the class answers (403), a block the caller cannot use there 404 BLOCK_NOT_IN_CLASS', () => {
    expect(codeOf(() => authorize(caller('student'), 'play', blockIn('game-block', OTHER, false, 'visible')))).toEqual([403, 'NOT_ENROLLED']);
    expect(codeOf(() => authorize(caller('student'), 'play', blockIn('game-block', OTHER, true, 'hidden')))).toEqual([404, 'BLOCK_NOT_IN_CLASS']);
    expect(codeOf(() => authorize(caller('student'), 'play', blockIn('game-block', OTHER, true, 'elsewhere')))).toEqual([404, 'BLOCK_NOT_IN_CLASS']);
    expect(codeOf(() => authorize(caller('teacher'), 'review', blockIn('game-block', OTHER, false, 'visible')))).toEqual([403, 'NOT_CLASS_OWNER']);
    expect(codeOf(() => authorize(caller('teacher'), 'review', blockIn('game-block', ME, false, 'elsewhere')))).toEqual([404, 'BLOCK_NOT_IN_CLASS']);
    expect(codeOf(() => found(null, 'game-block'))).toEqual([404, 'BLOCK_NOT_IN_CLASS']);
  });
  it('LTI deep linking: someone else’s lesson or game, or a private game, is answered as missing; a student account cannot be connected', () => {
    expect(codeOf(() => authorize(caller('teacher'), 'link', foreignLesson))).toEqual([404, 'LESSON_NOT_FOUND']);
    expect(codeOf(() => authorize(caller('teacher'), 'link', { type: 'custom-game', teacherId: OTHER, isPublic: true }))).toEqual([404, 'CUSTOM_GAME_NOT_FOUND']);
    expect(codeOf(() => authorize(caller('teacher'), 'link', { type: 'custom-game', teacherId: ME, isPublic: false }))).toEqual([404, 'CUSTOM_GAME_NOT_FOUND']);
    expect(codeOf(() => authorize(caller('student'), 'connect', { type: 'lti-launch', userId: ME }))).toEqual([403, 'FORBIDDEN']);
  });
  it('a foreign picture URL: 400 VALIDATION_FAILED', () => {
    expect(codeOf(() => authorize(caller('teacher'), 'attach', file('https://tracker.example/p.png')))).toEqual([400, 'VALIDATION_FAILED']);
  });
  it('a missing record is the type’s 404 before any permission check', () => {
    expect(codeOf(() => found(null, 'class'))).toEqual([404, 'CLASS_NOT_FOUND']);
    expect(codeOf(() => found(undefined, 'user'))).toEqual([404, 'NOT_FOUND']);
    expect(found({ id: 1 }, 'class')).toEqual({ id: 1 });
  });
});

describe('an LTI-launched session reaches only what its launch is for (issue 25)', () => {
  const LAUNCH = '00000000-0000-4000-8000-0000000000aa';
  const LINKED_LESSON = '00000000-0000-4000-8000-0000000000bb';
  const OTHER_LESSON = '00000000-0000-4000-8000-0000000000cc';
  const GAME = '00000000-0000-4000-8000-0000000000dd';
  const scoped = (role: Role, scope: { lessonId: string | null; gameKey: string | null }): Caller =>
    ({ ...caller(role), ltiScope: { launchId: LAUNCH, ...scope } });
  const lessonLaunch = (role: Role) => scoped(role, { lessonId: LINKED_LESSON, gameKey: 'eu-flaggen' });
  const gameLaunch = (role: Role) => scoped(role, { lessonId: null, gameKey: `custom:${GAME}` });
  const linked = (extra: Partial<{ teacherId: string; visibleToCaller: boolean; inCallersClass: boolean }> = {}): Subject =>
    ({ type: 'lesson', id: LINKED_LESSON, teacherId: OTHER, inCallersClass: false, visibleToCaller: false, ...extra });
  const otherLesson = (extra: Partial<{ teacherId: string; visibleToCaller: boolean; inCallersClass: boolean }> = {}): Subject =>
    ({ type: 'lesson', id: OTHER_LESSON, teacherId: OTHER, inCallersClass: false, visibleToCaller: false, ...extra });

  /** [action, subject, allowed for a lesson launch's session, allowed for a game launch's session] — for student and teacher alike. */
  const SCOPED: [string, Subject, boolean, boolean][] = [
    ['view', linked(), true, false],
    ['manage', linked(), false, false],
    ['link', linked({ teacherId: ME }), false, false],
    // Even a lesson the account could open in a normal sign-in (visible in its class, its own) stays closed.
    ['view', otherLesson({ visibleToCaller: true }), false, false],
    ['view', otherLesson({ inCallersClass: true }), false, false],
    ['manage', otherLesson({ teacherId: ME }), false, false],
    ['view', enrolledClass, false, false],
    ['participate', enrolledClass, false, false],
    ['manage', ownClass, false, false],
    ['play', { type: 'custom-game', id: GAME, teacherId: OTHER, isPublic: true }, false, true],
    ['play', { type: 'custom-game', id: OTHER, teacherId: OTHER, isPublic: false, inLtiLesson: true }, true, false],
    ['play', { type: 'custom-game', id: OTHER, teacherId: OTHER, isPublic: true }, false, false],
    ['play', { type: 'custom-game', id: OTHER, teacherId: OTHER, isPublic: false, inTaughtClass: true, inVisibleEnrolledClass: true }, false, false],
    ['manage', { type: 'custom-game', id: GAME, teacherId: ME, isPublic: true }, false, false],
    ['link', { type: 'custom-game', id: GAME, teacherId: ME, isPublic: true }, false, false],
    ['report', { type: 'lti-launch', id: LAUNCH, userId: ME }, true, true],
    ['report', { type: 'lti-launch', id: OTHER, userId: ME }, false, false],
    ['connect', { type: 'lti-launch', id: LAUNCH, userId: ME }, false, false],
    ['view', poll(OTHER, true, true, true), false, false],
    ['submit', blockIn('file-block', OTHER, true, 'visible'), false, false],
    ['play', blockIn('game-block', OTHER, true, 'visible'), false, false],
    ['manage', { type: 'block', teacherId: ME }, false, false],
    ['view', self, false, false],
    ['resetPassword', account(ME, true, true, ME), false, false],
    ['requestReset', account(ME, true, true, OTHER), false, false],
    ['attach', file(`/api/files/content/teachers/${ME}/classes/a.png`), false, false],
    ['manage', { type: 'lti-platform' }, false, false],
    ['package', { type: 'game' }, false, false],
    ['manage', { type: 'game-registry' }, false, false],
    ['reportFailure', { type: 'game-registry' }, true, true],
  ];
  for (const [action, subject, inLessonLaunch, inGameLaunch] of SCOPED) {
    for (const role of ['student', 'teacher'] as const) {
      it(`${role}, launched for a lesson, ${inLessonLaunch ? 'may' : 'may not'} ${action} ${describeSubject(subject)}`, () => {
        expect(can(lessonLaunch(role), action as never, subject)).toBe(inLessonLaunch);
        expect(can(gameLaunch(role), action as never, subject)).toBe(inGameLaunch);
      });
    }
  }
  it('covers every kind of record', () => {
    expect(new Set(SCOPED.map(([, s]) => s.type))).toEqual(new Set(Object.keys(ACTIONS)));
  });
  it('a refusal is 403 LTI_SCOPE_DENIED, also where a normal sign-in would get another code', () => {
    const codeOf = (fn: () => void) => {
      try { fn(); } catch (err) { return [(err as AppError).status, (err as AppError).code]; }
      return null;
    };
    expect(codeOf(() => authorize(lessonLaunch('student'), 'view', otherLesson({ visibleToCaller: true })))).toEqual([403, 'LTI_SCOPE_DENIED']);
    expect(codeOf(() => authorize(lessonLaunch('student'), 'view', enrolledClass))).toEqual([403, 'LTI_SCOPE_DENIED']);
    expect(codeOf(() => authorize(lessonLaunch('teacher'), 'manage', otherLesson({ teacherId: ME })))).toEqual([403, 'LTI_SCOPE_DENIED']);
    // Inside the scope, the ordinary rules still speak: someone else's launch stays missing.
    expect(codeOf(() => authorize(lessonLaunch('student'), 'report', { type: 'lti-launch', id: LAUNCH, userId: OTHER }))).toEqual([404, 'LTI_LAUNCH_NOT_FOUND']);
    expect(abilities(lessonLaunch('student'), linked())).toEqual(['view']);
  });

  // Security finding 6: routes are closed to a launched session unless they declare that they serve LTI.
  /** [caller, reaches a route that serves LTI, reaches any other route] */
  const ROUTES: [string, Caller | null, boolean, boolean][] = [
    ['a lesson launch of a student account', lessonLaunch('student'), true, false],
    ['a lesson launch of a teacher account', lessonLaunch('teacher'), true, false],
    ['a game launch of a teacher account', gameLaunch('teacher'), true, false],
    ['a lesson launch of an account without profile', { ...caller(null), ltiScope: { launchId: LAUNCH, lessonId: LINKED_LESSON, gameKey: null } }, true, false],
    ['a normal sign-in of a teacher', caller('teacher'), true, true],
    ['a normal sign-in of a student', caller('student'), true, true],
    ['a normal sign-in of an admin', caller('admin'), true, true],
    ['a session without scope (null)', { ...caller('teacher'), ltiScope: null }, true, true],
    ['nobody signed in', null, true, true],
  ];
  for (const [who, c, servesLti, other] of ROUTES) {
    it(`${who} ${servesLti ? 'reaches' : 'does not reach'} a route serving LTI and ${other ? 'reaches' : 'does not reach'} any other`, () => {
      expect(reachesRoute(c, { servesLti: true })).toBe(servesLti);
      expect(reachesRoute(c, { servesLti: false })).toBe(other);
    });
  }
  it('a route that does not serve LTI refuses a launched session with 403 LTI_SCOPE_DENIED, before any record is looked at', () => {
    const codeOf = (fn: () => void) => {
      try { fn(); } catch (err) { return [(err as AppError).status, (err as AppError).code]; }
      return null;
    };
    expect(codeOf(() => authorizeRoute(lessonLaunch('teacher'), { servesLti: false }))).toEqual([403, 'LTI_SCOPE_DENIED']);
    expect(codeOf(() => authorizeRoute(lessonLaunch('teacher'), { servesLti: true }))).toBeNull();
    expect(codeOf(() => authorizeRoute(caller('teacher'), { servesLti: false }))).toBeNull();
    expect(codeOf(() => authorizeRoute(null, { servesLti: false }))).toBeNull();
  });
  it("creating as one's own (a class, a lesson, a block, a game) is refused in any launch, allowed in a normal sign-in", () => {
    const creations: [string, Subject][] = [
      ['manage', ownClass],
      ['manage', { type: 'lesson', teacherId: ME, inCallersClass: false, visibleToCaller: false }],
      ['manage', { type: 'block', teacherId: ME }],
      ['manage', { type: 'custom-game', teacherId: ME, isPublic: true }],
    ];
    for (const [action, subject] of creations) {
      expect(can(lessonLaunch('teacher'), action as never, subject), describeSubject(subject)).toBe(false);
      expect(can(gameLaunch('teacher'), action as never, subject), describeSubject(subject)).toBe(false);
      expect(can(caller('teacher'), action as never, subject), describeSubject(subject)).toBe(true);
    }
  });
});
