import type {
  Action, CustomGame, CustomGameSummary, FileSubmission, OwnSubmission, ReactionResults, ReactionState,
  AdminEnrollment, AdminTeacherClass, AdminTeacherLesson, AdminUser, Block, BlockType, ClassDetail, ClassLesson, ClassSummary,
  Enrollment, FileContent, GameContent, GameRegistryEntry, GameResult, Lesson, LessonBlock, LessonSummary, Profile, Role, StudentClassSummary, User,
  StudentLogin,
} from './contract/index.ts';
import { normalizeCustomGameContent, parseStoredContent } from './contract/index.ts';
import type * as gameResults from './db/queries/game-results.ts';
import type * as games from './db/queries/games.ts';
import type * as lessons from './db/queries/lessons.ts';
import type * as admin from './db/queries/admin.ts';
import type * as classes from './db/queries/classes.ts';
import type * as customGames from './db/queries/custom-games.ts';
import type * as studentAccounts from './db/queries/student-accounts.ts';
import type * as fileSubmissions from './db/queries/file-submissions.ts';
import type { AuthUserRow, ProfileRow } from './db/queries/users.ts';
import { displayName, teacherName } from './contract/rules.ts';
import type { ReactionContent } from './contract/reactions.ts';

/**
 * Rows → public JSON shapes. Every presenter names each field it sends: a column
 * added to a table later never reaches a client by accident (zod-openapi does not
 * strip unknown keys). responses.pg.test.ts checks this against the schemas.
 */
export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

const teacherNameOf = (r: { teacher_first_name: string | null; teacher_last_name: string | null; teacher_display_name: string | null }) =>
  teacherName({ first_name: r.teacher_first_name, last_name: r.teacher_last_name, display_name: r.teacher_display_name });

export function presentUser(u: AuthUserRow): User {
  const m = u.user_metadata ?? {};
  const role = (['student', 'teacher', 'admin'] as const).includes(m.role as Role) ? (m.role as Role) : 'student';
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    created_at: iso(u.created_at),
    email_confirmed_at: isoOrNull(u.email_confirmed_at),
    user_metadata: {
      role,
      first_name: m.first_name ?? '',
      last_name: m.last_name ?? '',
      display_name: m.display_name ?? '',
    },
  };
}

export function presentProfile(p: ProfileRow): Profile {
  return {
    id: p.id, role: p.role, first_name: p.first_name, last_name: p.last_name, display_name: p.display_name,
    avatar_url: p.avatar_url, bio: p.bio, email: p.email, username: p.username, created_at: iso(p.created_at),
  };
}

export function presentClassSummary(r: classes.TeacherClassRow): ClassSummary {
  return {
    id: r.id, name: r.name, description: r.description, class_code: r.class_code, invitation_code: r.invitation_code,
    picture_url: r.picture_url, created_at: iso(r.created_at), is_active: r.is_active,
    lesson_count: r.lesson_count, student_count: r.student_count,
  };
}

export function presentStudentClass(r: classes.StudentClassRow): StudentClassSummary {
  return {
    enrollment_id: r.enrollment_id,
    joined_at: iso(r.joined_at),
    class: { id: r.class_id, name: r.name, class_code: r.class_code, picture_url: r.picture_url, teacher_name: teacherNameOf(r) },
  };
}

/**
 * The class as its teacher sees it (invitation code, students: `abilities` has `manage`) or as an
 * enrolled student sees it; `students` are passed only to a caller who may manage the class.
 */
export function presentClassDetail(
  cls: classes.ClassRow, counts: classes.ClassCounts, students: classes.EnrolledStudentRow[], abilities: Action<'class'>[],
  logins: ReadonlyMap<string, StudentLogin> = new Map(),
): ClassDetail {
  return {
    id: cls.id, name: cls.name, description: cls.description, class_code: cls.class_code,
    invitation_code: abilities.includes('manage') ? cls.invitation_code : null,
    picture_url: cls.picture_url, created_at: iso(cls.created_at), is_active: cls.is_active,
    teacher_id: cls.teacher_id,
    teacher_name: teacherNameOf(counts),
    student_count: counts.student_count, lesson_count: counts.lesson_count,
    students: students.map((s) => ({
      enrollment_id: s.enrollment_id, student_id: s.student_id, joined_at: iso(s.joined_at),
      name: displayName(s), first_name: s.first_name, last_name: s.last_name, username: s.username,
      login: logins.get(s.student_id) ?? null,
    })),
    abilities,
  };
}

