import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createLogger } from '../logger.ts';
import { png } from '../../test/file-fixtures.ts';
import { sweepUnusedPictures } from './upload-sweeper.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

async function uploadPicture(token: string) {
  const form = new FormData();
  form.append('file', new Blob([png()]), 'bild.png');
  const res = await t.app.request('/api/uploads/class-image', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { url: string; path: string };
}

describe('sweeping unused pictures', () => {
  it('removes day-old pictures no class uses, keeps used and fresh ones', async () => {
    const teacher = await t.signUp('teacher');
    const token = teacher.session.access_token;
    const used = await uploadPicture(token);
    const unused = await uploadPicture(token);
    const fresh = await uploadPicture(token);
    await t.call('POST', '/api/teacher/classes', { token, body: { name: 'Mit Bild', picture_url: used.url } });
    await t.sql`update media_files set created_at = now() - interval '25 hours' where storage_path in (${used.path}, ${unused.path})`;

    const removed = await sweepUnusedPictures(t.sql, t.deps.storage.driver, createLogger('silent'));
    expect(removed).toBe(1);
    const exists = async (p: string) => (await t.deps.storage.driver.get('content', p)) !== null;
    expect([await exists(used.path), await exists(unused.path), await exists(fresh.path)]).toEqual([true, false, true]);
    const rows = await t.sql<{ storage_path: string }[]>`select storage_path from media_files where user_id = ${teacher.user.id} order by storage_path`;
    expect(rows.map((r) => r.storage_path).sort()).toEqual([used.path, fresh.path].sort());
  });
});
