import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classWorld } from '../../test/class-world.ts';
import { createTestApp, type ApiPath, type Method } from '../../test/test-app.ts';
import type { Caller } from '../caller.ts';
import { ClassInputSchema, NewLessonSchema } from '../contract/index.ts';
import { declaresLti, resolveCaller } from '../middleware/authenticate.ts';

/**
 * Security finding 6: a session opened from an LMS launch (LTI 1.3, `caller.ltiScope`) reaches only the routes that
 * declare that they serve LTI (`servesLti`); every other route answers 403 LTI_SCOPE_DENIED before it runs, and
 * leaves no write behind. The routes are read from the app's own route table, so a route added later is walked too.
 */

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
let w: Awaited<ReturnType<typeof classWorld>>;

/** The routes an LTI-launched session needs (and only these); see authenticate.ts `servesLti`. */
const SERVES_LTI = [
  'GET /api/auth/session', // the shell validates the launch's session
  'POST /api/auth/token', // and refreshes it (the refresh cookie)
  'POST /api/auth/logout', // sign-out
  'GET /api/auth/user', // the user's own account (as /api/auth/session answers it)
  'GET /api/profiles/me', // the user's own profile
  'GET /api/lessons/:id', // the lesson view of a launched lesson (the policy: only the launch's lesson)
  'GET /api/custom-games/:id', // a teacher's game in that lesson (the policy: only games of the launch's lesson or the launched game)
  'POST /api/games/failures', // the shell reports a game that failed to load
  'POST /lti/lesson-rounds', // a game of the launched lesson shows: its round and the seed it plays
  'POST /lti/lesson-results', // a round of the launched lesson's graded game
  'POST /lti/launches/:id/results', // the play page's round of a launched game
  'GET /bundles/registry/:version/:path{.+}', // a trusted game's files in a launched lesson (public, the same for everybody)
].sort();

/** Every route of the app as `METHOD /path` (Hono's route table; `use()` middleware is method ALL). */
function routeTable(app: { routes: { method: string; path: string }[] }): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();
}

/** The routes whose handlers carry the `servesLti` declaration. */
function declaredRoutes(app: { routes: { method: string; path: string; handler: unknown }[] }): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL' && declaresLti(r.handler)).map((r) => `${r.method} ${r.path}`))].sort();
}

/** Each table's row count: a refused request must leave every one of them as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const rows = await t.sql<{ table_name: string; n: number }[]>`
    select table_name,
      (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', table_schema, table_name), false, true, '')))[1]::text::int as n
    from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  return Object.fromEntries(rows.map((r) => [r.table_name, r.n]));
}

interface Scoped { token: string; refresh: string; launchId: string; caller: Caller }

/**
 * A session of the account signed in by an LTI launch of `lessonId`, made as `LtiService.exchangeCode` makes it
 * (a launch row, then `sessionForUser(..., { ltiLaunchId })`): what an LMS user connected to that account gets when
 * the LMS launches a lesson link with the learner role (e.g. a teacher checking the course as a student).
 */
