import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from '@hono/zod-openapi';
import { createTestApp, type ApiPath, type Method } from '../../test/test-app.ts';
import * as fx from '../../test/file-fixtures.ts';
import { undeclaredKeys } from '../../test/undeclared-keys.ts';
import {
  AdminEnrollmentSchema, AdminTeacherClassSchema, AdminTeacherLessonSchema, AdminUserListSchema, AdminUserSchema,
  ClassDetailSchema, ClassSummarySchema, EnrollmentSchema, ProfileSchema, SessionSchema, SignUpResultSchema,
  StudentClassSummarySchema, UploadResultSchema, UserSchema, ValidateSessionSchema, StudentAccountsResultSchema, PasswordResetResultSchema,
  ReactionStateSchema, ClassLessonSchema, LessonSchema, SavedLessonSchema, LessonSummarySchema, LessonViewSchema,
  CustomGameSchema, CustomGameSummarySchema, GameRoundSchema, GameResultSchema, OwnGameResultsSchema, ClassGameResultsSchema,
  GameTryGrantSchema, OwnSubmissionSchema, OwnSubmissionAnswerSchema, FileSubmissionSchema, type GameContent,
} from './index.ts';
import { classWorld } from '../../test/class-world.ts';
import { appendBlock } from '../../test/lesson-blocks.ts';
import { playRound } from '../../test/game-rounds.ts';
import { z as zod } from '@hono/zod-openapi';
import { promoteToAdmin } from '../index.ts';

