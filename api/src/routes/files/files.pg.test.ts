import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, createTestApp, unrouted, type ApiPath, type SuccessBody } from '../../../test/test-app.ts';
import { FILE_LIMITS } from '../../contract/index.ts';
import { startTestS3, type TestS3 } from '../../storage/test-support/start-s3rver.ts';
import * as fx from '../../../test/file-fixtures.ts';

/** The API's error body. */
type ErrorJson = { error: { code: string; message: string } };

type T = Awaited<ReturnType<typeof createTestApp>>;
type U = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tok = (u: U) => u.session.access_token;

interface UploadOpts {
  token?: string;
  bytes?: Buffer;
  name?: string;
  /** The client's claimed content type: never trusted. */
  type?: string;
  fields?: Record<string, string>;
  omitFile?: boolean;
}

/** A multipart upload against the app (no network). */
async function upload<P extends ApiPath>(app: T['app'], url: P, o: UploadOpts = {}) {
  const form = new FormData();
  if (!o.omitFile) form.append('file', new Blob([o.bytes ?? fx.png()], { type: o.type ?? 'application/octet-stream' }), o.name ?? 'bild.png');
  for (const [k, v] of Object.entries(o.fields ?? {})) form.append(k, v);
  const headers: Record<string, string> = o.token ? { authorization: `Bearer ${o.token}` } : {};
  return answerOf<SuccessBody<'POST', P>>(await app.request(url, { method: 'POST', body: form, headers }));
}
const up = <P extends ApiPath>(url: P, o: UploadOpts = {}) => upload(t.app, url, o);

async function fetchFile(app: T['app'], url: string) {
  const res = await app.request(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A file block that takes hand-ins of documents and pictures, up to the student limit of 3 MB. */
const HAND_IN_CONTENT = { mode: 'upload', allowedFormats: ['.pdf', '.docx', '.txt', '.png'], maxFileSize: 3 * 1024 * 1024, submissionDeadline: null };

/** The file block's own hand-in route (the legacy POST /api/uploads/submission is gone). */
const handInUrl = (sub: { class_id: string; block_id: string }) => `/api/student/classes/${sub.class_id}/file-blocks/${sub.block_id}/submissions` as const;

/** A hand-in through the real route, with where its file was stored (read from its record). */
async function handIn(app: T['app'], sql: T['sql'], sub: { class_id: string; block_id: string }, o: UploadOpts = {}) {
  const res = await upload(app, handInUrl(sub), { bytes: fx.pdf(), name: 'Aufsatz.pdf', ...o });
  const [row] = res.status === 201
    ? await sql<{ file_url: string; storage_path: string }[]>`select file_url, storage_path from student_file_submissions where id = ${res.body.id}`
    : [];
  return { ...res, url: row?.file_url ?? '', path: row?.storage_path ?? '' };
}

/** A class of `owner` with a visible lesson holding a file-upload block; `students` joined. */
async function classWithUploadBlock(owner: U, students: U[]) {
  const cls = await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name: 'Klasse Upload' } });
  expect(cls.status).toBe(201);
  const classId = cls.body.id;
  const [lesson] = await t.sql<{ id: string }[]>`insert into lessons (teacher_id, name) values (${owner.user.id}, 'Aufsätze') returning id`;
  const [block] = await t.sql<{ id: string }[]>`
    insert into blocks (teacher_id, type, content) values (${owner.user.id}, 'file_upload', ${t.sql.json(HAND_IN_CONTENT)}) returning id`;
  await t.sql`insert into lesson_blocks (lesson_id, block_id, order_position) values (${lesson!.id}, ${block!.id}, 1)`;
  await t.sql`insert into class_lessons (lesson_id, class_id, order_position, is_visible) values (${lesson!.id}, ${classId}, 1, true)`;
  for (const s of students) {
    expect((await t.call('POST', '/api/student/classes/join', { token: tok(s), body: { code: cls.body.invitation_code } })).status).toBe(201);
  }
  return { classId, blockId: block!.id, lessonId: lesson!.id };
}

