import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiPath } from '../../test/test-app.ts';
import * as fx from '../../test/file-fixtures.ts';
import { appendBlock } from '../../test/lesson-blocks.ts';
import { STORAGE_AREAS, type StorageArea } from '../contract/index.ts';
import { createLogger } from '../logger.ts';
import { sweepAll } from '../services/upload-sweeper.ts';
import { LocalStorageDriver } from './local-driver.ts';
import { orphanLedger, orphanRemover } from './orphans.ts';

/**
 * Storage that cannot be written (read-only or full) answers 503 STORAGE_UNAVAILABLE and keeps no record;
 * files whose removal failed after a commit are written down and removed later by the sweeper, in every area.
 * The driver is the real local one with switches that make it fail as a read-only disk does (EROFS).
 */
class FaultyDriver extends LocalStorageDriver {
  writesFail = false;
  removalsFail = false;
  private fail(): never {
    throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
  }
  override async put(...args: Parameters<LocalStorageDriver['put']>) {
    if (this.writesFail) this.fail();
    return super.put(...args);
  }
  override async putFile(...args: Parameters<LocalStorageDriver['putFile']>) {
    if (this.writesFail) this.fail();
    return super.putFile(...args);
  }
  override async remove(...args: Parameters<LocalStorageDriver['remove']>) {
    if (this.removalsFail) this.fail();
    return super.remove(...args);
  }
  override async removePrefix(...args: Parameters<LocalStorageDriver['removePrefix']>) {
    if (this.removalsFail) this.fail();
    return super.removePrefix(...args);
  }
}

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-faulty-storage-'));
const driver = new FaultyDriver(root);
beforeAll(async () => { t = await createTestApp({}, { storage: driver }); });
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const tok = (u: User) => u.session.access_token;
async function upload(who: User, url: ApiPath, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return t.call('POST', url, { token: tok(who), body: form });
}

async function fileBlockClass(owner: User, student: User) {
  const cls = (await t.call('POST', '/api/teacher/classes', { token: tok(owner), body: { name: 'Abgaben' } })).body;
  const lesson = (await t.call('POST', '/api/teacher/lessons', { token: tok(owner), body: { name: 'Aufsatz' } })).body;
  await t.call('POST', `/api/teacher/classes/${cls.id}/lessons`, { token: tok(owner), body: { lesson_ids: [lesson.id] } });
  await t.call('PATCH', `/api/teacher/classes/${cls.id}/lessons/${lesson.id}`, { token: tok(owner), body: { is_visible: true } });
  const block = (await appendBlock((m, p, who: User, body) => t.call(m, p, { token: tok(who), body }), owner, lesson.id, {
    type: 'file_upload', content: { mode: 'upload', allowedFormats: ['.pdf'], maxFileSize: 3 * 1024 * 1024 },
  })).body;
  await t.call('POST', '/api/student/classes/join', { token: tok(student), body: { code: cls.invitation_code } });
  return { classId: cls.id, handIn: `/api/student/classes/${cls.id}/file-blocks/${block.block_id}/submissions` as const };
}