/**
 * Presenters list their fields one by one, so a column added to a table later
 * never reaches a client. Proven here the hard way: every table behind a
 * response gets an extra column, then every route's answer is compared with
 * the schema it documents.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const LEAKY_TABLES = ['auth_users', 'user_profiles', 'classes', 'class_enrollments', 'lessons', 'media_files', 'auth_sessions'];

beforeAll(async () => {
  t = await createTestApp();
  for (const table of LEAKY_TABLES) await t.sql.unsafe(`alter table ${table} add column internal_note text default 'geheim'`);
});
afterAll(async () => t?.close());

function expectOnlyDeclared(schema: z.ZodType, res: { status: number; body: unknown }, status = 200) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(undeclaredKeys(schema, res.body)).toEqual([]);
}

describe('no response carries a key its schema does not declare', () => {
  it('the checker itself finds an undeclared key, also nested and in arrays', () => {
    const schema = zod.object({ a: zod.string(), list: zod.array(zod.object({ b: zod.number() })), n: zod.object({ c: zod.string() }).nullable() });
    expect(undeclaredKeys(schema, { a: 'x', list: [{ b: 1 }], n: null })).toEqual([]);
    expect(undeclaredKeys(schema, { a: 'x', list: [{ b: 1, secret: 1 }], n: { c: 'y', pw: 'z' }, extra: 1 }))
      .toEqual(['$.list[0].secret', '$.n.pw', '$.extra']);
    // A record's keys are free; its values are walked.
    const record = zod.object({ values: zod.record(zod.string(), zod.object({ v: zod.number() })) });
    expect(undeclaredKeys(record, { values: { Punkte: { v: 1 }, Zeit: { v: 2, secret: 1 } } })).toEqual(['$.values.Zeit.secret']);
  });

  it('auth, profile, classes, enrollments, uploads and admin answers', async () => {
    const signUp = await t.call('POST', '/api/auth/signup', {
      body: { email: 'leak-teacher@schule.ch', password: 'geheim123', data: { role: 'teacher', first_name: 'Lea', last_name: 'Keller' } },
    });
    expectOnlyDeclared(SignUpResultSchema, signUp, 201);
    const teacher = signUp.body.session!.access_token;
    const student = (await t.signUp('student')).session.access_token;

    const login = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: 'leak-teacher@schule.ch', password: 'geheim123' } });
    expectOnlyDeclared(SessionSchema, login);
    expectOnlyDeclared(SessionSchema, await t.call('POST', '/api/auth/token', { body: { grant_type: 'refresh_token', refresh_token: t.refreshCookie(login) } }));
    expectOnlyDeclared(zod.object({ user: UserSchema }), await t.call('GET', '/api/auth/user', { token: teacher }));
    expectOnlyDeclared(ValidateSessionSchema, await t.call('GET', '/api/auth/session', { token: teacher }));
    expectOnlyDeclared(ProfileSchema, await t.call('GET', '/api/profiles/me', { token: teacher }));

    const form = new FormData();
    form.append('file', new File([fx.png()], 'bild.png', { type: 'image/png' }));
    const upload = await t.app.request('/api/uploads/class-image', { method: 'POST', body: form, headers: { authorization: `Bearer ${teacher}` } });
    const uploaded = (await upload.json()) as { url: string };
    expectOnlyDeclared(UploadResultSchema, { status: upload.status, body: uploaded }, 201);

    const created = await t.call('POST', '/api/teacher/classes', { token: teacher, body: { name: '5a', picture_url: uploaded.url } });
    expectOnlyDeclared(ClassDetailSchema, created, 201);
    const classId = created.body.id;
    expectOnlyDeclared(EnrollmentSchema, await t.call('POST', '/api/student/classes/join', { token: student, body: { code: created.body.invitation_code } }), 201);
    expectOnlyDeclared(zod.object({ classes: zod.array(ClassSummarySchema) }), await t.call('GET', '/api/teacher/classes', { token: teacher }));
    expectOnlyDeclared(ClassDetailSchema, await t.call('GET', `/api/teacher/classes/${classId}`, { token: teacher }));
    expectOnlyDeclared(ClassDetailSchema, await t.call('PATCH', `/api/teacher/classes/${classId}`, { token: teacher, body: { name: '5b' } }));
    // Students without e-mail (issue 22): created accounts, a password reset, the class with their usernames, their sign-in.
    const accounts = await t.call('POST', `/api/teacher/classes/${classId}/student-accounts`, { token: teacher, body: { students: [{ first_name: 'Ina', last_name: 'Ohnemail' }] } });
    expectOnlyDeclared(StudentAccountsResultSchema, accounts, 201);
    const account = accounts.body.accounts[0]!;
    const reset = await t.call('POST', `/api/teacher/classes/${classId}/students/${account.student_id}/password`, { token: teacher });
    expectOnlyDeclared(PasswordResetResultSchema, reset);
    expectOnlyDeclared(ClassDetailSchema, await t.call('GET', `/api/teacher/classes/${classId}`, { token: teacher }));
    const usernameSession = await t.call('POST', '/api/auth/token', { body: { grant_type: 'password', email: account.username, password: reset.body.password } });
    expectOnlyDeclared(SessionSchema, usernameSession);
    expectOnlyDeclared(ProfileSchema, await t.call('GET', '/api/profiles/me', { token: usernameSession.body.access_token }));
    expectOnlyDeclared(zod.object({ classes: zod.array(StudentClassSummarySchema) }), await t.call('GET', '/api/student/classes', { token: student }));
    expectOnlyDeclared(ClassDetailSchema, await t.call('GET', `/api/student/classes/${classId}`, { token: student }));

    const lessonImage = new FormData();
    lessonImage.append('file', new File([fx.png()], 'bild.png', { type: 'image/png' }));
    const imageUrl = ((await (await t.app.request('/api/uploads/lesson-image', { method: 'POST', body: lessonImage, headers: { authorization: `Bearer ${teacher}` } })).json()) as { url: string }).url;
    const blocks = [
      { type: 'text', content: { html: '<p><strong>Hallo</strong></p>' } },
      { type: 'video', content: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Lied' } },
      { type: 'image', content: { url: imageUrl, title: 'Bild' } },
      { type: 'reaction', content: { prompt: 'Wie war es?', options: ['👍', '👎'] } },
    ];
    const lesson = await t.call('POST', '/api/teacher/lessons', { token: teacher, body: { name: 'Brüche', picture_url: imageUrl, blocks: blocks.slice(0, 2) } });
    expectOnlyDeclared(SavedLessonSchema, lesson, 201);
    const lessonId = lesson.body.id;
    expectOnlyDeclared(LessonSchema, await t.call('PATCH', `/api/teacher/lessons/${lessonId}`, { token: teacher, body: { is_public: true } }));
    for (const table of ['blocks', 'lesson_blocks', 'class_lessons']) await t.sql.unsafe(`alter table ${table} add column internal_note text default 'geheim'`);
    await t.sql`update blocks set content = content || '{"internal": "geheim"}'::jsonb`;
    const kept = lesson.body.blocks.map((b: { block_id: string }) => ({ id: b.block_id }));
    expectOnlyDeclared(SavedLessonSchema, await t.call('PUT', `/api/teacher/lessons/${lessonId}`, {
      token: teacher, body: { name: 'Brüche', description: 'Teil 1', picture_url: imageUrl, version: lesson.body.version, blocks: [...kept, ...blocks.slice(2)] },
    }));
    expectOnlyDeclared(zod.object({ lessons: zod.array(LessonSummarySchema) }), await t.call('GET', '/api/teacher/lessons', { token: teacher }));
    expectOnlyDeclared(LessonSchema, await t.call('POST', `/api/teacher/lessons/${lessonId}/duplicate`, { token: teacher }), 201);
    expectOnlyDeclared(zod.object({ lessons: zod.array(ClassLessonSchema) }), await t.call('POST', `/api/teacher/classes/${classId}/lessons`, { token: teacher, body: { lesson_ids: [lessonId] } }));
    expectOnlyDeclared(ClassLessonSchema, await t.call('PATCH', `/api/teacher/classes/${classId}/lessons/${lessonId}`, { token: teacher, body: { is_visible: true } }));
    expectOnlyDeclared(zod.object({ lessons: zod.array(ClassLessonSchema) }), await t.call('GET', `/api/student/classes/${classId}/lessons`, { token: student }));
    expectOnlyDeclared(LessonViewSchema, await t.call('GET', `/api/lessons/${lessonId}`, { token: student }));
    const view = await t.call('GET', `/api/lessons/${lessonId}`, { token: teacher });
    expectOnlyDeclared(LessonViewSchema, view);
    const poll = `/api/blocks/${view.body.blocks.find((b) => b.block.type === 'reaction')!.block_id}/classes/${classId}/reactions` as const;
    expectOnlyDeclared(ReactionStateSchema, await t.call('PUT', poll, { token: student, body: { session_id: 's', reaction: '👍' } }));
    expectOnlyDeclared(ReactionStateSchema, await t.call('GET', poll, { token: teacher }));
    const { user: adminUser, session: adminSession } = await t.signUp('teacher', 'Ada', 'Admin');
    await promoteToAdmin(t.sql, adminUser.email!);
    const admin = adminSession.access_token;
    const list = await t.call('GET', '/api/admin/users', { token: admin });
    expectOnlyDeclared(AdminUserListSchema, list);
    const teacherId = created.body.teacher_id;
    const studentId = list.body.users.find((u) => u.role === 'student')!.id;
    expectOnlyDeclared(AdminUserSchema, await t.call('PATCH', `/api/admin/users/${teacherId}`, { token: admin, body: { bio: 'Mathe' } }));
    expectOnlyDeclared(AdminUserSchema, await t.call('PUT', `/api/admin/users/${studentId}/role`, { token: admin, body: { role: 'student' } }));
    expectOnlyDeclared(zod.object({ classes: zod.array(AdminTeacherClassSchema) }), await t.call('GET', `/api/admin/users/${teacherId}/classes`, { token: admin }));
    expectOnlyDeclared(zod.object({ lessons: zod.array(AdminTeacherLessonSchema) }), await t.call('GET', `/api/admin/users/${teacherId}/lessons`, { token: admin }));
    expectOnlyDeclared(zod.object({ enrollments: zod.array(AdminEnrollmentSchema) }), await t.call('GET', `/api/admin/users/${studentId}/enrollments`, { token: admin }));
  });

  it('custom games, game results, hand-ins (file blocks) and polls', async () => {
    const w = await classWorld(t);
    type Who = typeof w.owner;
    const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: Who | null, body?: unknown) => t.call(method, path, { token: who?.session.access_token, body });
    const upload = async (path: string, who: Who, name: string) => {
      const form = new FormData();
      form.append('file', new File([fx.pdf()], name, { type: 'application/pdf' }));
      const res = await t.app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.session.access_token}` } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    for (const table of ['custom_games', 'game_rounds', 'game_results', 'game_try_grants', 'student_file_submissions', 'block_interactions']) {
      await t.sql.unsafe(`alter table ${table} add column internal_note text default 'geheim'`);
    }

    // Custom games: the owner's answers, a player's answer.
    const body = { gameType: 'matching', name: 'Hauptstädte', pairs: [1, 2, 3].map((n) => ({ id: `p${n}`, start: `Anfang ${n}`, end: `Ende ${n}` })) };
    const game = await call('POST', '/api/teacher/custom-games', w.owner, body);
    expectOnlyDeclared(CustomGameSchema, game, 201);
    expectOnlyDeclared(CustomGameSchema, await call('PUT', `/api/teacher/custom-games/${game.body.id}`, w.owner, { ...body, name: 'Städte' }));
    expectOnlyDeclared(CustomGameSchema, await call('GET', `/api/custom-games/${game.body.id}`, null));
    expectOnlyDeclared(zod.object({ games: zod.array(CustomGameSummarySchema) }), await call('GET', '/api/teacher/custom-games', w.owner));

    // Game results: a round of EU-Flaggen played to its target of 3, one more try granted.
    const content: GameContent = {
      gameType: 'guessing', gameId: 'eu-flaggen', gameName: 'EU-Flaggen', gameDescription: null, quizId: 'EU_FLAGGEN',
      settings: { timeLimit: 0, allowRetry: false, showScore: true, target: 3 },
    };
    const gameBlock = (await appendBlock(call, w.owner, w.visible.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { target: 3, allowRetry: false } } })).body.block_id;
    const student = `/api/student/classes/${w.cls.id}/blocks/${gameBlock}` as const;
    const round = await call('POST', `${student}/game-rounds`, w.enrolled);
    expectOnlyDeclared(GameRoundSchema, round, 201);
    expectOnlyDeclared(GameRoundSchema, await call('POST', `${student}/game-rounds/${round.body.round_id}/start`, w.enrolled), 200);
    await t.sql`update game_rounds set started_at = now() - interval '1 hour' where id = ${round.body.round_id}`;
    const played = playRound(content, { stepMs: 1_000, seed: round.body.seed });
    expectOnlyDeclared(GameResultSchema, await call('POST', `${student}/game-results`, w.enrolled, { ...played.result, seed: played.seed, log: played.log, roundId: round.body.round_id }), 201);
    expectOnlyDeclared(OwnGameResultsSchema, await call('GET', `${student}/game-results`, w.enrolled));
    expectOnlyDeclared(ClassGameResultsSchema, await call('GET', `/api/teacher/classes/${w.cls.id}/blocks/${gameBlock}/game-results`, w.owner));
    expectOnlyDeclared(GameTryGrantSchema, await call('POST', `/api/teacher/classes/${w.cls.id}/blocks/${gameBlock}/students/${w.enrolled.user.id}/game-tries`, w.owner), 201);

    // Hand-ins: a file block of the visible lesson, a student's hand-in, the teacher's list.
    const fileBlock = (await appendBlock(call, w.owner, w.visible.id, { type: 'file_upload', content: { mode: 'upload', instructions: 'Lade es hoch.', allowedFormats: ['.pdf'] } })).body.block_id;
    const handIns = `/api/student/classes/${w.cls.id}/file-blocks/${fileBlock}` as const;
    expectOnlyDeclared(OwnSubmissionSchema, await upload(`${handIns}/submissions`, w.enrolled, 'Aufsatz.pdf'), 201);
    expectOnlyDeclared(OwnSubmissionAnswerSchema, await call('GET', `${handIns}/submission`, w.enrolled));
    expectOnlyDeclared(zod.object({ submissions: zod.array(FileSubmissionSchema) }), await call('GET', `/api/teacher/classes/${w.cls.id}/file-blocks/${fileBlock}/submissions`, w.owner));

    // Polls: a student's vote and view, the teacher's view.
    const pollBlock = (await appendBlock(call, w.owner, w.visible.id, { type: 'reaction', content: { prompt: 'Wie war es?', options: ['👍', '👎'] } })).body.block_id;
    const poll = `/api/blocks/${pollBlock}/classes/${w.cls.id}/reactions` as const;
    expectOnlyDeclared(ReactionStateSchema, await call('PUT', poll, w.enrolled, { session_id: 's', reaction: '👍' }));
    expectOnlyDeclared(ReactionStateSchema, await call('GET', poll, w.enrolled));
    expectOnlyDeclared(ReactionStateSchema, await call('GET', poll, w.owner));
  });
});