/**
 * A username account's login as one teacher of the class sees it (security finding 10): the requests and the
 * pupil's other classes only for the account's creator, each as a name and a teacher, nothing of those classes.
 */
export function presentStudentLogin(
  login: studentAccounts.ClassLoginRow, callerId: string, abilities: Action<'student-account'>[],
  requests: studentAccounts.ResetRequestRow[], otherClasses: studentAccounts.OtherClassRow[],
): StudentLogin {
  const isCreator = login.created_by === callerId;
  return {
    abilities,
    created_by_name: login.created_by ? teacherName(login) : null,
    reset_requested: requests.some((r) => r.requested_by === callerId),
    reset_requests: isCreator ? requests.map((r) => ({ teacher_name: teacherName(r), requested_at: iso(r.requested_at) })) : [],
    other_classes: isCreator ? otherClasses.map((c) => ({ class_name: c.class_name, teacher_name: teacherNameOf(c) })) : [],
  };
}

export function presentEnrollment(
  e: { id: string; joined_at: Date; status: 'active' }, cls: { id: string; name: string }, studentId: string,
): Enrollment {
  return { id: e.id, class_id: cls.id, student_id: studentId, status: e.status, joined_at: iso(e.joined_at), class_name: cls.name };
}

export function presentAdminUser(u: admin.AdminUserRow): AdminUser {
  return {
    id: u.id, email: u.email, username: u.username, role: u.role, first_name: u.first_name, last_name: u.last_name, display_name: u.display_name,
    bio: u.bio, avatar_url: u.avatar_url, created_at: iso(u.created_at),
  };
}

export function presentAdminTeacherClass(r: classes.TeacherClassRow): AdminTeacherClass {
  return {
    id: r.id, name: r.name, class_code: r.class_code, created_at: iso(r.created_at),
    student_count: r.student_count, lesson_count: r.lesson_count,
  };
}

export function presentAdminTeacherLesson(l: admin.TeacherLessonRow): AdminTeacherLesson {
  return { id: l.id, name: l.name, description: l.description, created_at: iso(l.created_at) };
}

export function presentAdminEnrollment(e: admin.StudentEnrollmentRow): AdminEnrollment {
  return {
    id: e.id, class_id: e.class_id, class_name: e.class_name, status: e.status,
    joined_at: iso(e.joined_at), removed_at: isoOrNull(e.removed_at), teacher_name: teacherNameOf(e),
  };
}

// ── Lessons and blocks ───────────────────────────────────────────────────────

export function presentLesson(l: lessons.LessonRow): Lesson {
  return {
    id: l.id, teacher_id: l.teacher_id, name: l.name, description: l.description, picture_url: l.picture_url,
    is_public: l.is_public, is_visible_to_students: l.is_visible_to_students, version: l.version,
    created_at: iso(l.created_at), updated_at: iso(l.updated_at),
  };
}

export function presentLessonSummary(l: lessons.LessonSummaryRow): LessonSummary {
  return { ...presentLesson(l), block_count: l.block_count, class_count: l.class_count };
}

/** A poll's stored content as the spec's shape (showResults and anonymous default to true, as the editor saves them). */
export function presentReactionContent(c: Record<string, unknown>): ReactionContent {
  return parseStoredContent('reaction', c);
}

/** Only the fields of the block type's content shape (parseStoredContent); anything else stored in the JSON stays inside. */
function presentContent(type: BlockType, c: Record<string, unknown>): Block {
  return { type, content: parseStoredContent(type, c) } as Block;
}

export function presentBlock(b: lessons.BlockRow): Block {
  return {
    ...presentContent(b.type, b.content),
    id: b.id, name: b.name, description: b.description, created_at: iso(b.created_at), updated_at: iso(b.updated_at),
  } as Block;
}

export function presentLessonBlock(r: lessons.LessonBlockRow): LessonBlock {
  return {
    id: r.id, lesson_id: r.lesson_id, block_id: r.block_id, order_position: r.order_position,
    block: presentBlock({
      id: r.block_id, teacher_id: '', type: r.block_type, content: r.block_content, name: r.block_name,
      description: r.block_description, created_at: r.block_created_at, updated_at: r.block_updated_at,
    }),
  };
}