describe('storage that cannot be written', () => {
  it('answers 503 STORAGE_UNAVAILABLE on every upload route and leaves no row behind', async () => {
    const teacher = await t.signUp('teacher');
    const student = await t.signUp('student');
    const { handIn } = await fileBlockClass(teacher, student);
    driver.writesFail = true;
    try {
      const cases: [User, ApiPath, Buffer, string][] = [
        [student, '/api/uploads/avatar', fx.png(), 'me.png'],
        [teacher, '/api/uploads/class-image', fx.png(), 'klasse.png'],
        [teacher, '/api/uploads/lesson-image', fx.png(), 'lektion.png'],
        [teacher, '/api/uploads/content?kind=blocks', fx.pdf(), 'blatt.pdf'],
        [student, handIn, fx.pdf(), 'abgabe.pdf'],
      ];
      for (const [who, url, bytes, name] of cases) {
        const res = await upload(who, url, bytes, name);
        expect([res.status, res.error?.code], url).toEqual([503, 'STORAGE_UNAVAILABLE']);
      }
    } finally {
      driver.writesFail = false;
    }
    const rows = await t.sql<{ media: number; submissions: number; avatars: number }[]>`
      select (select count(*)::int from media_files where user_id = ${teacher.user.id}) as media,
             (select count(*)::int from student_file_submissions where student_id = ${student.user.id}) as submissions,
             (select count(*)::int from user_profiles where id = ${student.user.id} and avatar_url is not null) as avatars`;
    expect(rows[0]).toEqual({ media: 0, submissions: 0, avatars: 0 });
    const spool = path.join(t.dataDir, 'tmp', 'uploads');
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
    // Writable again: the same upload works.
    expect((await upload(student, '/api/uploads/avatar', fx.png(), 'me.png')).status).toBe(201);
  });

  it('a file system error anywhere (read-only, full) is a 503, never a generic 500', async () => {
    const { fromStorageError } = await import('../middleware/errors.ts');
    for (const code of ['EROFS', 'ENOSPC', 'EDQUOT']) {
      expect(fromStorageError(Object.assign(new Error(code), { code }))).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
    }
    expect(fromStorageError(new Error('other'))).toBeNull();
  });
});

describe('removals that fail after the commit', () => {
  it('are written down and removed by the sweeper, in every storage area', async () => {
    const log = createLogger('silent');
    const remove = orphanRemover(driver, log, orphanLedger(t.sql, log), [60_000]);
    const files: [StorageArea, string][] = STORAGE_AREAS.map((area) => [area, `sweeper-test/${area}/a.txt`]);
    for (const [area, p] of files) await driver.put(area, p, Buffer.from('x'), 'text/plain');
    await driver.put('content', 'sweeper-prefix/b.txt', Buffer.from('y'), 'text/plain');
    driver.removalsFail = true;
    await remove([...files.map(([area, p]) => ({ area, paths: [p] })), { area: 'content', prefix: 'sweeper-prefix/' }]);
    driver.removalsFail = false;
    const recorded = await t.sql<{ area: string }[]>`select area from storage_orphans order by area`;
    expect(recorded.map((r) => r.area).sort()).toEqual([...STORAGE_AREAS, 'content'].sort());
    for (const [area, p] of files) expect(await driver.get(area, p)).not.toBeNull();

    await sweepAll(t.sql, driver, log);
    for (const [area, p] of files) expect(await driver.get(area, p), area).toBeNull();
    expect(await driver.list('content', 'sweeper-prefix/')).toEqual([]);
    expect((await t.sql`select 1 from storage_orphans`).length).toBe(0);
  });

  it("a class deleted while the store refuses removals: its hand-ins go with the sweeper's next run; a failing retry waits", async () => {
    const teacher = await t.signUp('teacher');
    const student = await t.signUp('student');
    const { classId, handIn } = await fileBlockClass(teacher, student);
    expect((await upload(student, handIn, fx.pdf(), 'abgabe.pdf')).status).toBe(201);
    expect((await driver.list('submissions', `${classId}/`)).length).toBe(1);
    driver.removalsFail = true;
    expect((await t.call('DELETE', `/api/teacher/classes/${classId}`, { token: tok(teacher) })).status).toBe(204);
    expect((await driver.list('submissions', `${classId}/`)).length).toBe(1);
    // Still failing: the sweeper keeps the record and postpones it.
    await t.sql`update storage_orphans set next_attempt_at = now()`;
    await sweepAll(t.sql, driver, createLogger('silent'));
    const waiting = await t.sql<{ attempts: number; later: boolean }[]>`select attempts, next_attempt_at > now() as later from storage_orphans`;
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((w) => w.attempts === 1 && w.later)).toBe(true);
    driver.removalsFail = false;
    await t.sql`update storage_orphans set next_attempt_at = now()`;
    await sweepAll(t.sql, driver, createLogger('silent'));
    expect(await driver.list('submissions', `${classId}/`)).toEqual([]);
    expect((await t.sql`select 1 from storage_orphans`).length).toBe(0);
  });
});
