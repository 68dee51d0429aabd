import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type ApiPath, type Method, type SuccessBody } from '../../../test/test-app.ts';
import { appendBlock, removeBlock } from '../../../test/lesson-blocks.ts';
import { startTestS3, type TestS3 } from '../../storage/test-support/start-s3rver.ts';
import * as fx from '../../../test/file-fixtures.ts';
import { undeclaredKeys } from '../../../test/undeclared-keys.ts';
import { z } from '@hono/zod-openapi';
import { BlockSchema, FileSubmissionSchema, OwnSubmissionAnswerSchema } from '../../contract/index.ts';

/** The file block ('Datei'): content, hand-ins, the teacher's list, downloads and the zip (spec 3, 4, 5, 7). */

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const STUDENT_LIMIT = 3_145_728;
const tok = (u: User) => u.session.access_token;
const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: unknown) => t.call(method, path, { token: who ? tok(who) : undefined, body });

async function request<M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: FormData) {
  const res = await t.app.request(path, { method, body, headers: who ? { authorization: `Bearer ${tok(who)}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  try { json = JSON.parse(bytes.toString('utf8')); } catch { /* a file */ }
  return { status: res.status, headers: res.headers, bytes, body: json as SuccessBody<M, P>, error: errorOf(json) };
}
function form(bytes: Buffer, name: string) {
  const f = new FormData();
  f.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  return f;
}

async function teacherFile(owner: User) {
  const res = await request('POST', '/api/uploads/content?kind=blocks', owner, form(fx.pdf(), 'Arbeitsblatt.pdf'));
  expect(res.status).toBe(201);
  return { url: res.body.url as string, name: 'Arbeitsblatt.pdf', size: res.body.size as number, type: res.body.content_type as string };
}

/** Every caller of the matrix around one class whose visible lesson holds a file block. */
async function world(content: Record<string, unknown> = {}) {
  const owner = await t.signUp('teacher', 'Olga', 'Owner');
  const otherTeacher = await t.signUp('teacher', 'Otto', 'Other');
  const enrolled = await t.signUp('student', 'Emil', 'Enrolled');
  const classmate = await t.signUp('student', 'Anna', 'Aebi');
  const otherStudent = await t.signUp('student', 'Sara', 'Stranger');
  const removed = await t.signUp('student', 'Rita', 'Removed');
  const admin = await t.signUp('teacher', 'Adam', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  const cls = (await call('POST', '/api/teacher/classes', owner, { name: 'Klasse 5a' })).body as { id: string; invitation_code: string };
  for (const s of [enrolled, classmate, removed]) await call('POST', '/api/student/classes/join', s, { code: cls.invitation_code });
  const lesson = (await call('POST', '/api/teacher/lessons', owner, { name: 'Aufsatz' })).body as { id: string };
  const file = await teacherFile(owner);
  const added = await appendBlock(call, owner, lesson.id, {
    type: 'file_upload',
    content: { mode: 'both', teacherFile: file, instructions: 'Lade deinen Aufsatz hoch.', allowedFormats: ['.pdf', '.txt'], maxFileSize: 10 * 1024 * 1024, ...content },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  await call('POST', `/api/teacher/classes/${cls.id}/lessons`, owner, { lesson_ids: [lesson.id] });
  await call('PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, owner, { is_visible: true });
  await call('DELETE', `/api/teacher/classes/${cls.id}/students/${removed.user.id}`, owner);
  const blockId = added.body.block_id as string;
  const base = { student: `/api/student/classes/${cls.id}/file-blocks/${blockId}` as const, teacher: `/api/teacher/classes/${cls.id}/file-blocks/${blockId}` as const };
  return { owner, otherTeacher, enrolled, classmate, otherStudent, removed, admin, classId: cls.id, lessonId: lesson.id, blockId, block: added.body.block, file, base };
}
type W = Awaited<ReturnType<typeof world>>;

const handIn = (w: W, who: User | null, bytes: Buffer = fx.pdf(), name = 'Aufsatz.pdf') => request('POST', `${w.base.student}/submissions`, who, form(bytes, name));

describe('file block content', () => {
  it('is saved with the teacher file, instructions, formats, the max size capped at 3 MB and the deadline', async () => {
    const w = await world({ submissionDeadline: '2030-06-30T22:00:00.000Z' });
    expect(w.block.content).toEqual({
      mode: 'both', teacherFile: w.file, instructions: 'Lade deinen Aufsatz hoch.', allowedFormats: ['.pdf', '.txt'],
      maxFileSize: STUDENT_LIMIT, submissionDeadline: '2030-06-30T22:00:00.000Z',
    });
    const view = await call('GET', `/api/lessons/${w.lessonId}?class_id=${w.classId}`, w.enrolled);
    expect(view.body.blocks[0]!.block.content).toMatchObject({ maxFileSize: STUDENT_LIMIT });
  });

  it('defaults to the template formats; downloads need the own uploaded teacher file', async () => {
    const w = await world();
    const plain = await appendBlock(call, w.owner, w.lessonId, { type: 'file_upload', content: { mode: 'upload' } });
    expect(plain.body.block.content).toMatchObject({ allowedFormats: ['.pdf', '.doc', '.docx', '.txt'], maxFileSize: STUDENT_LIMIT, teacherFile: null, submissionDeadline: null });
    const noFile = await appendBlock(call, w.owner, w.lessonId, { type: 'file_upload', content: { mode: 'download' } });
    expect([noFile.status, noFile.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    const otherLesson = (await call('POST', '/api/teacher/lessons', w.otherTeacher, { name: 'X' })).body as { id: string };
    const stolen = await appendBlock(call, w.otherTeacher, otherLesson.id, { type: 'file_upload', content: { mode: 'download', teacherFile: w.file } });
    expect([stolen.status, stolen.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('hand-ins', () => {
  it('exactly 3145728 bytes are accepted, one byte more is 413 FILE_TOO_LARGE (nothing stored)', async () => {
    const w = await world();
    const ok = await handIn(w, w.enrolled, fx.padTo(fx.pdf(), STUDENT_LIMIT));
    expect([ok.status, ok.body.file_size]).toEqual([201, STUDENT_LIMIT]);
    const over = await handIn(w, w.classmate, fx.padTo(fx.pdf(), STUDENT_LIMIT + 1));
    expect([over.status, over.error?.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect((await t.deps.storage.driver.list('submissions', `${w.classId}/${w.blockId}`)).map((e) => e.size)).toEqual([STUDENT_LIMIT]);
  });

  it('a renamed executable and a format the block does not allow are 415 FILE_TYPE_NOT_ALLOWED', async () => {
    const w = await world();
    const exe = await handIn(w, w.enrolled, fx.exe(), 'Aufsatz.pdf');
    expect([exe.status, exe.error?.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const png = await handIn(w, w.enrolled, fx.png(), 'bild.pdf'); // a PNG: allowed documents here are only .pdf and .txt
    expect([png.status, png.error?.code]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
    const txt = await handIn(w, w.enrolled, Buffer.from('Mein Aufsatz über Bäume\n'), 'aufsatz.txt');
    expect(txt.status).toBe(201);
  });

  it('a later upload replaces what the student sees; the teacher keeps every upload', async () => {
    const w = await world();
    expect((await call('GET', `${w.base.student}/submission`, w.enrolled)).body).toEqual({ submission: null });
    const first = await handIn(w, w.enrolled, fx.pdf(), 'Entwurf.pdf');
    const second = await handIn(w, w.enrolled, fx.padTo(fx.pdf(), 2000), 'Schlussversion.pdf');
    await handIn(w, w.classmate, fx.pdf(), 'Anna.pdf');
    const mine = await call('GET', `${w.base.student}/submission`, w.enrolled);
    expect(mine.body.submission).toMatchObject({ id: second.body.id, file_name: 'Schlussversion.pdf', file_size: 2000, late: false });
    expect(Date.parse(mine.body.submission!.uploaded_at)).toBeGreaterThan(Date.now() - 60_000);
    const list = await call('GET', `${w.base.teacher}/submissions`, w.owner);
    expect(list.body.submissions.map((s) => [s.student.name, s.file_name, s.is_latest, s.late])).toEqual([
      ['Anna Aebi', 'Anna.pdf', true, false],
      ['Emil Enrolled', 'Schlussversion.pdf', true, false],
      ['Emil Enrolled', 'Entwurf.pdf', false, false],
    ]);
    expect(list.body.submissions[2]).toMatchObject({ id: first.body.id, file_size: fx.pdf().length });
  });

  it('after the deadline the upload is refused (409 SUBMISSION_DEADLINE_PASSED); a deadline moved earlier marks hand-ins late', async () => {
    const w = await world({ submissionDeadline: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await handIn(w, w.enrolled)).status).toBe(201);
    await t.sql`update blocks set content = jsonb_set(content, '{submissionDeadline}', to_jsonb(${new Date(Date.now() - 60_000).toISOString()}::text)) where id = ${w.blockId}`;
    const late = await handIn(w, w.classmate);
    expect([late.status, late.error?.code]).toEqual([409, 'SUBMISSION_DEADLINE_PASSED']);
    const list = await call('GET', `${w.base.teacher}/submissions`, w.owner);
    expect(list.body.submissions.map((s) => s.late)).toEqual([true]);
  });

  it('a download-only block takes no uploads; a hidden lesson takes none either', async () => {
    const w = await world({ mode: 'download' });
    const res = await handIn(w, w.enrolled);
    expect([res.status, res.error?.code]).toEqual([409, 'FILE_BLOCK_NO_UPLOADS']);
    await call('PATCH', `/api/teacher/classes/${w.classId}/lessons/${w.lessonId}`, w.owner, { is_visible: false });
    expect((await handIn(w, w.enrolled)).status).toBe(404);
  });
});

describe('downloads', () => {
  it('one file: always an attachment with nosniff, the original name, the exact bytes', async () => {
    const w = await world();
    const bytes = fx.padTo(fx.pdf(), 5000);
    const sub = await handIn(w, w.enrolled, bytes, 'Mein Aufsatz über Bäume.pdf');
    const res = await request('GET', `${w.base.teacher}/submissions/${sub.body.id}/file`, w.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Mein_Aufsatz_uber_Baume.pdf"; filename*=UTF-8''${encodeURIComponent('Mein Aufsatz über Bäume.pdf')}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.bytes.equals(bytes)).toBe(true);
    // A raster image is an attachment too, never inline.
    const w2 = await world({ allowedFormats: ['.png'] });
    const img = await handIn(w2, w2.enrolled, fx.png(), 'bild.png');
    const imgRes = await request('GET', `${w2.base.teacher}/submissions/${img.body.id}/file`, w2.owner);
    expect(imgRes.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it("'alle herunterladen': one zip (streamed) with every hand-in, per student folder", async () => {
    const w = await world();
    await handIn(w, w.enrolled, Buffer.from('Erste Fassung\n'), 'aufsatz.txt');
    await handIn(w, w.enrolled, Buffer.from('Zweite Fassung\n'), 'aufsatz.txt');
    await handIn(w, w.classmate, Buffer.from('Annas Text\n'), 'anna.txt');
    const res = await request('GET', `${w.base.teacher}/submissions/archive`, w.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Abgaben-[0-9a-f]{8}\.zip"/);
    expect(res.headers.get('content-length')).toBeNull(); // streamed, not built first
    expect(res.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    const text = res.bytes.toString('latin1');
    for (const s of ['Erste Fassung', 'Zweite Fassung', 'Annas Text', 'Aebi Anna/', 'Enrolled Emil/']) expect(text).toContain(s);
    expect(text.match(/PK\x01\x02/g)?.length).toBe(3); // three central-directory entries
  });
});

describe('permission matrix', () => {
  it('every file-block route answers each caller as specified', async () => {
    const w = await world();
    const sub = await handIn(w, w.enrolled);
    expect(sub.status).toBe(201);
    type Route = [method: string, name: string, run: (who: User | null) => Promise<{ status: number; error?: { code: string } }>, cases: [User | null, number, string?][]];
    const routes: Route[] = [
      ['POST', 'submissions', (who: User | null) => handIn(w, who), [
        [w.owner, 403, 'FORBIDDEN'], [w.otherTeacher, 403, 'FORBIDDEN'], [w.enrolled, 201], [w.otherStudent, 403, 'NOT_ENROLLED'],
        [w.removed, 403, 'NOT_ENROLLED'], [w.admin, 403, 'FORBIDDEN'], [null, 401, 'UNAUTHORIZED']]],
      ['GET', 'own submission', (who: User | null) => call('GET', `${w.base.student}/submission`, who), [
        [w.owner, 403, 'FORBIDDEN'], [w.otherTeacher, 403, 'FORBIDDEN'], [w.enrolled, 200], [w.otherStudent, 403, 'NOT_ENROLLED'],
        [w.removed, 403, 'NOT_ENROLLED'], [w.admin, 403, 'FORBIDDEN'], [null, 401, 'UNAUTHORIZED']]],
      ...['submissions', 'submissions/archive', `submissions/${sub.body.id}/file`].map((p): Route => ['GET', p, (who: User | null) => request('GET', `${w.base.teacher}/${p}`, who), [
        [w.owner, 200], [w.otherTeacher, 403, 'NOT_CLASS_OWNER'], [w.enrolled, 403, 'FORBIDDEN'], [w.otherStudent, 403, 'FORBIDDEN'],
        [w.removed, 403, 'FORBIDDEN'], [w.admin, 403, 'FORBIDDEN'], [null, 401, 'UNAUTHORIZED']]]),
    ];
    for (const [method, name, run, cases] of routes) {
      for (const [who, status, code] of cases) {
        const res = await run(who);
        const label = `${method} ${name} as ${who?.user.user_metadata.first_name ?? 'anonymous'}`;
        expect(res.status, label).toBe(status);
        if (code) expect(res.error?.code, label).toBe(code);
      }
    }
  });

  it('every caller × a block of a visible lesson, of a hidden lesson and of another class, with the codes the UI maps', async () => {
    const w = await world();
    const other = await world(); // another teacher's class (other.owner) with its own student (other.enrolled)
    const hiddenLesson = (await call('POST', '/api/teacher/lessons', w.owner, { name: 'Versteckt' })).body as { id: string };
    const hidden = await appendBlock(call, w.owner, hiddenLesson.id, { type: 'file_upload', content: { mode: 'upload', allowedFormats: ['.pdf'] } });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    expect((await call('POST', `/api/teacher/classes/${w.classId}/lessons`, w.owner, { lesson_ids: [hiddenLesson.id] })).status).toBe(200);
    const blocks = { visible: w.blockId, hidden: hidden.body.block_id as string, 'of another class': other.blockId };
    // Callers: the class's teacher, another teacher (the other block's own), a student of the class, a student of
    // another class, a student removed from the class, an admin, anonymous.
    const callers: [string, User | null][] = [
      ['owner', w.owner], ['other teacher', other.owner], ['student', w.enrolled], ['other student', other.enrolled],
      ['removed', w.removed], ['admin', w.admin], ['anonymous', null],
    ];
    const forStudents = (here: [number, string?]): [number, string?][] =>
      [[403, 'FORBIDDEN'], [403, 'FORBIDDEN'], here, [403, 'NOT_ENROLLED'], [403, 'NOT_ENROLLED'], [403, 'FORBIDDEN'], [401, 'UNAUTHORIZED']];
    const forTeachers = (here: [number, string?]): [number, string?][] =>
      [here, [403, 'NOT_CLASS_OWNER'], [403, 'FORBIDDEN'], [403, 'FORBIDDEN'], [403, 'FORBIDDEN'], [403, 'FORBIDDEN'], [401, 'UNAUTHORIZED']];
    const expected = {
      visible: { submit: forStudents([201]), own: forStudents([200]), list: forTeachers([200]), archive: forTeachers([200]) },
      hidden: {
        submit: forStudents([404, 'BLOCK_NOT_FOUND']), own: forStudents([404, 'BLOCK_NOT_FOUND']),
        list: forTeachers([200]), archive: forTeachers([200]),
      },
      'of another class': {
        submit: forStudents([404, 'BLOCK_NOT_FOUND']), own: forStudents([404, 'BLOCK_NOT_FOUND']),
        list: forTeachers([404, 'BLOCK_NOT_FOUND']), archive: forTeachers([404, 'BLOCK_NOT_FOUND']),
      },
    };
    for (const [where, blockId] of Object.entries(blocks) as [keyof typeof blocks, string][]) {
      const student = `/api/student/classes/${w.classId}/file-blocks/${blockId}` as const;
      const teacher = `/api/teacher/classes/${w.classId}/file-blocks/${blockId}` as const;
      const routes = {
        submit: (who: User | null) => request('POST', `${student}/submissions`, who, form(fx.pdf(), 'Aufsatz.pdf')),
        own: (who: User | null) => request('GET', `${student}/submission`, who),
        list: (who: User | null) => request('GET', `${teacher}/submissions`, who),
        archive: (who: User | null) => request('GET', `${teacher}/submissions/archive`, who),
      };
      for (const [name, run] of Object.entries(routes) as [keyof typeof routes, (who: User | null) => ReturnType<typeof request>][]) {
        const got: [number, string?][] = [];
        for (const [, who] of callers) {
          const res = await run(who);
          got.push(res.status < 400 ? [res.status] : [res.status, res.error?.code]);
        }
        expect(got, `${name}, block of a ${where} lesson`).toEqual(expected[where][name]);
      }
    }
    // Only the student of the class handed in, only to the block of the visible lesson.
    expect((await t.sql`select block_id, student_id from student_file_submissions where class_id = ${w.classId}`).map((r) => [r.block_id, r.student_id]))
      .toEqual([[w.blockId, w.enrolled.user.id]]);
  });

  it('unknown class or block: 404; a block of another class is not reachable through this class', async () => {
    const w = await world();
    const other = await world();
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/teacher/classes/${none}/file-blocks/${w.blockId}/submissions`, w.owner)).status).toBe(404);
    expect((await call('GET', `/api/teacher/classes/${w.classId}/file-blocks/${none}/submissions`, w.owner)).status).toBe(404);
    expect((await call('GET', `/api/teacher/classes/${w.classId}/file-blocks/${other.blockId}/submissions`, w.owner)).status).toBe(404);
    expect((await call('GET', `/api/student/classes/${w.classId}/file-blocks/${other.blockId}/submission`, w.enrolled)).status).toBe(404);
    expect((await request('GET', `${w.base.teacher}/submissions/${none}/file`, w.owner)).status).toBe(404);
  });
});

