import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiPath, type Method } from '../../test/test-app.ts';
import * as fx from '../../test/file-fixtures.ts';
import { appendBlock } from '../../test/lesson-blocks.ts';

/**
 * Every input gets a 4xx, never a 500 (issue 20). Walks the OpenAPI document and sends every operation, as
 * an authorised caller with real ids, values a fuzzer finds: NUL characters, huge strings, wrong types,
 * odd Unicode (lone surrogates, right-to-left override, emoji), the CSV value `\'"`, in every string of
 * the body, the query and the path. 0 × 5xx.
 */

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_AUTH_IP_PER_MIN: '1000000', RATE_LIMIT_SIGNIN_FAILURES_PER_MIN: '1000000', RATE_LIMIT_SIGNIN_FAILURES_IP_PER_MIN: '1000000',
    RATE_LIMIT_REFRESH_PER_MIN: '1000000', RATE_LIMIT_JOIN_FAILURES_PER_MIN: '1000000', RATE_LIMIT_JOIN_FAILURES_IP_PER_MIN: '1000000',
    RATE_LIMIT_UPLOADS_PER_MIN: '1000000',
  });
});
afterAll(async () => { await t.close(); });

/** Strings a fuzzer sends. */
const STRINGS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['huge', 'x'.repeat(200_000)],
  ['lone surrogate', 'a\uD800b'],
  ['RTL override and emoji', '\u202Eabc👩‍👩‍👧\uFEFF'],
  ['CSV value', `\\'"`],
  ['path climb', '../../etc/passwd'],
  ['empty', ''],
];
/** Values of the wrong type. */
const WRONG_TYPES: [string, unknown][] = [['number', 12345678901234567890], ['object', { a: 1 }], ['array', ['a']], ['null', null], ['bool', true], ['negative', -1]];

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[];
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; format?: string; minItems?: number; minimum?: number; nullable?: boolean; default?: unknown };
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

let doc: Doc;
const resolve = (s: Schema | undefined): Schema => {
  let cur = s ?? {};
  for (let i = 0; cur.$ref && i < 10; i++) cur = doc.components?.schemas?.[cur.$ref.replace('#/components/schemas/', '')] ?? {};
  return cur;
};

/** A plausible value for a schema (so the fuzzed field is the only wrong one). */
function sample(s0: Schema | undefined, ids: Ids, depth = 0): unknown {
  const s = resolve(s0);
  if (depth > 6) return null;
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => sample(x, ids, depth + 1)));
  if (s.anyOf ?? s.oneOf) return sample((s.anyOf ?? s.oneOf)![0], ids, depth + 1);
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v, ids, depth + 1);
      return out;
    }
    case 'array': return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, ids, depth + 1));
    case 'integer': case 'number': return Math.max(1, s.minimum ?? 1);
    case 'boolean': return true;
    case 'string':
      if (s.format === 'uuid') return ids.classId;
      if (s.format === 'email') return 'fuzz@schule.ch';
      if (s.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      return 'Fuzz Text 1';
    default: return 'x';
  }
}

/** Every path to a leaf of a sampled value, so each can be replaced on its own. */
function leaves(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
    const out = entries.flatMap(([k, v]) => leaves(v, [...prefix, k]));
    return prefix.length ? [prefix, ...out] : out;
  }
  return [prefix];
}
function replaced(value: unknown, at: (string | number)[], by: unknown): unknown {
  if (at.length === 0) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[at[0]!] = replaced(copy[at[0]!], at.slice(1), by);
  return copy;
}

interface Ids { classId: string; lessonId: string; blockId: string; fileBlockId: string; gameBlockId: string; pollId: string; studentId: string; gameId: string; userId: string; submissionId: string }

/** A path parameter's real id, by the name and the segment before it. */
function idFor(pathTemplate: string, name: string, ids: Ids): string {
  if (name === 'classId') return ids.classId;
  if (name === 'lessonId') return ids.lessonId;
  if (name === 'studentId') return ids.studentId;
  if (name === 'blockId') {
    if (pathTemplate.includes('/file-blocks/')) return ids.fileBlockId;
    if (pathTemplate.includes('/reactions')) return ids.pollId;
    if (pathTemplate.includes('game-')) return ids.gameBlockId;
    return ids.blockId;
  }
  const before = pathTemplate.split(`/{${name}}`)[0]!.split('/').at(-1);
  if (before === 'classes') return ids.classId;
  if (before === 'lessons') return ids.lessonId;
  if (before === 'blocks') return ids.blockId;
  if (before === 'custom-games') return ids.gameId;
  if (before === 'users') return ids.userId;
  if (before === 'submissions') return ids.submissionId;
  return ids.classId;
}

