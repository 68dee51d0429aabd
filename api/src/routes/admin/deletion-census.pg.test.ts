import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import * as fx from '../../../test/file-fixtures.ts';
import { appendBlock } from '../../../test/lesson-blocks.ts';
import { keyPart } from '../../services/rate-limiter.ts';
import { normalizeCustomGameContent, parseStoredContent } from '../../contract/index.ts';
import { playRound as playGame } from '../../../test/game-rounds.ts';

/**
 * Deletion leaves nothing (issue 20): after an admin deletes a teacher and a student who had every kind of
 * data, a census over every column of every table of the schema (information_schema) finds neither their
 * ids nor their e-mail addresses (in clear or as the hashed parts of rate-limit keys), and no file is left
 * under their storage prefixes.
 */

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp({ TRUST_PROXY: 'true' }); });
afterAll(async () => { await t.close(); });

const tok = (u: User) => u.session.access_token;
async function call<M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: unknown, ip?: string) {
  return t.call(method, path, { token: who ? tok(who) : undefined, body, headers: ip ? { 'x-forwarded-for': ip } : undefined });
}
async function ok<M extends Method, P extends ApiPath>(method: M, path: P, who: User, body?: unknown) {
  const res = await call(method, path, who, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
async function upload(who: User, url: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await t.app.request(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(who)}` } });
  const body = await res.json();
  expect(res.status, `${url}: ${JSON.stringify(body)}`).toBe(201);
  return body as { url: string; path: string; size: number; content_type: string; id?: string };
}

/** A class with a visible lesson, the lesson's blocks added by `blocks`. */
async function classWithLesson(owner: User, name: string, picture?: string) {
  const cls = await ok('POST', '/api/teacher/classes', owner, { name, ...(picture ? { picture_url: picture } : {}) });
  const lesson = await ok('POST', '/api/teacher/lessons', owner, { name: `Lektion ${name}` });
  await ok('POST', `/api/teacher/classes/${cls.id}/lessons`, owner, { lesson_ids: [lesson.id] });
  await ok('PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, owner, { is_visible: true });
  const block = async (type: string, content: unknown) => {
    const res = await appendBlock(call, owner, lesson.id, { type, content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.block_id;
  };
  return { cls, lesson, block };
}

const won = (quizId: string) => ({ quizId, values: { Punkte: 3, Zeit: '00:05' }, score: { raw: 3, max: 3 }, success: true, durationSeconds: 5 });
/** A real round (seed and log the server replays) of the game the block holds, reported by `who`. */
async function playRound(who: User, classId: string, blockId: string) {
  const [stored] = await t.sql<{ content: unknown }[]>`select content from blocks where id = ${blockId}`;
  const content = parseStoredContent('game', stored!.content);
  const [own] = await t.sql<{ name: string; template_id: string; game_data: Record<string, unknown> }[]>`
    select name, template_id, game_data from custom_games where id::text = ${content.gameId}`;
  const customGame = own ? normalizeCustomGameContent({ gameType: own.template_id, ...own.game_data }, own.name) : undefined;
  const round = await ok('POST', `/api/student/classes/${classId}/blocks/${blockId}/game-rounds`, who);
  await ok('POST', `/api/student/classes/${classId}/blocks/${blockId}/game-rounds/${round.round_id}/start`, who);
  await t.sql`update game_rounds set started_at = now() - interval '1 minute' where id = ${round.round_id}`;
  // Played on the seed the server issued for the round.
  const played = playGame(content, { seed: round.seed, context: { customGame } });
  await ok('POST', `/api/student/classes/${classId}/blocks/${blockId}/game-results`, who, {
    ...played.result, seed: played.seed, log: played.log, roundId: round.round_id,
  });
}

describe('an admin deletes a teacher and a student with every kind of data', () => {
  it('leaves no row holding their id or e-mail, no counter naming them, no file under their prefixes', async () => {
    const admin = await t.signUp('teacher', 'Ada', 'Admin');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const teacher = await t.signUp('teacher', 'Theo', 'Geht');
    const student = await t.signUp('student', 'Sina', 'Geht');
    const other = await t.signUp('teacher', 'Olga', 'Bleibt');
    const classmate = await t.signUp('student', 'Kim', 'Bleibt');

    // The teacher: avatar, class picture, lesson picture, an image block, a file block with a teacher file,
    // a poll, a built-in game, an own (public) game that another teacher's lesson plays too.
    await upload(teacher, '/api/uploads/avatar', fx.png(), 'ich.png');
    const classPicture = await upload(teacher, '/api/uploads/class-image', fx.png(), 'klasse.png');
    const lessonImage = await upload(teacher, '/api/uploads/content?kind=lessons', fx.png(), 'bild.png');
    const teacherFile = await upload(teacher, '/api/uploads/content?kind=blocks', fx.pdf(), 'Blatt.pdf');
    const mine = await classWithLesson(teacher, 'Theos Klasse', classPicture.url);
    await mine.block('text', { html: '<p>Hallo</p>' });
    await mine.block('image', { url: lessonImage.url });
    const fileBlock = await mine.block('file_upload', {
      mode: 'both', teacherFile: { url: teacherFile.url, name: 'Blatt.pdf', size: teacherFile.size, type: teacherFile.content_type },
      allowedFormats: ['.pdf'], maxFileSize: 3 * 1024 * 1024,
    });
    const poll = await mine.block('reaction', { prompt: 'Wie war es?', options: ['👍', '👎'] });
    const builtIn = await mine.block('game', { gameId: 'eu-flaggen' });
    const game = await ok('POST', '/api/teacher/custom-games', teacher, {
      gameType: 'matching', name: 'Theos Spiel', pairs: [1, 2, 3].map((i) => ({ id: `p${i}`, start: `A${i}`, end: `B${i}` })),
    });
    const ownCustom = await mine.block('game', { gameId: game.id });

    // Another teacher's class plays the teacher's game; both students are in both classes.
    const theirs = await classWithLesson(other, 'Olgas Klasse');
    const foreignGameBlock = await theirs.block('game', { gameId: game.id });
    const theirFileBlock = await theirs.block('file_upload', { mode: 'upload', allowedFormats: ['.pdf'], maxFileSize: 3 * 1024 * 1024 });
    for (const s of [student, classmate]) {
      await ok('POST', '/api/student/classes/join', s, { code: mine.cls.invitation_code });
      await ok('POST', '/api/student/classes/join', s, { code: theirs.cls.invitation_code });
    }

    // The student: avatar, votes, hand-ins in both classes, game rounds and results in both classes.
    await upload(student, '/api/uploads/avatar', fx.png(), 'me.png');
    await ok('PUT', `/api/blocks/${poll}/classes/${mine.cls.id}/reactions`, student, { session_id: `s-${student.user.id}`, reaction: '👍' });
    await upload(student, `/api/student/classes/${mine.cls.id}/file-blocks/${fileBlock}/submissions`, fx.pdf(), 'Abgabe.pdf');
    const foreignHandIn = await upload(student, `/api/student/classes/${theirs.cls.id}/file-blocks/${theirFileBlock}/submissions`, fx.pdf(), 'Abgabe.pdf');
    await playRound(student, mine.cls.id, builtIn);
    await playRound(student, mine.cls.id, ownCustom);
    await playRound(student, theirs.cls.id, foreignGameBlock);
    const [foreignRow] = await t.sql<{ path: string }[]>`
      select storage_path as path from student_file_submissions where id = ${foreignHandIn.id!}`;
    const foreignPath = foreignRow!.path;

    // Rate-limit counters naming them: failed sign-ins, a refresh, wrong join codes, uploads.
    for (const u of [teacher, student]) {
      await call('POST', '/api/auth/token', null, { grant_type: 'password', email: u.email, password: 'falsch' }, '192.0.2.1');
      await call('POST', '/api/auth/token', null, { grant_type: 'refresh_token', refresh_token: u.session.refresh_token });
    }
    await call('POST', '/api/student/classes/join', student, { code: 'FALSCH' });
    const counters = await t.sql<{ n: number }[]>`select count(*)::int as n from rate_limit_hits`;
    expect(counters[0]!.n).toBeGreaterThan(4);

    expect((await call('DELETE', `/api/admin/users/${teacher.user.id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/admin/users/${student.user.id}`, admin)).status).toBe(204);

    // The census: every column of every table, as text.
    const needles = [teacher.user.id, student.user.id, teacher.email, student.email];
    const hashed = needles.map(keyPart);
    const columns = await t.sql<{ table_name: string; column_name: string }[]>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'`;
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const needle of [...needles, ...hashed]) {
        const [r] = await t.sql<{ n: number }[]>`
          select count(*)::int as n from ${t.sql(table_name)} where strpos(lower(${t.sql(column_name)}::text), ${needle.toLowerCase()}) > 0`;
        if (r!.n > 0) found.push(`${table_name}.${column_name} holds ${needle} (${r!.n})`);
      }
    }
    expect(found).toEqual([]);

    // No file under their prefixes, nor their hand-in in the other teacher's class.
    const driver = t.deps.storage.driver;
    expect(await driver.list('avatars', `${teacher.user.id}/`)).toEqual([]);
    expect(await driver.list('avatars', `${student.user.id}/`)).toEqual([]);
    expect(await driver.list('content', `teachers/${teacher.user.id}/`)).toEqual([]);
    expect(await driver.list('teacher-media', `${teacher.user.id}/`)).toEqual([]);
    expect(await driver.list('submissions', `${mine.cls.id}/`)).toEqual([]);
    expect(await driver.get('submissions', foreignPath)).toBeNull();
    const recorded = await t.sql<{ n: number }[]>`select count(*)::int as n from storage_orphans`;
    expect(recorded[0]!.n).toBe(0);

    // The other teacher's game block whose game is gone: the game is not found, and no round starts or ends on it.
    expect((await call('GET', `/api/custom-games/${game.id}`, classmate)).status).toBe(404);
    const start = await call('POST', `/api/student/classes/${theirs.cls.id}/blocks/${foreignGameBlock}/game-rounds`, classmate);
    expect([start.status, start.error?.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const report = await call('POST', `/api/student/classes/${theirs.cls.id}/blocks/${foreignGameBlock}/game-results`, classmate, {
      ...won('MATCHING_THEOS_SPIEL'), roundId: '00000000-0000-4000-8000-000000000000',
    });
    expect(report.status).toBe(404);
    // The rest of the other teacher's class works on.
    expect((await call('GET', `/api/teacher/classes/${theirs.cls.id}`, other)).body.student_count).toBe(1);
  }, 120_000);
});

describe('the sweeper', () => {
  it('deletes rate-limit windows that have ended, keeps running ones', async () => {
    const { sweepAll } = await import('../../services/upload-sweeper.ts');
    await t.sql`insert into rate_limit_hits (key, hits, reset_at) values ('test:ended', 3, now() - interval '1 second'), ('test:running', 3, now() + interval '1 minute')`;
    await sweepAll(t.sql, t.deps.storage.driver, t.deps.log);
    const keys = (await t.sql<{ key: string }[]>`select key from rate_limit_hits where key like 'test:%'`).map((r) => r.key);
    expect(keys).toEqual(['test:running']);
  });
});