async function scopedSession(userId: string, lessonId: string, gameKey: string | null): Promise<Scoped> {
  const [platform] = await t.sql<{ id: string }[]>`
    insert into lti_platforms (issuer, client_id, auth_url, token_url, jwks_url, registration)
    values (${`https://lms-${randomUUID()}.example`}, 'client-1', 'https://lms.example/auth', 'https://lms.example/token', 'https://lms.example/jwks', 'manual')
    returning id`;
  const [launch] = await t.sql<{ id: string }[]>`
    insert into lti_launches (platform_id, user_id, sub, kind, deployment_id, game_key, lesson_id, resource_link_id, expires_at)
    values (${platform!.id}, ${userId}, ${`sub-${randomUUID()}`}, 'resource', 'deployment-1', ${gameKey}, ${lessonId}, 'rl-1', now() + interval '8 hours')
    returning id`;
  const session = await t.deps.auth.sessionForUser(userId, { userAgent: 'LTI test', ip: null }, { ltiLaunchId: launch!.id });
  const caller = await resolveCaller(`Bearer ${session.body.access_token}`, t.deps);
  expect(caller?.ltiScope).toEqual({ launchId: launch!.id, lessonId, gameKey });
  return { token: session.body.access_token, refresh: session.refresh.token, launchId: launch!.id, caller: caller! };
}

let ownGame = '';
let gameInLesson = '';
let linkedLesson = '';
let blockId = '';
let teacherScoped: Scoped;
let studentScoped: Scoped;

beforeAll(async () => {
  t = await createTestApp();
  w = await classWorld(t);
  const as = w.owner.session.access_token;
  const matching = (name: string) => ({ gameType: 'matching', name, pairs: [1, 2, 3].map((i) => ({ id: `p${i}`, start: `Anfang ${i}`, end: `Ende ${i}` })) });
  ownGame = (await t.call('POST', '/api/teacher/custom-games', { token: as, body: matching('Privates Spiel') })).body.id;
  gameInLesson = (await t.call('POST', '/api/teacher/custom-games', { token: as, body: matching('Spiel der Lektion') })).body.id;
  await t.sql`update custom_games set is_public = false where id in ${t.sql([ownGame, gameInLesson])}`;
  const lesson = await t.call('POST', '/api/teacher/lessons', { token: as, body: {
    name: 'Verlinkte Lektion', blocks: [
      { type: 'text', content: { html: '<p>Willkommen</p>' } },
      { type: 'game', content: { gameId: 'eu-flaggen' } },
      { type: 'game', content: { gameId: gameInLesson } },
    ],
  } });
  expect(lesson.status, JSON.stringify(lesson.body)).toBe(201);
  linkedLesson = lesson.body.id;
  blockId = lesson.body.blocks[1]!.id;
  expect((await t.call('POST', `/api/teacher/classes/${w.cls.id}/lessons`, { token: as, body: { lesson_ids: [linkedLesson] } })).status).toBe(200);
  // The owner's account and an enrolled student's, each signed in by a launch of the linked lesson.
  teacherScoped = await scopedSession(w.owner.user.id, linkedLesson, 'eu-flaggen');
  studentScoped = await scopedSession(w.enrolled.user.id, linkedLesson, 'eu-flaggen');
});
afterAll(async () => { await t?.close(); });

/** A path for a route pattern, with ids of the world's records where the route takes them (so it would really act). */
function concrete(route: string): { method: Method; path: ApiPath } {
  const [method, pattern] = route.split(' ') as [Method, string];
  const idFor = (name: string, before: string) => {
    if (name === 'id') {
      if (before.includes('/classes')) return w.cls.id;
      if (before.includes('/lessons')) return w.visible.id;
      if (before.includes('custom-games')) return ownGame;
      if (before.includes('/admin/users')) return w.owner.user.id;
      if (before.includes('/launches') || before.includes('/play')) return teacherScoped.launchId;
      return randomUUID();
    }
    return ({
      classId: w.cls.id, lessonId: w.visible.id, blockId, studentId: w.enrolled.user.id, key: 'eu-flaggen', versionId: randomUUID(),
      area: 'content', path: 'teachers/x/lessons/a.png',
    } as Record<string, string>)[name] ?? randomUUID();
  };
  const path = pattern.replace(/:(\w+)(\{[^}]*\})?/g, (match, name: string, _p, offset: number) => idFor(name, pattern.slice(0, offset)));
  return { method, path: path as ApiPath };
}

/** Bodies that would succeed for the account without the scope: what a refused request must not do. */
const BODIES: Record<string, unknown> = {
  'POST /api/teacher/classes': { name: 'Neue Klasse', class_code: 'NK' },
  'PATCH /api/teacher/classes/:id': { name: 'Umbenannt' },
  'POST /api/teacher/lessons': { name: 'Neue Lektion', blocks: [{ type: 'text', content: { html: '<p>x</p>' } }] },
  'POST /api/teacher/custom-games': { gameType: 'matching', name: 'Neu', pairs: [1, 2, 3].map((i) => ({ id: `p${i}`, start: `A${i}`, end: `E${i}` })) },
  'POST /api/teacher/classes/:id/student-accounts': { students: [{ first_name: 'Mia', last_name: 'Keller' }] },
  'POST /api/teacher/classes/:id/lessons': { lesson_ids: [] },
  'PATCH /api/teacher/classes/:id/lessons/:lessonId': { is_visible: false },
  'PATCH /api/teacher/lessons/:id': { is_visible_to_students: false },
  'POST /api/student/classes/join': { code: 'ABCDEF' },
  'PUT /api/blocks/:blockId/classes/:classId/reactions': { reaction: 'up' },
  'POST /api/auth/signup': { email: 'neu@schule.ch', password: 'geheim123', data: { role: 'teacher' } },
};

describe('an LTI-launched session reaches only the routes that serve LTI (security finding 6)', () => {
  it('the routes that declare to serve LTI are exactly the ones the LTI flows need', () => {
    expect(declaredRoutes(t.app)).toEqual(SERVES_LTI);
    // Every declared route exists.
    expect(routeTable(t.app)).toEqual(expect.arrayContaining(SERVES_LTI));
  });

  it("the finding: a teacher account's launched session gets none of the teacher's lists and creates nothing", async () => {
    const token = teacherScoped.token;
    const before = await rowCounts();
    for (const path of ['/api/teacher/classes', '/api/teacher/lessons', '/api/teacher/custom-games'] as const) {
      expect(await t.call('GET', path, { token }), path).toMatchObject({ status: 403, error: { code: 'LTI_SCOPE_DENIED' } });
    }
    const lesson = await t.call('POST', '/api/teacher/lessons', { token, body: BODIES['POST /api/teacher/lessons'] });
    expect(lesson).toMatchObject({ status: 403, error: { code: 'LTI_SCOPE_DENIED' } });
    const cls = await t.call('POST', '/api/teacher/classes', { token, body: BODIES['POST /api/teacher/classes'] });
    expect(cls).toMatchObject({ status: 403, error: { code: 'LTI_SCOPE_DENIED' } });
    // No class was created (the service used to insert, then refuse when presenting it).
    expect(await t.sql`select id from classes where name = 'Neue Klasse'`).toHaveLength(0);
    expect(await rowCounts()).toEqual(before);
    // The same account without the launch still does all of it.
    expect((await t.call('GET', '/api/teacher/classes', { token: w.owner.session.access_token })).status).toBe(200);
  });

  for (const who of ['teacher', 'student'] as const) {
    it(`every route that does not serve LTI refuses a ${who} account's launched session with 403 LTI_SCOPE_DENIED and writes nothing`, async () => {
      const token = (who === 'teacher' ? teacherScoped : studentScoped).token;
      const walked = routeTable(t.app).filter((r) => !SERVES_LTI.includes(r));
      expect(walked.length).toBeGreaterThan(60);
      const problems: string[] = [];
      for (const route of walked) {
        const { method, path } = concrete(route);
        const before = await rowCounts();
        const res = await t.call(method, path, { token, body: method === 'GET' ? undefined : (BODIES[route] ?? {}) });
        if (res.status !== 403 || res.error?.code !== 'LTI_SCOPE_DENIED') problems.push(`${route}: ${res.status} ${res.error?.code ?? ''}`);
        const after = await rowCounts();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length) problems.push(`${route} wrote to ${changed.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('the routes the LTI flows need still serve the launched session (the policy decides per record)', async () => {
    const { token } = teacherScoped;
    const session = await t.call('GET', '/api/auth/session', { token });
    expect(session.body).toMatchObject({ isValid: true, profile: { role: 'teacher' } });
    expect((await t.call('GET', '/api/profiles/me', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token })).status).toBe(200);
    // The launched lesson, read-only even for its owner; another lesson (its own) is refused by the policy.
    const view = await t.call('GET', `/api/lessons/${linkedLesson}`, { token });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.abilities).toEqual(['view']);
    expect(await t.call('GET', `/api/lessons/${w.visible.id}`, { token })).toMatchObject({ status: 403, error: { code: 'LTI_SCOPE_DENIED' } });
    // The lesson's own game loads; another (own, private) game does not.
    expect((await t.call('GET', `/api/custom-games/${gameInLesson}`, { token })).status).toBe(200);
    expect(await t.call('GET', `/api/custom-games/${ownGame}`, { token })).toMatchObject({ status: 403, error: { code: 'LTI_SCOPE_DENIED' } });
    expect((await t.call('POST', '/api/games/failures', { token, body: { game_key: 'eu-flaggen', kind: 'load' } })).status).toBe(204);
    // The LTI result routes are reached (their services answer: no line item on this launch, an invalid round).
    const lessonResult = await t.call('POST', '/lti/lesson-results' as ApiPath, { token, body: {} });
    expect(lessonResult.status, JSON.stringify(lessonResult.body)).toBe(400);
    const lessonRound = await t.call('POST', '/lti/lesson-rounds' as ApiPath, { token, body: {} });
    expect(lessonRound.status, JSON.stringify(lessonRound.body)).toBe(400);
    const launchResult = await t.call('POST', `/lti/launches/${teacherScoped.launchId}/results` as ApiPath, { token, body: {} });
    expect([400, 409], JSON.stringify(launchResult.body)).toContain(launchResult.status);
    expect(launchResult.error?.code).not.toBe('LTI_SCOPE_DENIED');
  });

  it('a refreshed token keeps the scope; sign-out works', async () => {
    const scoped = await scopedSession(w.owner.user.id, linkedLesson, null);
    const refreshed = await t.call('POST', '/api/auth/token', {
      body: { grant_type: 'refresh_token', refresh_token: scoped.refresh }, headers: { 'x-lernplattform-csrf': '1' },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const token = (refreshed.body as { access_token: string }).access_token;
    expect(await t.call('GET', '/api/teacher/classes', { token })).toMatchObject({ status: 403, error: { code: 'LTI_SCOPE_DENIED' } });
    expect((await t.call('GET', `/api/lessons/${linkedLesson}`, { token })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token, body: { scope: 'local' } })).status).toBe(204);
    expect((await t.call('GET', `/api/lessons/${linkedLesson}`, { token })).status).toBe(401);
  });

  it("a launched session's sign-out ends only itself, never the account's other sessions (scope global)", async () => {
    const own = await t.deps.auth.sessionForUser(w.owner.user.id, { userAgent: 'browser at school', ip: null });
    const scoped = await scopedSession(w.owner.user.id, linkedLesson, null);
    expect((await t.call('POST', '/api/auth/logout', { token: scoped.token, body: { scope: 'global' } })).status).toBe(204);
    expect((await t.call('GET', `/api/lessons/${linkedLesson}`, { token: scoped.token })).status).toBe(401);
    // The teacher's own sign-in elsewhere is untouched.
    expect((await t.call('GET', '/api/teacher/classes', { token: own.body.access_token })).status).toBe(200);
  });

  it('holds where the platform server mounts the API into its own app (handlers wrapped by Hono)', async () => {
    const platform = new Hono();
    platform.route('/', t.app);
    const get = (path: string) => platform.request(path, { headers: { authorization: `Bearer ${teacherScoped.token}` } });
    expect((await get(`/api/lessons/${linkedLesson}`)).status).toBe(200);
    const refused = await get('/api/teacher/classes');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'LTI_SCOPE_DENIED' } });
  });

  it('the services authorize before they write: creating a class or a lesson in the scope inserts nothing', async () => {
    const { caller } = teacherScoped;
    const before = await rowCounts();
    await expect(t.deps.classes.create(caller, ClassInputSchema.parse({ name: 'Dienstklasse' })))
      .rejects.toMatchObject({ status: 403, code: 'LTI_SCOPE_DENIED' });
    await expect(t.deps.lessons.create(caller, NewLessonSchema.parse({ name: 'Dienstlektion', blocks: [{ type: 'text', content: { html: '<p>x</p>' } }] })))
      .rejects.toMatchObject({ status: 403, code: 'LTI_SCOPE_DENIED' });
    await expect(t.deps.classes.join(studentScoped.caller, w.otherCls.invitation_code!))
      .rejects.toMatchObject({ status: 403, code: 'LTI_SCOPE_DENIED' });
    expect(await rowCounts()).toEqual(before);
  });
});