export function presentClassLesson(r: lessons.ClassLessonRow): ClassLesson {
  return {
    id: r.id, class_id: r.class_id, lesson_id: r.lesson_id, order_position: r.order_position, is_visible: r.is_visible,
    added_at: iso(r.added_at),
    lesson: {
      id: r.lesson_id, name: r.lesson_name, description: r.lesson_description, picture_url: r.lesson_picture_url,
      block_count: r.block_count, created_at: iso(r.lesson_created_at), updated_at: iso(r.lesson_updated_at),
    },
  };
}

export function presentGameResult(r: gameResults.GameResultRow): GameResult {
  return {
    id: r.id, quiz_id: r.quiz_id, values: r.result_values, score: r.score, max_score: r.max_score,
    success: r.success, duration_seconds: r.duration_seconds, created_at: iso(r.created_at), verified: r.verified, target: r.target,
  };
}

// ── Polls ────────────────────────────────────────────────────────────────────

/** A poll in one class as the caller sees it: counts (null when they may not see them), their own pick, their abilities. */
export function presentReactionState(
  ids: { blockId: string; classId: string }, results: ReactionResults | null, ownReaction: string | null, abilities: Action<'poll'>[],
): ReactionState {
  return { block_id: ids.blockId, class_id: ids.classId, results, own_reaction: ownReaction, abilities };
}

// ── Custom games ─────────────────────────────────────────────────────────────

/** A teacher's game as its players and its owner read it, with the caller's abilities on it. */
export function presentCustomGame(row: customGames.CustomGameRow, abilities: Action<'custom-game'>[]): CustomGame {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    game_type: row.template_id,
    is_public: row.is_public,
    abilities,
    content: normalizeCustomGameContent({ gameType: row.template_id, ...row.game_data }, row.name),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentCustomGameSummary(row: customGames.CustomGameSummaryRow): CustomGameSummary {
  return {
    id: row.id, name: row.name, description: row.description, game_type: row.template_id, is_public: row.is_public,
    lesson_count: row.lesson_count, created_at: iso(row.created_at), updated_at: iso(row.updated_at),
  };
}

// ── Hand-ins (file blocks) ───────────────────────────────────────────────────

/** Late: uploaded after the block's (current) deadline. */
function isLate(uploadedAt: Date, content: FileContent): boolean {
  return !!content.submissionDeadline && Date.parse(content.submissionDeadline) < new Date(uploadedAt).getTime();
}

/** A hand-in as its student sees it. */
export function presentOwnSubmission(r: fileSubmissions.SubmissionRow, content: FileContent): OwnSubmission {
  return {
    id: r.id, file_name: r.file_name, file_size: Number(r.file_size),
    uploaded_at: new Date(r.uploaded_at).toISOString(), late: isLate(r.uploaded_at, content),
  };
}

/** A hand-in in the teacher's list: whose it is, whether it is the student's newest. */
export function presentSubmission(r: fileSubmissions.SubmissionListRow, content: FileContent): FileSubmission {
  return {
    ...presentOwnSubmission(r, content),
    student: { id: r.student_id, name: displayName(r) },
    is_latest: r.is_latest,
    file_url: r.file_url,
  };
}

// ── Game registry ────────────────────────────────────────────────────────────

/** A registry game with its versions (newest first) and their failed loads of the last 24 h (admin screen 'Spiele'). */
export function presentRegistryGame(
  g: games.GameRow, versions: games.GameVersionRow[], failures: Map<string, { load: number; mount: number; integrity: number }>,
): GameRegistryEntry {
  return {
    key: g.key, title: g.title, provider: g.provider, federation_name: g.federation_name, quiz_id: g.quiz_id,
    result_keys: g.result_keys, contract_version: g.contract_version, trust_level: g.trust_level,
    in_lessons: g.in_lessons, built_in: g.built_in, enabled: g.enabled,
    versions: versions.map((v) => ({
      id: v.id, label: v.label, entry_url: v.entry_url, embed_url: v.embed_url, integrity: v.integrity, active: v.active,
      created_at: iso(v.created_at), created_by: v.created_by_name, activated_at: v.activated_at ? iso(v.activated_at) : null,
      activated_by: v.activated_by_name, failures_24h: failures.get(v.id) ?? { load: 0, mount: 0, integrity: 0 },
    })),
  };
}
