import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { png } from '../../../test/file-fixtures.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tok = (u: User) => u.session.access_token;
const call = (method: string, path: string, who: User | null, body?: unknown) =>
  t.call(method, path, { token: who ? tok(who) : undefined, body });

async function newLesson(owner: User, name = 'Brüche') {
  const res = await call('POST', '/api/teacher/lessons', owner, { name, description: 'Teil 1' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}
async function addText(owner: User, lessonId: string, html: string) {
  const res = await call('POST', `/api/teacher/lessons/${lessonId}/blocks`, owner, { type: 'text', content: { html } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { block_id: string; order_position: number; block: { content: { html: string; text: string; characterCount: number } } };
}
async function uploadLessonImage(owner: User) {
  const form = new FormData();
  form.append('file', new Blob([png()]), 'bild.png');
  const res = await t.app.request('/api/uploads/lesson-image', { method: 'POST', body: form, headers: { authorization: `Bearer ${tok(owner)}` } });
  expect(res.status).toBe(201);
  return (await res.json()) as { url: string; path: string };
}

/** Every kind of caller of the permission matrix, around one class with one visible and one hidden lesson. */
async function world() {
  const owner = await t.signUp('teacher', 'Olga', 'Owner');
  const otherTeacher = await t.signUp('teacher', 'Otto', 'Other');
  const enrolled = await t.signUp('student', 'Emil', 'Enrolled');
  const otherStudent = await t.signUp('student', 'Sara', 'Stranger');
  const removed = await t.signUp('student', 'Rita', 'Removed');
  const admin = await t.signUp('teacher', 'Adam', 'Admin');
  await t.sql`update user_profiles set role = 'admin' where id = ${admin.user.id}`;
  const cls = (await call('POST', '/api/teacher/classes', owner, { name: 'Klasse 5a', class_code: 'D5A' })).body as { id: string; invitation_code: string };
  const otherCls = (await call('POST', '/api/teacher/classes', otherTeacher, { name: 'Klasse 6b' })).body as { id: string; invitation_code: string };
  for (const s of [enrolled, removed]) await call('POST', '/api/student/classes/join', s, { code: cls.invitation_code });
  await call('POST', '/api/student/classes/join', otherStudent, { code: otherCls.invitation_code });
  const visible = await newLesson(owner, 'Sichtbar');
  const hidden = await newLesson(owner, 'Versteckt');
  const block = await addText(owner, visible.id, '<p>Hallo</p>');
  const hiddenBlock = await addText(owner, hidden.id, '<p>Geheim</p>');
  expect((await call('POST', `/api/teacher/classes/${cls.id}/lessons`, owner, { lesson_ids: [visible.id, hidden.id] })).status).toBe(200);
  expect((await call('PATCH', `/api/teacher/classes/${cls.id}/lessons/${visible.id}`, owner, { is_visible: true })).status).toBe(200);
  // Rita saw the visible lesson while enrolled; then she is removed.
  expect((await call('GET', `/api/lessons/${visible.id}`, removed)).status).toBe(200);
  await call('DELETE', `/api/teacher/classes/${cls.id}/students/${removed.user.id}`, owner);
  return { owner, otherTeacher, enrolled, otherStudent, removed, admin, cls, otherCls, visible, hidden, block, hiddenBlock };
}

describe('permission matrix: every lesson route × caller', () => {
  it('answers each caller as the rules say and never hands out foreign lessons or blocks', async () => {
    const w = await world();
    const callers = { owner: w.owner, otherTeacher: w.otherTeacher, enrolled: w.enrolled, otherStudent: w.otherStudent, removed: w.removed, admin: w.admin, anonymous: null } as const;
    type Who = keyof typeof callers;
    // Expected status per caller, in the order of `callers`; ownership cases with the owner last where it changes data.
    const routes: [string, string, unknown, [number, number, number, number, number, number, number]][] = [
      ['GET', '/api/teacher/lessons', undefined, [200, 200, 403, 403, 403, 403, 401]],
      ['GET', `/api/lessons/${w.visible.id}`, undefined, [200, 403, 200, 403, 403, 403, 401]],
      ['GET', `/api/lessons/${w.hidden.id}`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['GET', `/api/teacher/classes/${w.cls.id}/lessons`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['GET', `/api/student/classes/${w.cls.id}/lessons`, undefined, [403, 403, 200, 403, 403, 403, 401]],
      ['PATCH', `/api/teacher/lessons/${w.hidden.id}`, { description: 'neu' }, [200, 403, 403, 403, 403, 403, 401]],
      ['PUT', `/api/teacher/lessons/${w.hidden.id}/blocks/order`, { ids: [w.hiddenBlock.block_id] }, [200, 403, 403, 403, 403, 403, 401]],
      ['POST', `/api/teacher/lessons/${w.hidden.id}/blocks`, { type: 'text', content: { html: '<p>x</p>' } }, [201, 403, 403, 403, 403, 403, 401]],
      ['PATCH', `/api/teacher/blocks/${w.block.block_id}`, { content: { html: '<p>Hallo!</p>' } }, [200, 403, 403, 403, 403, 403, 401]],
      ['PATCH', `/api/teacher/classes/${w.cls.id}/lessons/${w.hidden.id}`, { is_visible: false }, [200, 403, 403, 403, 403, 403, 401]],
      ['POST', `/api/teacher/classes/${w.otherCls.id}/lessons`, { lesson_ids: [w.hidden.id] }, [403, 403, 403, 403, 403, 403, 401]],
      ['POST', `/api/teacher/lessons/${w.hidden.id}/duplicate`, undefined, [201, 403, 403, 403, 403, 403, 401]],
    ];
    const order: Who[] = ['owner', 'otherTeacher', 'enrolled', 'otherStudent', 'removed', 'admin', 'anonymous'];
    for (const [method, path, body, expected] of routes) {
      for (const [i, who] of order.entries()) {
        const res = await call(method, path, callers[who], body);
        expect(res.status, `${method} ${path} as ${who}: ${JSON.stringify(res.body)}`).toBe(expected[i]);
        if (res.status >= 400) expect(res.body.error.code).toBeTruthy();
        if (res.status < 300 && who !== 'owner') {
          // Whatever a non-owner receives, it never contains the hidden lesson or its block.
          expect(JSON.stringify(res.body)).not.toContain(w.hidden.id);
          expect(JSON.stringify(res.body)).not.toContain('Geheim');
        }
      }
    }
    // Destructive routes: every non-owner is refused and nothing changes; the owner succeeds.
    const destructive: [string, string][] = [
      ['DELETE', `/api/teacher/classes/${w.cls.id}/lessons/${w.hidden.id}`],
      ['DELETE', `/api/teacher/lessons/${w.hidden.id}/blocks/${w.hiddenBlock.block_id}`],
      ['DELETE', `/api/teacher/blocks/${w.hiddenBlock.block_id}`],
      ['DELETE', `/api/teacher/lessons/${w.hidden.id}`],
    ];
    for (const [method, path] of destructive) {
      for (const who of order.slice(1)) {
        const res = await call(method, path, callers[who]);
        expect(res.status, `${method} ${path} as ${who}`).toBe(who === 'anonymous' ? 401 : 403);
      }
      expect((await call(method, path, w.owner)).status, `${method} ${path} as owner`).toBe(204);
    }
  });

  it('maps the lesson view errors to the codes the UI shows in German', async () => {
    const w = await world();
    const codes = async (who: User | null, id: string) => {
      const res = await call('GET', `/api/lessons/${id}`, who);
      return [res.status, res.body.error?.code];
    };
    expect(await codes(w.enrolled, w.hidden.id)).toEqual([403, 'LESSON_NOT_AVAILABLE']);
    expect(await codes(w.removed, w.visible.id)).toEqual([403, 'LESSON_NOT_AVAILABLE']);
    expect(await codes(w.otherTeacher, w.visible.id)).toEqual([403, 'LESSON_NOT_IN_YOUR_CLASSES']);
    expect(await codes(w.owner, '00000000-0000-4000-8000-000000000000')).toEqual([404, 'LESSON_NOT_FOUND']);
    expect(await codes(null, w.visible.id)).toEqual([401, 'UNAUTHORIZED']);
  });
});

describe('lessons', () => {
  it('trims the name; an empty one is MISSING_LESSON_NAME; limits 200 and 500', async () => {
    const teacher = await t.signUp('teacher');
    const ok = await call('POST', '/api/teacher/lessons', teacher, { name: '  Wortarten ' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ name: 'Wortarten', description: null, is_public: false, is_visible_to_students: false });
    for (const body of [{ name: '   ' }, {}, { name: '' }]) {
      const res = await call('POST', '/api/teacher/lessons', teacher, body);
      expect([res.status, res.body.error]).toEqual([400, { code: 'MISSING_LESSON_NAME', message: 'Lesson name is required' }]);
    }
    expect((await call('POST', '/api/teacher/lessons', teacher, { name: 'x'.repeat(201) })).body.error.code).toBe('VALIDATION_FAILED');
    expect((await call('POST', '/api/teacher/lessons', teacher, { name: 'x', description: 'y'.repeat(501) })).body.error.code).toBe('VALIDATION_FAILED');
    expect((await call('POST', '/api/teacher/lessons', teacher, { name: 'x'.repeat(200), description: 'y'.repeat(500) })).status).toBe(201);
  });

  it('lists own lessons newest first with counts', async () => {
    const teacher = await t.signUp('teacher');
    const a = await newLesson(teacher, 'A');
    const b = await newLesson(teacher, 'B');
    await addText(teacher, b.id, '<p>eins</p>');
    const res = await call('GET', '/api/teacher/lessons', teacher);
    expect(res.body.lessons.map((l: { id: string }) => l.id)).toEqual([b.id, a.id]);
    expect(res.body.lessons[0]).toMatchObject({ block_count: 1, class_count: 0 });
  });

  it("duplicates as '(Kopie)', not public, not visible; editing the copy leaves the original unchanged", async () => {
    const teacher = await t.signUp('teacher');
    const original = await newLesson(teacher, 'Satzglieder');
    await call('PATCH', `/api/teacher/lessons/${original.id}`, teacher, { is_public: true });
    const block = await addText(teacher, original.id, '<p>Original</p>');
    const copy = await call('POST', `/api/teacher/lessons/${original.id}/duplicate`, teacher);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Satzglieder (Kopie)', is_public: false, is_visible_to_students: false, description: 'Teil 1' });
    const copyView = await call('GET', `/api/lessons/${copy.body.id}`, teacher);
    const copyBlock = copyView.body.blocks[0];
    expect(copyBlock.block_id).not.toBe(block.block_id);
    expect(copyBlock.block.content.html).toBe('<p>Original</p>');
    await call('PATCH', `/api/teacher/blocks/${copyBlock.block_id}`, teacher, { content: { html: '<p>Geändert</p>' } });
    const originalView = await call('GET', `/api/lessons/${original.id}`, teacher);
    expect(originalView.body.blocks[0].block.content.html).toBe('<p>Original</p>');
  });

  it('deleting a lesson closes up the class positions, takes blocks only it used, keeps shared ones, removes files after the commit', async () => {
    const teacher = await t.signUp('teacher');
    const cls = (await call('POST', '/api/teacher/classes', teacher, { name: '4c' })).body;
    const [a, b, c] = [await newLesson(teacher, 'A'), await newLesson(teacher, 'B'), await newLesson(teacher, 'C')];
    await call('POST', `/api/teacher/classes/${cls.id}/lessons`, teacher, { lesson_ids: [a.id, b.id, c.id] });
    const image = await uploadLessonImage(teacher);
    const own = await call('POST', `/api/teacher/lessons/${b.id}/blocks`, teacher, { type: 'image', content: { url: image.url, title: 'Karte' } });
    expect(own.status).toBe(201);
    const shared = await addText(teacher, b.id, '<p>geteilt</p>');
    expect((await call('PUT', `/api/teacher/lessons/${c.id}/blocks/${shared.block_id}`, teacher)).status).toBe(201);
    expect((await t.deps.storage.driver.get('content', image.path))).not.toBeNull();

    expect((await call('DELETE', `/api/teacher/lessons/${b.id}`, teacher)).status).toBe(204);
    const list = await call('GET', `/api/teacher/classes/${cls.id}/lessons`, teacher);
    expect(list.body.lessons.map((l: { lesson_id: string; order_position: number }) => [l.lesson_id, l.order_position])).toEqual([[a.id, 1], [c.id, 2]]);
    expect((await t.sql`select count(*)::int as n from blocks where id = ${own.body.block_id}`)[0]!.n).toBe(0);
    expect((await call('GET', `/api/lessons/${c.id}`, teacher)).body.blocks.map((x: { block_id: string }) => x.block_id)).toEqual([shared.block_id]);
    expect(await t.deps.storage.driver.get('content', image.path)).toBeNull();
  });
});

describe('blocks', () => {
  it('sanitises rich text to the editor’s allow-list and recomputes text and count', async () => {
    const teacher = await t.signUp('teacher');
    const lesson = await newLesson(teacher);
    const res = await call('POST', `/api/teacher/lessons/${lesson.id}/blocks`, teacher, {
      type: 'text',
      content: {
        html: '<p style="line-height: 1.5; margin-left: 40px" onclick="x()">Hallo <strong>Welt</strong><script>alert(1)</script>'
          + '<span style="font-size: 18pt; color: #dc2626; position: fixed">!</span> <a href="javascript:alert(1)">böse</a>'
          + '<a href="https://example.ch">gut</a><img src=x onerror=alert(1)></p>',
        text: 'gefälscht', characterCount: 9999,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.block.content).toEqual({
      html: '<p style="line-height:1.5;margin-left:40px">Hallo <strong>Welt</strong><span style="font-size:18pt;color:#dc2626">!</span> '
        + '<a href="https://example.ch" target="_blank" rel="noopener noreferrer">gut</a></p>',
      text: 'Hallo Welt! gut',
      characterCount: 15,
    });
  });

  it('stores a video by its id with a youtube-nocookie embed; bad URLs get the spec’s messages', async () => {
    const teacher = await t.signUp('teacher');
    const lesson = await newLesson(teacher);
    const forms = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/v/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
      'm.youtube.com/watch?v=dQw4w9WgXcQ',
    ];
    for (const url of forms) {
      const res = await call('POST', `/api/teacher/lessons/${lesson.id}/blocks`, teacher, { type: 'video', content: { url, title: 'Lied' } });
      expect(res.status, url).toBe(201);
      expect(res.body.block.content).toEqual({
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Lied', description: null,
      });
    }
    const bad = async (url: string) => (await call('POST', `/api/teacher/lessons/${lesson.id}/blocks`, teacher, { type: 'video', content: { url } })).body.error;
    expect(await bad('https://vimeo.com/123')).toEqual({ code: 'INVALID_VIDEO_URL', message: 'Bitte gib eine gültige YouTube-URL ein.' });
    expect(await bad('javascript:alert(1)')).toEqual({ code: 'INVALID_VIDEO_URL', message: 'Bitte gib eine gültige YouTube-URL ein.' });
    expect(await bad('https://www.youtube.com/watch?v=kurz')).toEqual({ code: 'VIDEO_ID_MISSING', message: 'Video-ID konnte nicht extrahiert werden.' });
  });

  it('accepts only the teacher’s own uploaded images', async () => {
    const teacher = await t.signUp('teacher');
    const other = await t.signUp('teacher');
    const lesson = await newLesson(teacher);
    const image = await uploadLessonImage(other);
    for (const url of [image.url, 'https://tracker.example/pixel.png', 'data:image/png;base64,AAAA']) {
      const res = await call('POST', `/api/teacher/lessons/${lesson.id}/blocks`, teacher, { type: 'image', content: { url } });
      expect(res.status, url).toBe(400);
    }
  });

  it('appends at count + 1, answers a duplicate link with its place, closes up on removal, reorders as a whole', async () => {
    const teacher = await t.signUp('teacher');
    const lesson = await newLesson(teacher);
    const blocks = [await addText(teacher, lesson.id, '<p>1</p>'), await addText(teacher, lesson.id, '<p>2</p>'), await addText(teacher, lesson.id, '<p>3</p>')];
    expect(blocks.map((b) => b.order_position)).toEqual([1, 2, 3]);
    const again = await call('PUT', `/api/teacher/lessons/${lesson.id}/blocks/${blocks[1]!.block_id}`, teacher);
    expect([again.status, again.body.order_position]).toEqual([200, 2]);
    expect((await call('DELETE', `/api/teacher/lessons/${lesson.id}/blocks/${blocks[0]!.block_id}`, teacher)).status).toBe(204);
    const ids = [blocks[2]!.block_id, blocks[1]!.block_id];
    const reordered = await call('PUT', `/api/teacher/lessons/${lesson.id}/blocks/order`, teacher, { ids });
    expect(reordered.body.blocks.map((b: { block_id: string; order_position: number }) => [b.block_id, b.order_position])).toEqual([[ids[0], 1], [ids[1], 2]]);
    const stale = await call('PUT', `/api/teacher/lessons/${lesson.id}/blocks/order`, teacher, { ids: [blocks[0]!.block_id, ...ids] });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'ORDER_MISMATCH']);
  });
});

describe('lessons in classes', () => {
  it('adds at the end (hidden), keeps a duplicate, closes up on removal, and students see only visible ones in order', async () => {
    const w = await world();
    const extra = await newLesson(w.owner, 'Extra');
    const added = await call('POST', `/api/teacher/classes/${w.cls.id}/lessons`, w.owner, { lesson_ids: [extra.id, w.visible.id] });
    expect(added.body.lessons.map((l: { lesson_id: string; order_position: number; is_visible: boolean }) => [l.lesson_id, l.order_position, l.is_visible]))
      .toEqual([[w.visible.id, 1, true], [w.hidden.id, 2, false], [extra.id, 3, false]]);
    await call('PATCH', `/api/teacher/classes/${w.cls.id}/lessons/${extra.id}`, w.owner, { is_visible: true });
    const student = await call('GET', `/api/student/classes/${w.cls.id}/lessons`, w.enrolled);
    expect(student.body.lessons.map((l: { lesson_id: string }) => l.lesson_id)).toEqual([w.visible.id, extra.id]);
    const view = await call('GET', `/api/lessons/${extra.id}`, w.enrolled);
    expect(view.body.navigation).toEqual({ position: 2, total: 2, previous_lesson_id: w.visible.id, next_lesson_id: null });
    expect(view.body.class).toEqual({ id: w.cls.id, name: 'Klasse 5a', class_code: 'D5A' });
    await call('DELETE', `/api/teacher/classes/${w.cls.id}/lessons/${w.visible.id}`, w.owner);
    const after = await call('GET', `/api/teacher/classes/${w.cls.id}/lessons`, w.owner);
    expect(after.body.lessons.map((l: { lesson_id: string; order_position: number }) => [l.lesson_id, l.order_position])).toEqual([[w.hidden.id, 1], [extra.id, 2]]);
    // The overview's switch shows a lesson in all its classes.
    await call('PATCH', `/api/teacher/lessons/${w.hidden.id}`, w.owner, { is_visible_to_students: true });
    expect((await call('GET', `/api/lessons/${w.hidden.id}`, w.enrolled)).status).toBe(200);
  });

  it('20 parallel reorders leave positions 1..n, each used once', async () => {
    const teacher = await t.signUp('teacher');
    const cls = (await call('POST', '/api/teacher/classes', teacher, { name: 'Parallel' })).body;
    const lessons: string[] = [];
    for (let i = 0; i < 6; i++) lessons.push((await newLesson(teacher, `L${i}`)).id);
    await call('POST', `/api/teacher/classes/${cls.id}/lessons`, teacher, { lesson_ids: lessons });
    const shuffled = () => [...lessons].sort(() => Math.random() - 0.5);
    const results = await Promise.all(Array.from({ length: 20 }, () => call('PUT', `/api/teacher/classes/${cls.id}/lessons/order`, teacher, { ids: shuffled() })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await t.sql<{ order_position: number }[]>`select order_position from class_lessons where class_id = ${cls.id} order by order_position`;
    expect(rows.map((r) => r.order_position)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
