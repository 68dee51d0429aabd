import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classWorld } from '../../../test/class-world.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { appendBlock, editBlock } from '../../../test/lesson-blocks.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const call = (method: string, path: string, who: User | null, body?: unknown) =>
  t.call(method, path, { token: who ? who.session.access_token : undefined, body });

const roundsPath = (classId: string, blockId: string) => `/api/student/classes/${classId}/blocks/${blockId}/game-rounds`;
const resultsPath = (classId: string, blockId: string) => `/api/student/classes/${classId}/blocks/${blockId}/game-results`;

/** Starts a round as the student, dated back as if the game had been running for `agoSeconds`. */
async function startRound(who: User, classId: string, blockId: string, agoSeconds = 3600): Promise<string> {
  const res = await call('POST', roundsPath(classId, blockId), who);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const roundId = (res.body as { round_id: string }).round_id;
  await t.sql`update game_rounds set started_at = now() - make_interval(secs => ${agoSeconds}) where id = ${roundId}`;
  return roundId;
}

/** A whole round: started (an hour ago), then reported. */
async function play(who: User, classId: string, blockId: string, round: object) {
  return call('POST', resultsPath(classId, blockId), who, { ...round, roundId: await startRound(who, classId, blockId) });
}

const wonRound = { quizId: 'EU_FLAGGEN', values: { Punkte: 3, Zeit: '00:42', Richtig: 3, Falsch: 1 }, score: { raw: 3, max: 3 }, success: true, durationSeconds: 42 };

