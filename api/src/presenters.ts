import type {
  AdminEnrollment, AdminTeacherClass, AdminTeacherLesson, AdminUser, Block, BlockType, ClassDetail, ClassLesson, ClassSummary,
  Enrollment, FileContent, GameContent, GameResult, Lesson, LessonBlock, LessonSummary, Profile, Role, StudentClassSummary, User,
} from './contract/index.ts';
import { DEFAULT_GAME_SETTINGS, GAME_TYPES, REGION_GAMES, targetRange } from './contract/index.ts';
import { studentUploadLimit } from './contract/file-block-rules.ts';
import type * as gameResults from './db/queries/game-results.ts';
import type * as lessons from './db/queries/lessons.ts';
import type * as admin from './db/queries/admin.ts';
import type * as classes from './db/queries/classes.ts';
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
    avatar_url: p.avatar_url, bio: p.bio, email: p.email, created_at: iso(p.created_at),
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

/** The class as its owner sees it (invitation code, students) or as an enrolled student sees it. */
export function presentClassDetail(
  cls: classes.ClassRow, counts: classes.ClassCounts, students: classes.EnrolledStudentRow[], viewer: 'teacher' | 'student',
): ClassDetail {
  return {
    id: cls.id, name: cls.name, description: cls.description, class_code: cls.class_code,
    invitation_code: viewer === 'teacher' ? cls.invitation_code : null,
    picture_url: cls.picture_url, created_at: iso(cls.created_at), is_active: cls.is_active,
    teacher_id: cls.teacher_id,
    teacher_name: teacherNameOf(counts),
    student_count: counts.student_count, lesson_count: counts.lesson_count,
    students: students.map((s) => ({
      enrollment_id: s.enrollment_id, student_id: s.student_id, joined_at: iso(s.joined_at),
      name: displayName(s), first_name: s.first_name, last_name: s.last_name,
    })),
    viewer,
  };
}

export function presentEnrollment(
  e: { id: string; joined_at: Date; status: 'active' }, cls: { id: string; name: string }, studentId: string,
): Enrollment {
  return { id: e.id, class_id: cls.id, student_id: studentId, status: e.status, joined_at: iso(e.joined_at), class_name: cls.name };
}

export function presentAdminUser(u: admin.AdminUserRow): AdminUser {
  return {
    id: u.id, email: u.email, role: u.role, first_name: u.first_name, last_name: u.last_name, display_name: u.display_name,
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
    is_public: l.is_public, is_visible_to_students: l.is_visible_to_students, created_at: iso(l.created_at), updated_at: iso(l.updated_at),
  };
}

export function presentLessonSummary(l: lessons.LessonSummaryRow): LessonSummary {
  return { ...presentLesson(l), block_count: l.block_count, class_count: l.class_count };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** A game block's content; settings missing in older content take the spec's defaults. */
export function presentGameContent(c: Record<string, unknown>): GameContent {
  const settings = (typeof c.settings === 'object' && c.settings !== null ? c.settings : {}) as Record<string, unknown>;
  const gameType = GAME_TYPES.find((t) => t === c.gameType) ?? 'custom';
  return {
    gameType, gameId: str(c.gameId), gameName: str(c.gameName), gameDescription: strOrNull(c.gameDescription), quizId: str(c.quizId),
    settings: {
      timeLimit: typeof settings.timeLimit === 'number' ? settings.timeLimit : DEFAULT_GAME_SETTINGS.timeLimit,
      allowRetry: typeof settings.allowRetry === 'boolean' ? settings.allowRetry : DEFAULT_GAME_SETTINGS.allowRetry,
      showScore: typeof settings.showScore === 'boolean' ? settings.showScore : DEFAULT_GAME_SETTINGS.showScore,
      ...choicesOf(str(c.gameId), settings),
    },
  };
}

/** The teacher's target score / part of the map (issue 22); blocks saved before they existed take the defaults. */
function choicesOf(gameId: string, settings: Record<string, unknown>): Pick<GameContent['settings'], 'target' | 'region'> {
  const range = targetRange(gameId);
  if (range) return { target: typeof settings.target === 'number' ? Math.min(settings.target, range.max) : range.default };
  const regions = REGION_GAMES[gameId];
  if (regions) {
    const region = regions.find((r) => r === settings.region) ?? regions[0];
    return { region: region as GameContent['settings']['region'] };
  }
  return {};
}

/** A poll's stored content as the spec's shape (showResults and anonymous default to true, as the editor saves them). */
export function presentReactionContent(c: Record<string, unknown>): ReactionContent {
  return {
    prompt: str(c.prompt),
    options: Array.isArray(c.options) ? c.options.filter((o): o is string => typeof o === 'string') : [],
    showResults: c.showResults !== false,
    anonymous: c.anonymous !== false,
  };
}

/** Only the fields of the block type's content shape; anything else stored in the JSON stays inside. */
function presentContent(type: BlockType, c: Record<string, unknown>): Block {
  switch (type) {
    case 'text':
      return { type, content: { html: str(c.html), text: str(c.text), characterCount: typeof c.characterCount === 'number' ? c.characterCount : 0 } } as Block;
    case 'video':
      return { type, content: { url: str(c.url), videoId: str(c.videoId), embedUrl: str(c.embedUrl), title: strOrNull(c.title), description: strOrNull(c.description) } } as Block;
    case 'image':
      return { type, content: { url: str(c.url), title: strOrNull(c.title), description: strOrNull(c.description) } } as Block;
    case 'game':
      return { type, content: presentGameContent(c) } as Block;
    case 'reaction':
      return { type, content: presentReactionContent(c) } as Block;
    case 'file_upload':
      return { type, content: presentFileContent(c) } as Block;
  }
}

function presentFileContent(c: Record<string, unknown>): FileContent {
  const f = c.teacherFile as Record<string, unknown> | null | undefined;
  return {
    mode: c.mode === 'download' || c.mode === 'both' ? c.mode : 'upload',
    teacherFile: f && typeof f.url === 'string'
      ? { url: f.url, name: str(f.name), size: typeof f.size === 'number' ? f.size : 0, type: str(f.type) }
      : null,
    instructions: strOrNull(c.instructions),
    allowedFormats: Array.isArray(c.allowedFormats) ? c.allowedFormats.filter((x): x is string => typeof x === 'string') : [],
    maxFileSize: studentUploadLimit(typeof c.maxFileSize === 'number' ? c.maxFileSize : null),
    submissionDeadline: strOrNull(c.submissionDeadline),
  };
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