/** Every kind of caller, a class with an upload block, an enrolled and a removed student. */
async function world() {
  const teacher = await t.signUp('teacher', 'Tina', 'Teacher');
  const student = await t.signUp('student', 'Sam', 'Student');
  const stranger = await t.signUp('student', 'Sara', 'Stranger');
  const removed = await t.signUp('student', 'Rita', 'Removed');
  const admin = await t.signUp('teacher', 'Adam', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  const cls = await classWithUploadBlock(teacher, [student, removed]);
  expect((await t.call('DELETE', `/api/teacher/classes/${cls.classId}/students/${removed.user.id}`, { token: tok(teacher) })).status).toBe(204);
  return { teacher, student, stranger, removed, admin, ...cls, sub: { class_id: cls.classId, block_id: cls.blockId } };
}

describe('permission matrix', () => {
  it('each upload route answers each caller as specified', async () => {
    const w = await world();
    const routes: [ApiPath, Record<string, string> | undefined, [U | null, number][]][] = [
      ['/api/uploads/avatar', undefined, [[w.teacher, 201], [w.student, 201], [w.admin, 201], [null, 401]]],
      ['/api/uploads/class-image', undefined, [[w.teacher, 201], [w.student, 403], [w.admin, 403], [null, 401]]],
      ['/api/uploads/lesson-image', undefined, [[w.teacher, 201], [w.student, 403], [w.admin, 403], [null, 401]]],
      ['/api/uploads/content?kind=lessons', undefined, [[w.teacher, 201], [w.student, 403], [w.admin, 403], [null, 401]]],
    ];
    for (const [url, fields, cases] of routes) {
      for (const [caller, status] of cases) {
        const res = await up(url, { token: caller ? tok(caller) : undefined, fields });
        expect(res.status, `${url} as ${caller?.user.user_metadata.first_name ?? 'anonymous'}`).toBe(status);
        if (status === 401) expect(res.error?.code).toBe('UNAUTHORIZED');
        if (status === 403) expect(res.error?.code).toBe('FORBIDDEN');
        if (status === 201) expect(Object.keys(res.body as object).sort()).toEqual(['content_type', 'path', 'size', 'url']);
      }
    }
  });

  it('the legacy POST /api/uploads/submission is gone (it bypassed mode, deadline, formats and the 3 MB limit)', async () => {
    const w = await world();
    const res = await up(unrouted('/api/uploads/submission'), { token: tok(w.student), fields: w.sub, bytes: fx.pdf(), name: 'a.pdf' });
    expect(res.status).toBe(404);
    expect(await t.deps.storage.driver.list('submissions', w.classId)).toEqual([]);
  });

  it('hand-ins: only students actively enrolled in the class, for a file block of a visible lesson there', async () => {
    const w = await world();
    for (const [caller, status] of [[w.teacher, 403], [w.admin, 403], [null, 401]] as const) {
      expect((await handIn(t.app, t.sql, w.sub, { token: caller ? tok(caller) : undefined })).status).toBe(status);
    }
    for (const s of [w.stranger, w.removed]) {
      const res = await handIn(t.app, t.sql, w.sub, { token: tok(s) });
      expect([res.status, res.error?.code]).toEqual([403, 'NOT_ENROLLED']);
    }
    const badId = await up(handInUrl({ ...w.sub, class_id: 'nope' }), { token: tok(w.student), bytes: fx.pdf(), name: 'a.pdf' });
    expect(badId.status).toBe(400);
    const unknownBlock = await handIn(t.app, t.sql, { ...w.sub, block_id: '00000000-0000-4000-8000-000000000000' }, { token: tok(w.student) });
    expect(unknownBlock.status).toBe(404);
    await t.sql`update class_lessons set is_visible = false where class_id = ${w.classId}`;
    expect((await handIn(t.app, t.sql, w.sub, { token: tok(w.student) })).status).toBe(404);
    await t.sql`update class_lessons set is_visible = true where class_id = ${w.classId}`;
    const ok = await handIn(t.app, t.sql, w.sub, { token: tok(w.student), bytes: fx.pdf(), name: 'Mein Aufsatz.pdf' });
    expect(ok.status).toBe(201);
    expect(ok.path).toMatch(new RegExp(`^${w.classId}/${w.blockId}/${w.student.user.id}/`));
    expect(ok.body).toMatchObject({ file_name: 'Mein Aufsatz.pdf', file_size: fx.pdf().length });
  });
});

describe('what each upload stores', () => {
  it('avatar: {userId}/avatar-{timestamp}.{ext}, sets the profile avatar_url, and replaces the previous file', async () => {
    const user = await t.signUp('student');
    const first = await up('/api/uploads/avatar', { token: tok(user), bytes: fx.jpeg(), name: 'ich.png', type: 'image/png' });
    expect(first.status).toBe(201);
    expect(first.body.path).toMatch(new RegExp(`^${user.user.id}/avatar-\\d+\\.jpg$`));
    expect(first.body.content_type).toBe('image/jpeg');
    const me = await t.call('GET', '/api/profiles/me', { token: tok(user) });
    expect(me.body.avatar_url).toBe(first.body.url);
    await new Promise((r) => setTimeout(r, 5));
    const second = await up('/api/uploads/avatar', { token: tok(user), bytes: fx.webp(), name: 'neu.webp' });
    expect(second.status).toBe(201);
    expect((await t.call('GET', '/api/profiles/me', { token: tok(user) })).body.avatar_url).toBe(second.body.url);
    expect((await t.deps.storage.driver.list('avatars', user.user.id)).map((e) => e.path)).toEqual([second.body.path]);
    expect((await fetchFile(t.app, first.body.url)).status).toBe(404);
  });

  it('class and lesson images: content area, teachers/{id}/classes|lessons/{uploadId}/{name}, recorded in media_files', async () => {
    const teacher = await t.signUp('teacher');
    const cls = await up('/api/uploads/class-image', { token: tok(teacher), bytes: fx.gif(), name: 'Klassenfoto 5a.gif' });
    const lesson = await up('/api/uploads/lesson-image', { token: tok(teacher), bytes: fx.png(), name: 'Titelbild.png' });
    expect(cls.body.path).toMatch(new RegExp(`^teachers/${teacher.user.id}/classes/[0-9a-f-]{36}/Klassenfoto_5a-\\d+\\.gif$`));
    expect(lesson.body.path).toMatch(new RegExp(`^teachers/${teacher.user.id}/lessons/[0-9a-f-]{36}/Titelbild-\\d+\\.png$`));
    const rows = await t.sql<{ file_type: string; storage_path: string; file_url: string }[]>`
      select file_type, storage_path, file_url from media_files where user_id = ${teacher.user.id} order by file_type`;
    expect(rows).toEqual([
      { file_type: 'class_image', storage_path: cls.body.path, file_url: cls.body.url },
      { file_type: 'lesson_image', storage_path: lesson.body.path, file_url: lesson.body.url },
    ]);
    const webp = await up('/api/uploads/class-image', { token: tok(teacher), bytes: fx.webp(), name: 'x.webp' });
    expect([webp.status, webp.error?.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
  });

  it("content: kind classes|blocks|lessons, anything else 'Invalid content type'", async () => {
    const teacher = await t.signUp('teacher');
    for (const kind of ['classes', 'blocks', 'lessons']) {
      const res = await up(`/api/uploads/content?kind=${kind}`, { token: tok(teacher), bytes: fx.pdf(), name: 'Arbeitsblatt.pdf' });
      expect(res.status).toBe(201);
      expect(res.body.path).toMatch(new RegExp(`^teachers/${teacher.user.id}/${kind}/[0-9a-f-]{36}/Arbeitsblatt-\\d+\\.pdf$`));
    }
    for (const url of ['/api/uploads/content?kind=videos', '/api/uploads/content'] as const) {
      const res = await up(url, { token: tok(teacher) });
      expect([res.status, res.error?.code, res.error?.message]).toEqual([400, 'VALIDATION_FAILED', 'Invalid content type']);
    }
  });

  it('returns a 365-day signed URL', async () => {
    const teacher = await t.signUp('teacher');
    const res = await up('/api/uploads/content?kind=blocks', { token: tok(teacher), bytes: fx.pdf(), name: 'a.pdf' });
    const u = new URL(res.body.url, 'http://x');
    expect(u.pathname).toBe(`/api/files/content/${res.body.path}`);
    const days = (Number(u.searchParams.get('exp')) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
  });
});

describe('content decides the type (magic bytes), not the name or the claimed type', () => {
  it('a PNG named .pdf and sent as application/pdf is stored and served as a PNG', async () => {
    const teacher = await t.signUp('teacher');
    const res = await up('/api/uploads/content?kind=lessons', { token: tok(teacher), bytes: fx.png(), name: 'bericht.pdf', type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ content_type: 'image/png' });
    expect(res.body.path).toMatch(/\/bericht-\d+\.png$/);
    const file = await fetchFile(t.app, res.body.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.bytes.equals(fx.png())).toBe(true);
  });

  it('HTML or SVG named .png (and claimed image/png) is refused everywhere', async () => {
    const w = await world();
    const cases: [ApiPath, U, Record<string, string>?][] = [
      ['/api/uploads/avatar', w.student], ['/api/uploads/class-image', w.teacher], ['/api/uploads/lesson-image', w.teacher],
      ['/api/uploads/content?kind=classes', w.teacher], [handInUrl(w.sub), w.student],
    ];
    for (const [url, caller, fields] of cases) {
      for (const bytes of [fx.html(), fx.svg()]) {
        const res = await up(url, { token: tok(caller), bytes, name: 'bild.png', type: 'image/png', fields });
        expect([res.status, res.error?.code], url).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
      }
    }
  });

  it('documents: PDF, DOCX and UTF-8 .txt pass; executables, macro documents and non-UTF-8 text do not', async () => {
    const w = await world();
    const sub = (bytes: Buffer, name: string) => handIn(t.app, t.sql, w.sub, { token: tok(w.student), bytes, name });
    const docx = await sub(fx.docx(), 'Aufsatz.docx');
    expect([docx.status, (await fetchFile(t.app, docx.url)).headers.get('content-type')])
      .toEqual([201, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
    const txt = await sub(Buffer.from('Grüezi\n'), 'notiz.txt');
    expect([txt.status, (await fetchFile(t.app, txt.url)).headers.get('content-type')]).toEqual([201, 'text/plain; charset=utf-8']);
    for (const [bytes, name] of [
      [fx.exe(), 'aufgabe.pdf'], [fx.docm(), 'aufsatz.docx'], [Buffer.from([0x47, 0xfc, 0x65, 0x0a]), 'latin1.txt'],
      [Buffer.from('plain text'), 'notiz.md'], [fx.zip([{ name: 'a.txt', data: 'x' }]), 'archiv.docx'],
    ] as const) {
      const res = await sub(bytes, name);
      expect([res.status, res.error?.code], name).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    }
  });

  it('a missing file is 400 VALIDATION_FAILED; a JSON body 415', async () => {
    const teacher = await t.signUp('teacher');
    const none = await up('/api/uploads/class-image', { token: tok(teacher), omitFile: true, fields: { file: 'not a file' } });
    expect([none.status, none.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const empty = await up('/api/uploads/avatar', { token: tok(teacher), omitFile: true });
    expect([empty.status, empty.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const json = await t.call('POST', '/api/uploads/avatar', { token: tok(teacher), body: { file: 'x' } });
    expect(json.status).toBe(415);
  });
});

describe('size limits (the real ones)', () => {
  const MB = 1024 * 1024;

  it('avatar, class and lesson images: 5 MB passes, one byte more is 413 FILE_TOO_LARGE', async () => {
    const teacher = await t.signUp('teacher');
    const ok = await up('/api/uploads/avatar', { token: tok(teacher), bytes: fx.padTo(fx.png(), FILE_LIMITS.avatarMaxBytes) });
    expect([ok.status, ok.body.size]).toEqual([201, 5 * MB]);
    const over = await up('/api/uploads/avatar', { token: tok(teacher), bytes: fx.padTo(fx.png(), FILE_LIMITS.avatarMaxBytes + 1) });
    expect([over.status, over.error?.code, over.error?.message]).toEqual([413, 'FILE_TOO_LARGE', 'Avatar file size must be less than 5MB']);
    const wayOver = await up('/api/uploads/avatar', { token: tok(teacher), bytes: fx.padTo(fx.png(), 6 * MB) }); // stopped by the body limit
    expect([wayOver.status, wayOver.error?.message]).toEqual([413, 'Avatar file size must be less than 5MB']);
    for (const url of ['/api/uploads/class-image', '/api/uploads/lesson-image'] as const) {
      expect((await up(url, { token: tok(teacher), bytes: fx.padTo(fx.gif(), FILE_LIMITS.imageMaxBytes) })).status).toBe(201);
      const img = await up(url, { token: tok(teacher), bytes: fx.padTo(fx.gif(), FILE_LIMITS.imageMaxBytes + 1) });
      expect([img.status, img.error?.code]).toEqual([413, 'FILE_TOO_LARGE']);
    }
  });

  it('content: 50 MB passes, one byte more is 413', async () => {
    const teacher = await t.signUp('teacher');
    const ok = await up('/api/uploads/content?kind=blocks', { token: tok(teacher), bytes: fx.padTo(fx.pdf(), 50 * MB), name: 'gross.pdf' });
    expect([ok.status, ok.body.size]).toEqual([201, 50 * MB]);
    const over = await up('/api/uploads/content?kind=blocks', { token: tok(teacher), bytes: fx.padTo(fx.pdf(), 50 * MB + 1), name: 'gross.pdf' });
    expect([over.status, over.error?.code, over.error?.message]).toEqual([413, 'FILE_TOO_LARGE', 'Content file size must be less than 50MB']);
  });
  // Hand-ins have the file block's own limit (at most 3 MB): file-submissions.pg.test.ts.
});

describe('signed file URLs', () => {
  async function uploaded(bytes: Buffer = fx.png(), name = 'bild.png') {
    const teacher = await t.signUp('teacher');
    const res = await up('/api/uploads/content?kind=lessons', { token: tok(teacher), bytes, name });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('serves an image inline with nosniff, a sandbox CSP and a private one-hour cache', async () => {
    const { url } = await uploaded();
    const res = await fetchFile(t.app, url);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(fx.png())).toBe(true);
    expect(Object.fromEntries(['content-type', 'content-disposition', 'x-content-type-options', 'content-security-policy', 'cache-control', 'content-length']
      .map((h) => [h, res.headers.get(h)]))).toEqual({
      'content-type': 'image/png',
      'content-disposition': expect.stringMatching(/^inline; filename="bild-\d+\.png"$/),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, max-age=3600',
      'content-length': String(fx.png().length),
    });
    const head = await t.app.request(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), (await head.arrayBuffer()).byteLength]).toEqual([200, 'image/png', 0]);
  });

  it('serves everything that is not a raster image as an attachment', async () => {
    for (const [bytes, name, type] of [
      [fx.pdf(), 'blatt.pdf', 'application/pdf'], [Buffer.from('Hallo'), 'notiz.txt', 'text/plain; charset=utf-8'],
      [fx.docx(), 'brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const { url } = await uploaded(bytes, name);
      const res = await fetchFile(t.app, url);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9_-]+-\d+\.[a-z]+"$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    }
  });

  it('refuses tampered, expired, incomplete or re-targeted URLs with 403 FILE_URL_INVALID', async () => {
    const { url, path } = await uploaded();
    const u = new URL(url, 'http://x');
    const sig = u.searchParams.get('sig')!;
    const exp = u.searchParams.get('exp')!;
    const flipped = (sig[5] === 'A' ? 'B' : 'A');
    const expired = t.deps.storage.urls.url('content', path, 60, Date.now() - 120_000);
    const bad = [
      url.replace(`sig=${sig}`, `sig=${sig.slice(0, 5)}${flipped}${sig.slice(6)}`),
      url.replace(`exp=${exp}`, `exp=${Number(exp) + 1}`),
      expired,
      url.split('?')[0]!,
      url.replace(`&sig=${sig}`, ''),
      url.replace('/api/files/content/', '/api/files/avatars/'),
      url.replace('/api/files/content/', '/api/files/secrets/'),
      url.replace(path, `${path.split('/').slice(0, -1).join('/')}/other.png`),
      `/api/files/content/..%2F..%2F..%2Fetc%2Fpasswd?exp=${exp}&sig=${sig}`,
    ];
    for (const b of bad) {
      const res = await t.app.request(b);
      expect(res.status, b).toBe(403);
      expect(((await res.json()) as ErrorJson).error.code, b).toBe('FILE_URL_INVALID');
    }
    // Dot segments are resolved by the URL parser before routing: such a URL never reaches a file.
    for (const b of [`/api/files/content/teachers/%2e%2e/%2e%2e/x?exp=${exp}&sig=${sig}`, `/api/files/content/../../../etc/passwd?exp=${exp}&sig=${sig}`]) {
      const res = await t.app.request(b);
      expect([403, 404], b).toContain(res.status);
    }
    expect((await fetchFile(t.app, url)).status).toBe(200);
  });

  it('answers a validly signed URL of a deleted file with 404', async () => {
    const { url, path } = await uploaded();
    await t.deps.storage.driver.remove('content', [path]);
    const res = await t.app.request(url);
    expect([res.status, ((await res.json()) as ErrorJson).error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('documents the routes in OpenAPI: multipart uploads with bearer security, the file route public', async () => {
    type Operation = { security?: unknown; responses: object; requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    const doc = (await t.call('GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    expect(doc.paths['/api/uploads/submission']).toBeUndefined();
    for (const p of ['/api/uploads/avatar', '/api/uploads/class-image', '/api/uploads/lesson-image', '/api/uploads/content']) {
      const op = doc.paths[p]!.post!;
      expect(op.security, p).toEqual([{ bearer: [] }]);
      expect(op.requestBody.content['multipart/form-data']!.schema, p).toBeDefined();
      expect(Object.keys(op.responses).sort(), p).toEqual(expect.arrayContaining(['201', '400', '401', '413', '415']));
    }
    expect(doc.paths['/api/uploads/avatar']!.post!.requestBody.content['multipart/form-data']!.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(doc.paths['/api/files/{area}/{path}']!.get!.security).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p.includes('.+'))).toEqual([]);
  });
});

describe('class deletion', () => {
  it("removes the class's submission files from storage after the commit", async () => {
    const w = await world();
    const a = await handIn(t.app, t.sql, w.sub, { token: tok(w.student), bytes: fx.pdf(), name: 'a.pdf' });
    const b = await handIn(t.app, t.sql, w.sub, { token: tok(w.student), bytes: fx.docx(), name: 'b.docx' });
    // Another class's submission stays.
    const other = await classWithUploadBlock(w.teacher, [w.student]);
    const keep = await handIn(t.app, t.sql, { class_id: other.classId, block_id: other.blockId }, { token: tok(w.student) });
    expect((await t.deps.storage.driver.list('submissions', w.classId)).length).toBe(2);

    expect((await t.call('DELETE', `/api/teacher/classes/${w.classId}`, { token: tok(w.teacher) })).status).toBe(204);
    expect(await t.deps.storage.driver.list('submissions', w.classId)).toEqual([]);
    expect((await fetchFile(t.app, a.url)).status).toBe(404);
    expect((await fetchFile(t.app, b.url)).status).toBe(404);
    expect((await fetchFile(t.app, keep.url)).status).toBe(200);
  });

  it('still deletes the class when the store fails (logged and retried in the background)', async () => {
    const failing = await createTestApp({}, {
      storage: {
        kind: 'local', close() {},
        async put() {}, async putFile() {}, async get() { return null; }, async list() { return []; }, async removePrefix() {},
        async remove() { throw new Error('store down'); },
      },
    });
    try {
      const teacher = await failing.signUp('teacher');
      const cls = await failing.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'K' } });
      const [block] = await failing.sql<{ id: string }[]>`insert into blocks (teacher_id, type) values (${teacher.user.id}, 'file_upload') returning id`;
      const student = await failing.signUp('student');
      await failing.sql`insert into student_file_submissions (block_id, student_id, class_id, file_url, storage_path, file_name, file_size)
        values (${block!.id}, ${student.user.id}, ${cls.body.id}, '/f', ${`${cls.body.id}/${block!.id}/${student.user.id}/a-1.pdf`}, 'a.pdf', 1)`;
      expect((await failing.call('DELETE', `/api/teacher/classes/${cls.body.id}`, { token: tok(teacher) })).status).toBe(204);
      expect((await failing.sql`select 1 from classes where id = ${cls.body.id}`).length).toBe(0);
    } finally {
      await failing.close();
    }
  });
});

describe('over real HTTP', () => {
  it('rejects an announced oversize body before reading it, and streams downloads', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const teacher = await t.signUp('teacher');
      // Announce 200 MB but send only a little: the limit answers from Content-Length alone.
      const res = await fetch(`${base}/api/uploads/content?kind=blocks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tok(teacher)}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
        body: new ReadableStream({ start(c) { c.enqueue(new Uint8Array(10)); } }),
        duplex: 'half',
      } as RequestInit).catch((err: Error) => err);
      // (@hono/node-server swaps the global Response, so no instanceof here.)
      if (!(res instanceof Error)) {
        expect(res.status).toBe(413);
        expect(((await res.json()) as ErrorJson).error).toEqual({ code: 'FILE_TOO_LARGE', message: 'Content file size must be less than 50MB' });
      } // else: the server answered and closed before the client finished sending, which is just as good

      const big = fx.padTo(fx.pdf(), 8 * 1024 * 1024);
      const form = new FormData();
      form.append('file', new Blob([big]), 'skript.pdf');
      const stored = await fetch(`${base}/api/uploads/content?kind=blocks`, { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(teacher)}` } });
      expect(stored.status).toBe(201);
      const file = await fetch(`${base}${((await stored.json()) as { url: string }).url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="skript-\d+\.pdf"$/);
      expect(Buffer.from(await file.arrayBuffer()).equals(big)).toBe(true);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('with the S3 driver (s3rver)', () => {
  let s3: TestS3;
  let s: T;
  beforeAll(async () => {
    s3 = await startTestS3();
    s = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await s?.close();
    await s3?.stop();
  });

  it('uploads, serves through the signed URL, and deletes submission files with the class', async () => {
    expect(s.deps.storage.driver.kind).toBe('s3');
    const teacher = await s.signUp('teacher');
    const student = await s.signUp('student');
    const cls = await s.call('POST', '/api/teacher/classes', { token: tok(teacher), body: { name: 'S3 Klasse' } });
    const [lesson] = await s.sql<{ id: string }[]>`insert into lessons (teacher_id, name) values (${teacher.user.id}, 'L') returning id`;
    const [block] = await s.sql<{ id: string }[]>`
      insert into blocks (teacher_id, type, content) values (${teacher.user.id}, 'file_upload', ${s.sql.json(HAND_IN_CONTENT)}) returning id`;
    await s.sql`insert into lesson_blocks (lesson_id, block_id, order_position) values (${lesson!.id}, ${block!.id}, 1)`;
    await s.sql`insert into class_lessons (lesson_id, class_id, order_position, is_visible) values (${lesson!.id}, ${cls.body.id}, 1, true)`;
    await s.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.body.invitation_code } });

    const avatar = await upload(s.app, '/api/uploads/avatar', { token: tok(student), bytes: fx.png(), name: 'me.pdf' });
    expect([avatar.status, avatar.body.content_type]).toEqual([201, 'image/png']);
    const img = await fetchFile(s.app, avatar.body.url);
    expect([img.status, img.headers.get('content-type'), img.headers.get('content-disposition')?.split(';')[0]]).toEqual([200, 'image/png', 'inline']);
    expect(img.bytes.equals(fx.png())).toBe(true);

    const sub = await handIn(s.app, s.sql, { class_id: cls.body.id, block_id: block!.id }, { token: tok(student), bytes: fx.pdf(), name: 'Aufsatz.pdf' });
    expect(sub.status).toBe(201);
    const doc = await fetchFile(s.app, sub.url);
    expect([doc.status, doc.headers.get('content-type'), doc.headers.get('content-disposition')?.split(';')[0]]).toEqual([200, 'application/pdf', 'attachment']);
    expect((await s.call('DELETE', `/api/teacher/classes/${cls.body.id}`, { token: tok(teacher) })).status).toBe(204);
    expect(await s.deps.storage.driver.get('submissions', sub.path)).toBeNull();
    expect((await fetchFile(s.app, sub.url)).status).toBe(404);
  });
});