async function gameBlock(owner: User, lessonId: string, content: unknown = { gameId: 'eu-flaggen' }) {
  const res = await appendBlock(call, owner, lessonId, { type: 'game', content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { block_id: string; block: { type: 'game'; content: Record<string, unknown> } };
}

/** The matrix's callers around one class (api/test/class-world.ts), with a game block in the visible and in the hidden lesson. */
async function world() {
  const w = await classWorld(t);
  const block = await gameBlock(w.owner, w.visible.id);
  const hiddenBlock = await gameBlock(w.owner, w.hidden.id);
  const text = (await appendBlock(call, w.owner, w.visible.id, { type: 'text', content: { html: '<p>Hallo</p>' } })).body as { block_id: string };
  await w.removeStudent();
  return { ...w, block, hiddenBlock, text };
}

describe('game block', () => {
  it('is saved with the game\'s German name, quiz id and the spec\'s default settings', async () => {
    const owner = await t.signUp('teacher', 'Gina', 'Game');
    const lesson = (await call('POST', '/api/teacher/lessons', owner, { name: 'Karten' })).body as { id: string };
    const block = await gameBlock(owner, lesson.id, { gameId: 'schweiz-kantone', settings: { timeLimit: 120, allowRetry: false, showScore: true } });
    expect(block.block.content).toEqual({
      gameType: 'map', gameId: 'schweiz-kantone', gameName: 'Schweizer Kantone', gameDescription: null, quizId: 'SCHWEIZ_KANTONE',
      settings: { timeLimit: 120, allowRetry: false, showScore: true },
    });
    const unknown = await appendBlock(call, owner, lesson.id, { type: 'game', content: { gameId: 'pacman' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { code: 'GAME_NOT_FOUND' } });
    const negative = await appendBlock(call, owner, lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { timeLimit: -5 } } });
    expect(negative.status).toBe(400);
    const changed = await editBlock(call, owner, lesson.id, block.block_id, { gameId: 'bundesrat' });
    expect(changed.body).toMatchObject({ content: { gameId: 'bundesrat', gameName: 'Bundesrat', settings: { timeLimit: 0, allowRetry: true, showScore: true } } });
  });
});

describe('game results', () => {
  it('permission matrix: report, own results, class table, CSV × every caller', async () => {
    const w = await world();
    const base = resultsPath(w.cls.id, w.block.block_id);
    const teacherBase = `/api/teacher/classes/${w.cls.id}/blocks/${w.block.block_id}/game-results`;
    const order = [w.owner, w.otherTeacher, w.enrolled, w.otherStudent, w.removed, w.admin, null];
    // The enrolled student's round (started before the matrix; the others' calls are refused before a round is looked up).
    const reported = { ...wonRound, roundId: await startRound(w.enrolled, w.cls.id, w.block.block_id) };
    const routes: [string, string, unknown, number[]][] = [
      ['POST', roundsPath(w.cls.id, w.block.block_id), undefined, [403, 403, 201, 403, 403, 403, 401]],
      ['POST', base, reported, [403, 403, 201, 403, 403, 403, 401]],
      ['GET', base, undefined, [403, 403, 200, 403, 403, 403, 401]],
      ['GET', teacherBase, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['GET', `${teacherBase}.csv`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      // A block of a lesson hidden in the class: students cannot reach it, its teacher can.
      ['POST', roundsPath(w.cls.id, w.hiddenBlock.block_id), undefined, [403, 403, 404, 403, 403, 403, 401]],
      ['POST', resultsPath(w.cls.id, w.hiddenBlock.block_id), reported, [403, 403, 404, 403, 403, 403, 401]],
      ['GET', `/api/teacher/classes/${w.cls.id}/blocks/${w.hiddenBlock.block_id}/game-results`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      // A block that is not in the class at all, and another teacher's class.
      ['GET', `/api/teacher/classes/${w.otherCls.id}/blocks/${w.block.block_id}/game-results`, undefined, [403, 404, 403, 403, 403, 403, 401]],
      ['POST', roundsPath(w.otherCls.id, w.block.block_id), undefined, [403, 403, 403, 404, 403, 403, 401]],
      ['POST', resultsPath(w.otherCls.id, w.block.block_id), reported, [403, 403, 403, 404, 403, 403, 401]],
    ];
    for (const [method, path, body, expected] of routes) {
      const got = [];
      for (const who of order) got.push((await call(method, path, who, body)).status);
      expect(got, `${method} ${path}`).toEqual(expected);
    }
  });

  it('stores a plausible round, shows best and last to the student and the whole class to the teacher', async () => {
    const w = await world();
    const base = resultsPath(w.cls.id, w.block.block_id);
    expect((await call('GET', base, w.enrolled)).body).toEqual({ attempts: 0, best: null, last: null });
    const lost = { ...wonRound, values: { Punkte: 1, Zeit: '01:10', Richtig: 1, Falsch: 4 }, score: { raw: 1, max: 3 }, success: false, durationSeconds: 70 };
    expect((await play(w.enrolled, w.cls.id, w.block.block_id, wonRound)).status).toBe(201);
    expect((await play(w.enrolled, w.cls.id, w.block.block_id, lost)).status).toBe(201);
    const own = (await call('GET', base, w.enrolled)).body as { attempts: number; best: { score: number }; last: { score: number; values: object } };
    expect(own.attempts).toBe(2);
    expect(own.best.score).toBe(3);
    expect(own.last).toMatchObject({ score: 1, values: { Punkte: 1, Zeit: '01:10', Richtig: 1, Falsch: 4 } });

    const table = (await call('GET', `/api/teacher/classes/${w.cls.id}/blocks/${w.block.block_id}/game-results`, w.owner)).body as {
      game_name: string; students: { name: string; attempts: number; best: unknown; last: { duration_seconds: number } | null }[];
    };
    expect(table.game_name).toBe('EU-Flaggen');
    // Both active students, the one without a try too; the removed student is not listed.
    expect(table.students.map((s) => [s.name, s.attempts])).toEqual([['Berta Second', 0], ['Emil Enrolled', 2]]);
    expect(table.students[1]!.last!.duration_seconds).toBe(70);

    const csv = await t.app.request(`/api/teacher/classes/${w.cls.id}/blocks/${w.block.block_id}/game-results.csv`, {
      headers: { authorization: `Bearer ${w.owner.session.access_token}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFFName;Versuche;')).toBe(true);
    expect(text).toContain('Emil Enrolled;2;3 / 3;00:42;1 / 3;01:10;');
    expect(text).toContain('Berta Second;0;;;;;');
  });

  it('refuses implausible rounds with a stable code and stores nothing', async () => {
    const w = await world();
    const base = resultsPath(w.cls.id, w.block.block_id);
    const roundId = await startRound(w.enrolled, w.cls.id, w.block.block_id);
    for (const forged of [
      { ...wonRound, quizId: 'SCHWEIZ_WAPPEN' },
      { ...wonRound, score: { raw: 2, max: 3 } },
      { ...wonRound, values: { ...wonRound.values, Zeit: '00:01' } },
    ]) {
      const res = await call('POST', base, w.enrolled, { ...forged, roundId });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: { code: 'GAME_RESULT_IMPLAUSIBLE' } });
    }
    const outOfRange = await call('POST', base, w.enrolled, { ...wonRound, roundId, score: { raw: 5, max: 3 } });
    expect(outOfRange.status).toBe(400);
    expect((await call('POST', base, w.enrolled, wonRound)).status).toBe(400);
    for (const path of [roundsPath(w.cls.id, w.text.block_id), resultsPath(w.cls.id, w.text.block_id)]) {
      const notAGame = await call('POST', path, w.enrolled, { ...wonRound, roundId });
      expect(notAGame.status).toBe(400);
      expect(notAGame.body).toMatchObject({ error: { code: 'NOT_A_GAME_BLOCK' } });
    }
    // The round was started, so it is a try, but none of these was stored as its result.
    expect((await call('GET', base, w.enrolled)).body).toEqual({ attempts: 1, best: null, last: null });
  });

  it('takes one round only when the block does not allow retries', async () => {
    const w = await world();
    expect((await editBlock(call, w.owner, w.visible.id, w.block.block_id, { gameId: 'eu-flaggen', settings: { allowRetry: false } })).status).toBe(200);
    expect((await play(w.enrolled, w.cls.id, w.block.block_id, wonRound)).status).toBe(201);
    const again = await call('POST', roundsPath(w.cls.id, w.block.block_id), w.enrolled);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'GAME_ALREADY_PLAYED' } });
    expect((await play(w.second, w.cls.id, w.block.block_id, wonRound)).status).toBe(201);
  });

  it('with one round only, a round counts from its start: leaving it unfinished uses the try', async () => {
    const w = await world();
    expect((await editBlock(call, w.owner, w.visible.id, w.block.block_id, { gameId: 'eu-flaggen', settings: { allowRetry: false } })).status).toBe(200);
    await startRound(w.enrolled, w.cls.id, w.block.block_id);
    // The student reloads the page mid-round and tries to start again.
    expect((await call('POST', roundsPath(w.cls.id, w.block.block_id), w.enrolled)).body).toMatchObject({ error: { code: 'GAME_ALREADY_PLAYED' } });
    expect((await call('GET', resultsPath(w.cls.id, w.block.block_id), w.enrolled)).body).toEqual({ attempts: 1, best: null, last: null });
    const table = (await call('GET', `/api/teacher/classes/${w.cls.id}/blocks/${w.block.block_id}/game-results`, w.owner)).body as {
      students: { name: string; attempts: number; best: unknown }[];
    };
    expect(table.students.find((s) => s.name === 'Emil Enrolled')).toMatchObject({ attempts: 1, best: null });
  });

  it('starts one round when one student starts a one-round game from many tabs at once', async () => {
    const w = await world();
    expect((await editBlock(call, w.owner, w.visible.id, w.block.block_id, { gameId: 'eu-flaggen', settings: { allowRetry: false } })).status).toBe(200);
    const starts = await Promise.all(Array.from({ length: 10 }, () => call('POST', roundsPath(w.cls.id, w.block.block_id), w.enrolled)));
    expect(starts.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from game_rounds where student_id = ${w.enrolled.user.id}`;
    expect(row!.n).toBe(1);
  });

  it('takes one result per round, only for a round of this student, block and class, and no longer than it ran', async () => {
    const w = await world();
    const base = resultsPath(w.cls.id, w.block.block_id);
    const roundId = await startRound(w.enrolled, w.cls.id, w.block.block_id);
    const unknown = await call('POST', base, w.enrolled, { ...wonRound, roundId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'GAME_ROUND_NOT_FOUND' } });
    // Another student of the class cannot end someone else's round.
    expect((await call('POST', base, w.second, { ...wonRound, roundId })).body).toMatchObject({ error: { code: 'GAME_ROUND_NOT_FOUND' } });
    expect((await call('POST', base, w.enrolled, { ...wonRound, roundId })).status).toBe(201);
    const twice = await call('POST', base, w.enrolled, { ...wonRound, roundId });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { code: 'GAME_ROUND_ALREADY_REPORTED' } });

    // A round started just now cannot have taken 42 seconds; one that took no time can be stored.
    const fresh = await startRound(w.enrolled, w.cls.id, w.block.block_id, 0);
    const tooLong = await call('POST', base, w.enrolled, { ...wonRound, roundId: fresh });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toContain('longer than the round has been running');
    const quick = { ...wonRound, values: { Punkte: 0, Zeit: '00:00', Richtig: 0, Falsch: 0 }, score: { raw: 0, max: 3 }, success: false, durationSeconds: 0 };
    expect((await call('POST', base, w.enrolled, { ...quick, roundId: fresh })).status).toBe(201);
    expect((await call('GET', base, w.enrolled)).body).toMatchObject({ attempts: 2 });
  });

  it("a teacher's own game: the block takes its name and quiz id; after a rename results carry the new quiz id", async () => {
    const w = await world();
    const created = await call('POST', '/api/teacher/custom-games', w.owner, {
      gameType: 'matching', name: 'Städte & Flüsse',
      pairs: [{ id: 'a', start: 'Bern', end: 'Aare' }, { id: 'b', start: 'Basel', end: 'Rhein' }, { id: 'c', start: 'Genf', end: 'Rhone' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gameId = (created.body as { id: string }).id;
    const block = await gameBlock(w.owner, w.visible.id, { gameId });
    expect(block.block.content).toMatchObject({ gameType: 'matching', gameName: 'Städte & Flüsse', quizId: 'MATCHING_STAEDTE_FLUESSE' });
    // Another teacher cannot put a private game of someone else into a lesson.
    await t.sql`update custom_games set is_public = false where id = ${gameId}`;
    const otherLesson = (await call('POST', '/api/teacher/lessons', w.otherTeacher, { name: 'Fremd' })).body as { id: string };
    const foreign = await appendBlock(call, w.otherTeacher, otherLesson.id, { type: 'game', content: { gameId } });
    expect(foreign.body).toMatchObject({ error: { code: 'GAME_NOT_FOUND' } });

    const round = { quizId: 'MATCHING_STAEDTE_FLUESSE', values: { Versuche: 3, Zeit: '00:20' }, score: { raw: 3, max: 3 }, success: true, durationSeconds: 20 };
    expect((await play(w.enrolled, w.cls.id, block.block_id, round)).status).toBe(201);
    const renamed = await call('PUT', `/api/teacher/custom-games/${gameId}`, w.owner, {
      gameType: 'matching', name: 'Flüsse',
      pairs: [{ id: 'a', start: 'Bern', end: 'Aare' }, { id: 'b', start: 'Basel', end: 'Rhein' }, { id: 'c', start: 'Genf', end: 'Rhone' }],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await play(w.enrolled, w.cls.id, block.block_id, round)).status).toBe(422);
    expect((await play(w.enrolled, w.cls.id, block.block_id, { ...round, quizId: 'MATCHING_FLUESSE' })).status).toBe(201);
  });
});
