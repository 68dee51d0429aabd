/**
 * The one permission vocabulary (issue 21): the actions each kind of record knows. The policy
 * (`api/src/services/authorization.ts`) decides them with `can` / `authorize`, and answers carry the
 * caller's abilities on a record as `abilities: Action[]` (`abilities(caller, subject)`), so a
 * front-end asks `abilities.includes('manage')` instead of reading a flag computed somewhere else.
 * Zod-free: shared with the front-ends through `api/client`.
 */
export const ACTIONS = {
  /**
   * view: open it; manage: change or delete it, see its invitation code and students; participate: work
   * in it as a student (hand in files, play games); renewCode: issue a new invitation code (the old one stops
   * working); createStudents: 'Lernende erfassen'; grantGameTry: give a student of the class another try
   * at a game that allows one round.
   */
  class: ['view', 'manage', 'participate', 'renewCode', 'createStudents', 'grantGameTry'],
  /** view: see the account (and, with no id, the list of all accounts); edit, changeRole, delete: in the admin panel. */
  user: ['view', 'edit', 'changeRole', 'delete'],
  /** attach: use the file as the picture of one's own class or lesson, or as a block's file. */
  'content-file': ['attach'],
  /**
   * view: open it in the lesson view; manage: edit, delete, copy it or put it into a class; link: add it to an LMS
   * course as an activity (LTI deep linking; its owner).
   */
  lesson: ['view', 'manage', 'link'],
  block: ['manage'],
  /** view: see the poll's results (and one's own pick) and follow them live; vote: pick a reaction; reset: delete the class's votes. */
  poll: ['view', 'vote', 'reset'],
  /**
   * A file block ('Datei') in a class. submit: hand in a file and see one's own newest hand-in (an actively
   * enrolled student, where a lesson visible in the class holds it); review: list and download every hand-in
   * (the class's teacher).
   */
  'file-block': ['submit', 'review'],
  /**
   * A game block in a class. play: start rounds, report their results and read one's own (an actively enrolled
   * student, where a lesson visible in the class holds it); review: the class's results table and its CSV
   * (the class's teacher).
   */
  'game-block': ['play', 'review'],
  /**
   * play: open and play it (anyone, signed in or not, for a public game); manage: change, delete or export it;
   * package: download it as a SCORM package for an LMS (its owner); link: add it to an LMS course as an activity
   * (LTI deep linking; its owner, a public game: the LMS's learners play it on its standalone page without sign-in).
   */
  'custom-game': ['play', 'manage', 'package', 'link'],
  /** package: download a built-in game as a SCORM package for an LMS (teachers). */
  game: ['package'],
  /**
   * resetPassword: give the student a new password (the old one and every session stop working; its creator or an
   * admin); requestReset: ask the account's creator for that (another teacher of the pupil's class).
   */
  'student-account': ['resetPassword', 'requestReset'],
  /** manage: list, register, disable, remove platforms; rotate the tool key. */
  'lti-platform': ['manage'],
  /**
   * report: send a score of the launch back to the LMS (only the user the launch signed in); connect: tie the LMS
   * user of a deep-linking launch to the caller's platform account, so its picker offers that account's own
   * lessons and games (teachers' accounts only).
   */
  'lti-launch': ['report', 'connect'],
  /** manage: list, inspect, add games and versions, activate, disable; reportFailure: tell the platform a game did not load. */
  'game-registry': ['manage', 'reportFailure'],
} as const;

/** The kinds of record the policy knows. */
export type SubjectType = keyof typeof ACTIONS;
/** The actions of one kind of record, e.g. `Action<'lesson'>` = 'view' | 'manage'. */
export type Action<T extends SubjectType> = (typeof ACTIONS)[T][number];

/** Lesson abilities as answered in `LessonView.abilities`. */
export type LessonAbility = Action<'lesson'>;
/** Class abilities as answered in `ClassDetail.abilities`. */
export type ClassAbility = Action<'class'>;
/** Poll abilities as answered in `ReactionState.abilities`. */
export type PollAbility = Action<'poll'>;
/** Custom game abilities as answered in `CustomGame.abilities`. */
export type CustomGameAbility = Action<'custom-game'>;
