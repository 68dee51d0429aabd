import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classWorld } from '../../../test/class-world.ts';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import { appendBlock } from '../../../test/lesson-blocks.ts';
import { playRound } from '../../../test/game-rounds.ts';
import { normalizeCustomGameContent, type GameContent } from '../../contract/index.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: unknown) =>
  t.call(method, path, { token: who ? who.session.access_token : undefined, body });

const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, start: `Anfang ${i}`, end: `Ende ${i}` }));
const matching = (name = 'Hauptstädte', extra: Record<string, unknown> = {}) => ({ gameType: 'matching', name, pairs: pairs(3), ...extra });
const multipleChoice = (name = 'Rechnen') => ({
  gameType: 'multipleChoice', name,
  questions: [{ id: 'q1', question: 'Was ist 2+2?', answers: ['3', '4'], correctAnswers: [1] }],
});

async function newGame(owner: User, body: unknown = matching()) {
  const res = await call('POST', '/api/teacher/custom-games', owner, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function world() {
  const owner = await t.signUp('teacher', 'Olga', 'Owner');
  const otherTeacher = await t.signUp('teacher', 'Otto', 'Other');
  const student = await t.signUp('student', 'Emil', 'Schüler');
  const admin = await t.signUp('teacher', 'Adam', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  const publicGame = await newGame(owner, matching('Öffentlich'));
  const privateGame = await newGame(owner, multipleChoice('Privat'));
  await t.sql`update custom_games set is_public = false where id = ${privateGame.id}`;
  return { owner, otherTeacher, student, admin, publicGame, privateGame };
}

describe('permission matrix: every custom game route × caller', () => {
  it('lets only the owner list, change and delete; anyone play a public game; only the owner a private one', async () => {
    const w = await world();
    const order = ['owner', 'otherTeacher', 'student', 'admin', 'anonymous'] as const;
    const callers = { owner: w.owner, otherTeacher: w.otherTeacher, student: w.student, admin: w.admin, anonymous: null };
    const routes: [Method, ApiPath, unknown, [number, number, number, number, number]][] = [
      ['POST', '/api/teacher/custom-games', matching('Neu'), [201, 201, 403, 403, 401]],
      ['GET', '/api/teacher/custom-games', undefined, [200, 200, 403, 403, 401]],
      ['GET', `/api/custom-games/${w.publicGame.id}`, undefined, [200, 200, 200, 200, 200]],
      ['GET', `/api/custom-games/${w.privateGame.id}`, undefined, [200, 404, 404, 404, 404]],
      ['PUT', `/api/teacher/custom-games/${w.publicGame.id}`, matching('Geändert'), [200, 403, 403, 403, 401]],
    ];
    for (const [method, path, body, expected] of routes) {
      for (const [i, who] of order.entries()) {
        const res = await call(method, path, callers[who], body);
        expect(res.status, `${method} ${path} as ${who}: ${JSON.stringify(res.body)}`).toBe(expected[i]);
        if (res.status >= 400) expect(res.error?.code).toBeTruthy();
        if (res.status === 200 && who !== 'owner') expect(JSON.stringify(res.body)).not.toContain(w.privateGame.id);
      }
    }
    // Each answer lists what its caller may do with the game: only the owner may edit ('Bearbeiten'), and link a public one into an LMS.
    for (const [i, who] of order.entries()) {
      const res = await call('GET', `/api/custom-games/${w.publicGame.id}`, callers[who]);
      expect(res.body.abilities, `abilities of ${who}`).toEqual(i === 0 ? ['play', 'manage', 'package', 'link'] : ['play']);
    }
    expect((await call('GET', `/api/custom-games/${w.privateGame.id}`, w.owner)).body.abilities).toEqual(['play', 'manage', 'package']);
    // The private game answers like a missing one: its existence is not revealed.
    expect((await call('GET', `/api/custom-games/${w.privateGame.id}`, w.otherTeacher)).error)
      .toEqual({ code: 'CUSTOM_GAME_NOT_FOUND', message: 'Custom Game nicht gefunden' });
    // Another teacher's list never holds the owner's games.
    const othersList = (await call('GET', '/api/teacher/custom-games', w.otherTeacher)).body.games;
    expect(othersList.map((g) => g.name)).toEqual(['Neu']);
    // Delete: every non-owner is refused and the game stays; the owner deletes it.
    for (const who of order.slice(1)) {
      const res = await call('DELETE', `/api/teacher/custom-games/${w.publicGame.id}`, callers[who]);
      expect(res.status, `DELETE as ${who}`).toBe(who === 'anonymous' ? 401 : 403);
    }
    expect((await call('GET', `/api/custom-games/${w.publicGame.id}`, null)).body.name).toBe('Geändert');
    expect((await call('DELETE', `/api/teacher/custom-games/${w.publicGame.id}`, w.owner)).status).toBe(200);
    expect((await call('GET', `/api/custom-games/${w.publicGame.id}`, null)).status).toBe(404);
    expect((await call('DELETE', `/api/teacher/custom-games/${w.publicGame.id}`, w.owner)).status).toBe(404);
  });
});

describe('custom games', () => {
  it('saves new games public with the default settings and lists them newest first with their type', async () => {
    const owner = await t.signUp('teacher');
    const a = await newGame(owner, matching('Erstes'));
    const b = await newGame(owner, multipleChoice('Zweites'));
    expect(a.is_public).toBe(true);
    expect(a.content).toMatchObject({ gameType: 'matching', title: 'Erstes', settings: { shuffleColumns: true, timer: true, timeLimit: 300 } });
    expect(b.content.questions).toHaveLength(1);
    const list = (await call('GET', '/api/teacher/custom-games', owner)).body.games;
    expect(list.map((g) => [g.name, g.game_type, g.lesson_count])).toEqual([['Zweites', 'multipleChoice', 0], ['Erstes', 'matching', 0]]);
  });

  it('validates as spec 5 says: name, 3–10 filled pairs, 1–20 questions of 2–5 answers with a correct one; drops unfilled entries', async () => {
    const owner = await t.signUp('teacher');
    const post = (body: unknown) => call('POST', '/api/teacher/custom-games', owner, body);
    expect((await post(matching(''))).error?.code).toBe('VALIDATION_FAILED');
    expect((await post({ ...matching(), pairs: pairs(2) })).status).toBe(400);
    expect((await post({ ...matching(), pairs: pairs(11) })).status).toBe(400);
    // Three filled pairs plus an empty one and one without end: saved with the three.
    const saved = await newGame(owner, { ...matching(), pairs: [...pairs(3), { id: 'x', start: '', end: '' }, { id: 'y', start: 'Nur Anfang', end: ' ' }] });
    expect(saved.content.pairs).toHaveLength(3);
    expect((await post({ ...matching(), pairs: [...pairs(2), { id: 'y', start: 'Nur Anfang', end: '' }] })).status).toBe(400);
    const q = (answers: string[], correctAnswers: number[]) => ({ gameType: 'multipleChoice', name: 'MC', questions: [{ id: 'q', question: 'Frage?', answers, correctAnswers }] });
    expect((await post(q(['a'], [0]))).status).toBe(400);
    expect((await post(q(['a', 'b', 'c', 'd', 'e', 'f'], [0]))).status).toBe(400);
    expect((await post(q(['a', 'b'], []))).status).toBe(400);
    expect((await post({ gameType: 'multipleChoice', name: 'MC', questions: [] })).status).toBe(400);
    // An empty answer is dropped and the correct answers re-indexed.
    const mc = await newGame(owner, q(['a', '', 'c'], [2]));
    expect(mc.content.questions[0]).toMatchObject({ answers: ['a', 'c'], correctAnswers: [1] });
    expect((await post({ ...matching(), settings: { timeLimit: -1 } })).status).toBe(400);
    expect((await newGame(owner, { ...matching(), settings: { timer: false, timeLimit: 0 } })).content.settings)
      .toEqual({ shuffleColumns: true, timer: false, timeLimit: 0 });
  });

  it('reads older content with only pairs and no gameType as matching', async () => {
    const owner = await t.signUp('teacher');
    const [row] = await t.sql<{ id: string }[]>`
      insert into custom_games (teacher_id, template_id, name, game_data)
      values (${owner.user.id}, 'matching', 'Alt', ${t.sql.json({ pairs: pairs(3) } as never)}) returning id`;
    const res = await call('GET', `/api/custom-games/${row!.id}`, null);
    expect(res.body.content).toMatchObject({ gameType: 'matching', title: 'Alt', settings: { timeLimit: 300 } });
    expect(res.body.content.pairs).toHaveLength(3);
  });

  it('deleting a game used in lessons removes its blocks from them in the same transaction', async () => {
    const owner = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const game = await newGame(owner);
    const lesson = (await call('POST', '/api/teacher/lessons', owner, { name: 'Lektion' })).body;
    const othersLesson = (await call('POST', '/api/teacher/lessons', other, { name: 'Fremde Lektion' })).body;
    await appendBlock(call, owner, lesson.id, { type: 'text', content: { html: '<p>Vorher</p>' } });
    for (const [teacher, l] of [[owner, lesson], [other, othersLesson]] as const) {
      const [block] = await t.sql<{ id: string }[]>`
        insert into blocks (teacher_id, type, content, is_public)
        values (${teacher.user.id}, 'game', ${t.sql.json({ gameType: 'custom', gameId: game.id } as never)}, true) returning id`;
      await t.sql`
        insert into lesson_blocks (lesson_id, block_id, order_position)
        select ${l.id}, ${block!.id}, coalesce(max(order_position), 0) + 1 from lesson_blocks where lesson_id = ${l.id}`;
    }
    await appendBlock(call, owner, lesson.id, { type: 'text', content: { html: '<p>Nachher</p>' } });
    const listed = (await call('GET', '/api/teacher/custom-games', owner)).body.games[0]!;
    expect(listed.lesson_count).toBe(2);

    const res = await call('DELETE', `/api/teacher/custom-games/${game.id}`, owner);
    expect(res.body).toEqual({ removed_blocks: 2 });
    const view = (await call('GET', `/api/lessons/${lesson.id}`, owner)).body;
    expect(view.blocks.map((b) => [b.order_position, b.block.type])).toEqual([[1, 'text'], [2, 'text']]);
    expect((await call('GET', `/api/lessons/${othersLesson.id}`, other)).body.blocks).toEqual([]);
    expect((await t.sql`select 1 from blocks where type = 'game'`).length).toBe(0);
  });
});

describe('answers carry only declared keys', () => {
  it('no new column or stray game_data key leaks into a custom game answer', async () => {
    const { undeclaredKeys } = await import('../../../test/undeclared-keys.ts');
    const { CustomGameSchema, CustomGameSummarySchema } = await import('../../contract/custom-games.ts');
    const { z } = await import('zod');
    const owner = await t.signUp('teacher');
    await t.sql.unsafe(`alter table custom_games add column internal_note text default 'geheim'`);
    const game = await newGame(owner);
    await t.sql`update custom_games set game_data = jsonb_set(game_data || '{"internal": "geheim"}'::jsonb, '{pairs,0,secret}', '"geheim"')`;
    for (const [schema, res] of [
      [CustomGameSchema, await call('GET', `/api/custom-games/${game.id}`, null)],
      [CustomGameSchema, await call('PUT', `/api/teacher/custom-games/${game.id}`, owner, matching('Neu'))],
      [z.object({ games: z.array(CustomGameSummarySchema) }), await call('GET', '/api/teacher/custom-games', owner)],
    ] as const) {
      expect(res.status).toBe(200);
      expect(undeclaredKeys(schema, res.body)).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain('geheim');
    }
  });
});

describe('import and export', () => {
  it('a teacher imports a Moodle XML file (nothing stored) and exports an own game as Moodle XML and CSV; others may not', async () => {
    const owner = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const student = await t.signUp('student');
    const xml = '<?xml version="1.0"?><quiz><question type="multichoice"><name><text>Q</text></name>' +
      '<questiontext format="html"><text><![CDATA[<p>2 + 2?</p>]]></text></questiontext>' +
      '<answer fraction="100"><text>4</text></answer><answer fraction="0"><text>5</text></answer></question>' +
      '<question type="ddwtos"><name><text>Lücken</text></name></question></quiz>';
    const imported = await call('POST', '/api/teacher/custom-games/import', owner, { format: 'moodle-xml', text: xml });
    expect(imported.status).toBe(200);
    expect(imported.body.questions).toEqual([{ id: 'moodle-q0', question: '2 + 2?', answers: ['4', '5'], correctAnswers: [0] }]);
    expect(imported.body.summary).toContain('«Lücken» (Fragetyp «ddwtos» wird nicht unterstützt)');
    expect((await call('POST', '/api/teacher/custom-games/import', student, { format: 'csv', text: 'Frage\n' })).status).toBe(403);
    expect((await call('POST', '/api/teacher/custom-games/import', null, { format: 'csv', text: 'Frage\n' })).status).toBe(401);
    expect((await t.sql`select 1 from custom_games where teacher_id = ${owner.user.id}`).length).toBe(0);

    const game = await newGame(owner, matching('Städte Quiz'));
    const csv = await t.app.request(`/api/teacher/custom-games/${game.id}/export?format=csv`, { headers: { authorization: `Bearer ${owner.session.access_token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('filename="Stadte_Quiz.csv"');
    expect(await csv.text()).toBe('Satzanfang,Satzende\nAnfang 0,Ende 0\nAnfang 1,Ende 1\nAnfang 2,Ende 2\n');
    const moodle = await t.app.request(`/api/teacher/custom-games/${game.id}/export?format=moodle-xml`, { headers: { authorization: `Bearer ${owner.session.access_token}` } });
    expect(await moodle.text()).toContain('<question type="matching">');
    expect((await call('GET', `/api/teacher/custom-games/${game.id}/export?format=csv`, other)).status).toBe(403);
    expect((await call('GET', `/api/teacher/custom-games/${game.id}/export?format=pdf`, owner)).status).toBe(400);
  });
});

describe('custom games in lessons (game blocks)', () => {
  it('a lesson holds an own or a public game; its rename reaches the block; students report MATCHING_… results', async () => {
    const owner = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const student = await t.signUp('student');
    const own = await newGame(owner, matching('Flüsse'));
    const foreignPublic = await newGame(other, multipleChoice('Rechnen'));
    const foreignPrivate = await newGame(other, matching('Geheim'));
    await t.sql`update custom_games set is_public = false where id = ${foreignPrivate.id}`;
    const lesson = (await call('POST', '/api/teacher/lessons', owner, { name: 'Wasser' })).body;
    const add = (gameId: string) => appendBlock(call, owner, lesson.id, { type: 'game', content: { gameId } });

    const block = await add(own.id);
    expect(block.status).toBe(201);
    expect(block.body.block.content).toEqual({
      gameType: 'matching', gameId: own.id, gameName: 'Flüsse', gameDescription: null, quizId: 'MATCHING_FLUESSE',
      settings: { timeLimit: 0, allowRetry: true, showScore: true },
    });
    expect((await add(foreignPublic.id)).body.block.content).toMatchObject({ gameType: 'multipleChoice', quizId: 'MULTIPLE_CHOICE_RECHNEN' });
    expect((await add(foreignPrivate.id)).error?.code).toBe('GAME_NOT_FOUND');
    expect((await add('00000000-0000-4000-8000-000000000000')).error?.code).toBe('GAME_NOT_FOUND');

    expect((await call('PUT', `/api/teacher/custom-games/${own.id}`, owner, matching('Flüsse der Schweiz'))).status).toBe(200);
    const view = (await call('GET', `/api/lessons/${lesson.id}`, owner)).body;
    expect(view.blocks[0]!.block.content).toMatchObject({ gameName: 'Flüsse der Schweiz', quizId: 'MATCHING_FLUESSE_DER_SCHWEIZ' });

    const cls = (await call('POST', '/api/teacher/classes', owner, { name: '5a' })).body;
    await call('POST', '/api/student/classes/join', student, { code: cls.invitation_code });
    await call('POST', `/api/teacher/classes/${cls.id}/lessons`, owner, { lesson_ids: [lesson.id] });
    await call('PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, owner, { is_visible: true });
    // A real round of the renamed game (the server replays it with the game's content).
    const stored = (await call('GET', `/api/custom-games/${own.id}`, student)).body;
    const customGame = normalizeCustomGameContent(stored.content, stored.name);
    const report = async (quizId: string) => {
      const rounds = `/api/student/classes/${cls.id}/blocks/${block.body.block_id}/game-rounds` as const;
      const drawn = await call('POST', rounds, student);
      expect(drawn.status).toBe(201);
      expect((await call('POST', `${rounds}/${drawn.body.round_id}/start` as ApiPath, student)).status).toBe(200);
      await t.sql`update game_rounds set started_at = now() - interval '1 minute' where id = ${drawn.body.round_id}`;
      // Played on the seed the server issued for the round.
      const played = playRound(view.blocks[0]!.block.content as GameContent, { seed: drawn.body.seed, context: { customGame } });
      const { quizId: _quizId, ...round } = { ...played.result, seed: played.seed, log: played.log };
      return call('POST', `/api/student/classes/${cls.id}/blocks/${block.body.block_id}/game-results`, student, { quizId, ...round, roundId: drawn.body.round_id });
    };
    expect((await report('MATCHING_FLUESSE')).status).toBe(422);
    expect((await report('MATCHING_FLUESSE_DER_SCHWEIZ')).status).toBe(201);
  });
});

describe('private games in lessons', () => {
  it('whoever may open a lesson of a class that holds a private game may play it; nobody else learns it exists', async () => {
    const w = await classWorld(t);
    const addTo = (lessonId: string, gameId: string) => appendBlock(call, w.owner, lessonId, { type: 'game', content: { gameId } });
    const own = await newGame(w.owner, matching('Eigene Paare'));
    const inHidden = await newGame(w.owner, matching('Noch geheim'));
    // Another teacher's game, public when the owner put it into the lesson, private since then.
    const foreign = await newGame(w.otherTeacher, multipleChoice('Fremd'));
    for (const [lessonId, gameId] of [[w.visible.id, own.id], [w.hidden.id, inHidden.id], [w.visible.id, foreign.id]] as const) {
      expect((await addTo(lessonId, gameId)).status).toBe(201);
    }
    await t.sql`update custom_games set is_public = false where id in ${t.sql([own.id, inHidden.id, foreign.id])}`;
    await w.removeStudent();

    const order = ['owner', 'otherTeacher', 'enrolled', 'otherStudent', 'removed', 'admin', 'anonymous'] as const;
    const callers = { ...w, anonymous: null };
    const expected: [string, [number, number, number, number, number, number, number]][] = [
      [own.id, [200, 404, 200, 404, 404, 404, 404]],
      [inHidden.id, [200, 404, 404, 404, 404, 404, 404]],
      [foreign.id, [200, 200, 200, 404, 404, 404, 404]],
    ];
    for (const [id, statuses] of expected) {
      for (const [i, who] of order.entries()) {
        const res = await call('GET', `/api/custom-games/${id}`, callers[who]);
        expect(res.status, `GET ${id} as ${who}`).toBe(statuses[i]);
        if (res.status === 404) expect(res.error?.code).toBe('CUSTOM_GAME_NOT_FOUND');
        if (res.status === 200) expect(res.body.id).toBe(id);
      }
    }
    // Hiding the lesson again takes the game away from its students.
    expect((await call('PATCH', `/api/teacher/classes/${w.cls.id}/lessons/${w.visible.id}`, w.owner, { is_visible: false })).status).toBe(200);
    expect((await call('GET', `/api/custom-games/${own.id}`, w.enrolled)).status).toBe(404);
  });
});