describe('files go after the commit', () => {
  it('removing the block from its lesson (or deleting its only lesson) removes the hand-in files', async () => {
    const w = await world();
    await handIn(w, w.enrolled);
    expect(await t.deps.storage.driver.list('submissions', `${w.classId}/${w.blockId}`)).toHaveLength(1);
    expect((await removeBlock(call, w.owner, w.lessonId, w.blockId)).status).toBe(204);
    await expect.poll(() => t.deps.storage.driver.list('submissions', `${w.classId}/${w.blockId}`)).toEqual([]);

    const v = await world();
    await handIn(v, v.enrolled);
    expect((await call('DELETE', `/api/teacher/lessons/${v.lessonId}`, v.owner)).status).toBe(204);
    await expect.poll(() => t.deps.storage.driver.list('submissions', `${v.classId}/${v.blockId}`)).toEqual([]);
  });
});

describe('answers carry only declared keys', () => {
  it('own hand-in, hand-in list and the file block content match their schemas even with an extra column', async () => {
    await t.sql.unsafe(`alter table student_file_submissions add column if not exists internal_note text default 'geheim'`);
    const w = await world();
    await handIn(w, w.enrolled);
    const own = await call('GET', `${w.base.student}/submission`, w.enrolled);
    expect(undeclaredKeys(OwnSubmissionAnswerSchema, own.body)).toEqual([]);
    const list = await call('GET', `${w.base.teacher}/submissions`, w.owner);
    expect(undeclaredKeys(z.object({ submissions: z.array(FileSubmissionSchema) }), list.body)).toEqual([]);
    expect(undeclaredKeys(BlockSchema, w.block)).toEqual([]);
  });
});