/** Percent-encodes; a lone surrogate (not encodable) goes as the raw bytes a client could send. */
const enc = (v: string) => {
  try { return encodeURIComponent(v); } catch { return encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80%C0%AF'; }
};

const callerFor = (p: string, users: { teacher: User; student: User; admin: User }) =>
  p.startsWith('/api/admin') ? users.admin : p.startsWith('/api/student') || p.includes('/reactions') ? users.student : users.teacher;

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers every fuzzed input with a 4xx (or a 2xx), never a 5xx', async () => {
    doc = (await t.call('GET', '/api/openapi.json')).body as Doc;
    const teacher = await t.signUp('teacher', 'Fuzz', 'Lehrer');
    const student = await t.signUp('student', 'Fuzz', 'Kind');
    const admin = await t.signUp('teacher', 'Fuzz', 'Admin');
    const victim = await t.signUp('student', 'Fuzz', 'Opfer');
    await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
    const as = <M extends Method, P extends ApiPath>(u: User, method: M, p: P, body?: unknown) => t.call(method, p, { token: u.session.access_token, body });
    const cls = (await as(teacher, 'POST', '/api/teacher/classes', { name: 'Fuzz' })).body;
    await as(student, 'POST', '/api/student/classes/join', { code: cls.invitation_code });
    await as(victim, 'POST', '/api/student/classes/join', { code: cls.invitation_code });
    const lesson = (await as(teacher, 'POST', '/api/teacher/lessons', { name: 'Fuzz' })).body;
    await as(teacher, 'POST', `/api/teacher/classes/${cls.id}/lessons`, { lesson_ids: [lesson.id] });
    await as(teacher, 'PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, { is_visible: true });
    const block = async (type: string, content: unknown) => (await appendBlock((m, p, who: User, body) => as(who, m, p, body), teacher, lesson.id, { type, content })).body.block_id;
    const game = (await as(teacher, 'POST', '/api/teacher/custom-games', {
      gameType: 'matching', name: 'Fuzz', pairs: [1, 2, 3].map((i) => ({ id: `p${i}`, start: `A${i}`, end: `B${i}` })),
    })).body;
    const ids: Ids = {
      classId: cls.id, lessonId: lesson.id, studentId: victim.user.id, gameId: game.id, userId: victim.user.id,
      blockId: await block('text', { html: '<p>x</p>' }),
      fileBlockId: await block('file_upload', { mode: 'upload', allowedFormats: ['.pdf', '.txt'], maxFileSize: 3 * 1024 * 1024 }),
      gameBlockId: await block('game', { gameId: game.id }),
      pollId: await block('reaction', { prompt: 'Wie?', options: ['👍', '👎'] }),
      submissionId: '00000000-0000-4000-8000-000000000000',
    };
    const users = { teacher, student, admin };

    const failures: string[] = [];
    let requests = 0;
    const send = async (method: string, url: string, who: User, init: { json?: unknown; raw?: string; form?: FormData } = {}) => {
      const headers: Record<string, string> = { authorization: `Bearer ${who.session.access_token}` };
      let body: FormData | string | undefined;
      if (init.form) body = init.form;
      else if (init.raw !== undefined) { headers['content-type'] = 'application/json'; body = init.raw; }
      else if (init.json !== undefined) { headers['content-type'] = 'application/json'; body = JSON.stringify(init.json); }
      requests++;
      const res = await t.app.request(url, { method, headers, body });
      if (res.headers.get('content-type')?.includes('event-stream')) await res.body?.cancel();
      else await res.arrayBuffer();
      return res.status;
    };

    // Deleting operations last: they would take the ids away from the others.
    const ops = Object.entries(doc.paths).flatMap(([p, methods]) => Object.entries(methods).map(([m, op]) => ({ p, m: m.toUpperCase(), op })))
      .filter(({ m }) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(m))
      .sort((a, b) => Number(a.m === 'DELETE') - Number(b.m === 'DELETE'));
    expect(ops.length).toBeGreaterThan(40);

    for (const { p, m, op } of ops) {
      // /api/auth/logout would end the caller's session: it is fuzzed with a throwaway one.
      const who = p === '/api/auth/logout' ? await t.signUp('student') : callerFor(p, users);
      const pathParams = (op.parameters ?? []).filter((x) => x.in === 'path');
      const queryParams = (op.parameters ?? []).filter((x) => x.in === 'query');
      const realPath = pathParams.reduce((acc, x) => acc.replace(`{${x.name}}`, encodeURIComponent(idFor(p, x.name, ids))), p);
      const query = (override?: [string, string]) => {
        const q = new URLSearchParams();
        for (const x of queryParams) q.set(x.name, String(sample(x.schema, ids)));
        if (override) q.set(override[0], override[1]);
        const s = q.toString();
        return s ? `?${s}` : '';
      };
      const check = (status: number, what: string) => {
        if (status >= 500) failures.push(`${m} ${p} ${what}: ${status}`);
      };

      // Path parameters and query parameters, one at a time.
      for (const x of pathParams) {
        for (const [label, value] of STRINGS) {
          const url = pathParams.reduce((acc, y) => acc.replace(`{${y.name}}`, enc(y === x ? value : idFor(p, y.name, ids))), p);
          check(await send(m, url.length > 100_000 ? url.slice(0, 100_000) : url, who), `path ${x.name}=${label}`);
        }
      }
      for (const x of queryParams) {
        for (const [label, value] of STRINGS) check(await send(m, realPath + query([x.name, value]), who), `query ${x.name}=${label}`);
      }

      const content = op.requestBody?.content ?? {};
      if (content['application/json']) {
        const base = sample(content['application/json'].schema, ids);
        check(await send(m, realPath + query(), who, { json: base }), 'plausible body');
        for (const at of leaves(base)) {
          for (const [label, value] of STRINGS) check(await send(m, realPath + query(), who, { json: replaced(base, at, value) }), `body ${at.join('.')}=${label}`);
          for (const [label, value] of WRONG_TYPES) check(await send(m, realPath + query(), who, { json: replaced(base, at, value) }), `body ${at.join('.')} as ${label}`);
        }
        for (const [label, raw] of [['array', '[]'], ['string', '"x"'], ['number', '1'], ['broken JSON', '{"a":'], ['NUL escape', '{"\\u0000":"\\u0000"}']]) {
          check(await send(m, realPath + query(), who, { raw }), `whole body ${label}`);
        }
      }
      if (content['multipart/form-data']) {
        const props = Object.keys(resolve(content['multipart/form-data'].schema).properties ?? {});
        for (const [label, value] of STRINGS) {
          const form = new FormData();
          form.append('file', new Blob([fx.png()]), label === 'huge' ? value.slice(0, 5000) : `${value}.png`);
          for (const name of props.filter((n) => n !== 'file')) form.append(name, value);
          check(await send(m, realPath + query(), who, { form }), `multipart ${label}`);
        }
        const text = new FormData();
        text.append('file', new Blob([`\\'"\u0000`]), 'abgabe.txt');
        check(await send(m, realPath + query(), who, { form: text }), 'multipart NUL text file');
      }
    }

    // The fuzz's named cases, each on its own (they answered 500 before).
    const nul = await t.call('POST', '/api/teacher/classes', { token: teacher.session.access_token, body: { name: 'Klasse\u0000' } });
    expect([nul.status, nul.error?.code]).toEqual([400, 'INVALID_CHARACTERS']);
    const hugeEmail = await t.call('POST', '/api/auth/signup', { body: { email: `${'a'.repeat(900 * 1024)}@schule.ch`, password: 'geheim123', data: { role: 'student', first_name: 'A', last_name: 'B' } } });
    expect(hugeEmail.status).toBe(400);
    const csv = await t.call('POST', '/api/teacher/custom-games/import', { token: teacher.session.access_token, body: { format: 'csv', text: `\\'"` } });
    expect([csv.status, csv.error?.code]).toEqual([400, 'IMPORT_FILE_INVALID']);

    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