describe('with the S3 driver (s3rver)', () => {
  let s3: TestS3;
  let local: T;
  beforeAll(async () => {
    s3 = await startTestS3();
    local = t;
    t = await createTestApp(s3.env); // the helpers above use `t`
  });
  afterAll(async () => {
    await t?.close();
    t = local;
    await s3?.stop();
  });

  it('hands in through a stream to S3, downloads one file and the zip from S3', async () => {
    expect(t.deps.storage.driver.kind).toBe('s3');
    const w = await world();
    const bytes = fx.padTo(fx.pdf(), STUDENT_LIMIT);
    const sub = await handIn(w, w.enrolled, bytes, 'gross.pdf');
    expect(sub.status).toBe(201);
    expect((await handIn(w, w.classmate, fx.padTo(fx.pdf(), STUDENT_LIMIT + 1))).status).toBe(413);
    const one = await request('GET', `${w.base.teacher}/submissions/${sub.body.id}/file`, w.owner);
    expect([one.status, one.bytes.equals(bytes)]).toEqual([200, true]);
    await handIn(w, w.classmate, Buffer.from('Annas Text\n'), 'anna.txt');
    const zip = await request('GET', `${w.base.teacher}/submissions/archive`, w.owner);
    expect(zip.status).toBe(200);
    expect(zip.bytes.length).toBeGreaterThan(STUDENT_LIMIT);
    expect(zip.bytes.toString('latin1')).toContain('Annas Text');
  }, 60_000);
});
