import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiPath, type Method } from '../../../test/test-app.ts';
import { png } from '../../../test/file-fixtures.ts';
import { appendBlock, editBlock } from '../../../test/lesson-blocks.ts';
import { classWorld } from '../../../test/class-world.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<T['signUp']>>;
let t: T;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const tok = (u: User) => u.session.access_token;
const call = <M extends Method, P extends ApiPath>(method: M, path: P, who: User | null, body?: unknown) =>
  t.call(method, path, { token: who ? tok(who) : undefined, body });

async function newLesson(owner: User, name = 'Brüche') {
  const res = await call('POST', '/api/teacher/lessons', owner, { name, description: 'Teil 1' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function addText(owner: User, lessonId: string, html: string) {
  const res = await appendBlock(call, owner, lessonId, { type: 'text', content: { html } });
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

/** The class world (test/class-world.ts) with a text block in each lesson; Rita saw the visible lesson before her removal. */
async function world() {
  const w = await classWorld(t, { class: { class_code: 'D5A' } });
  const block = await addText(w.owner, w.visible.id, '<p>Hallo</p>');
  const hiddenBlock = await addText(w.owner, w.hidden.id, '<p>Geheim</p>');
  expect((await call('GET', `/api/lessons/${w.visible.id}`, w.removed)).status).toBe(200);
  await w.removeStudent();
  return { ...w, block, hiddenBlock };
}

describe('permission matrix: every lesson route × caller', () => {
  it('answers each caller as the rules say and never hands out foreign lessons or blocks', async () => {
    const w = await world();
    const callers = { owner: w.owner, otherTeacher: w.otherTeacher, enrolled: w.enrolled, otherStudent: w.otherStudent, removed: w.removed, admin: w.admin, anonymous: null } as const;
    type Who = keyof typeof callers;
    // Expected status per caller, in the order of `callers`; ownership cases with the owner last where it changes data.
    const routes: [Method, ApiPath, unknown, [number, number, number, number, number, number, number]][] = [
      ['GET', '/api/teacher/lessons', undefined, [200, 200, 403, 403, 403, 403, 401]],
      ['GET', `/api/lessons/${w.visible.id}`, undefined, [200, 403, 200, 403, 403, 403, 401]],
      ['GET', `/api/lessons/${w.hidden.id}`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['GET', `/api/teacher/classes/${w.cls.id}/lessons`, undefined, [200, 403, 403, 403, 403, 403, 401]],
      ['GET', `/api/student/classes/${w.cls.id}/lessons`, undefined, [403, 403, 200, 403, 403, 403, 401]],
      ['PATCH', `/api/teacher/lessons/${w.hidden.id}`, { is_public: false }, [200, 403, 403, 403, 403, 403, 401]],
      ['POST', '/api/teacher/lessons', { name: 'Neu', blocks: [{ type: 'text', content: { html: '<p>x</p>' } }] }, [201, 201, 403, 403, 403, 403, 401]],
      ['POST', '/api/teacher/lessons', { name: 'In fremder Klasse', class_id: w.cls.id }, [201, 403, 403, 403, 403, 403, 401]],
      ['PATCH', `/api/teacher/classes/${w.cls.id}/lessons/${w.hidden.id}`, { is_visible: false }, [200, 403, 403, 403, 403, 403, 401]],
      ['POST', `/api/teacher/classes/${w.otherCls.id}/lessons`, { lesson_ids: [w.hidden.id] }, [403, 403, 403, 403, 403, 403, 401]],
      ['POST', `/api/teacher/lessons/${w.hidden.id}/duplicate`, undefined, [201, 403, 403, 403, 403, 403, 401]],
    ];
    const order: Who[] = ['owner', 'otherTeacher', 'enrolled', 'otherStudent', 'removed', 'admin', 'anonymous'];
    for (const [method, path, body, expected] of routes) {
      for (const [i, who] of order.entries()) {
        const res = await call(method, path, callers[who], body);
        expect(res.status, `${method} ${path} as ${who}: ${JSON.stringify(res.body)}`).toBe(expected[i]);
        if (res.status >= 400) expect(res.error?.code).toBeTruthy();
        if (res.status < 300 && who !== 'owner') {
          // Whatever a non-owner receives, it never contains the hidden lesson or its block.
          expect(JSON.stringify(res.body)).not.toContain(w.hidden.id);
          expect(JSON.stringify(res.body)).not.toContain('Geheim');
        }
      }
    }
    // Destructive routes: every non-owner is refused and nothing changes; the owner succeeds.
    const hiddenNow = (await call('GET', `/api/lessons/${w.hidden.id}`, w.owner)).body;
    const wipe = { name: 'Überschrieben', version: hiddenNow.lesson.version, blocks: [] };
    const destructive: [Method, ApiPath, unknown, number][] = [
      ['PUT', `/api/teacher/lessons/${w.hidden.id}`, wipe, 200],
      ['DELETE', `/api/teacher/classes/${w.cls.id}/lessons/${w.hidden.id}`, undefined, 204],
      ['DELETE', `/api/teacher/lessons/${w.hidden.id}`, undefined, 204],
    ];
    for (const [method, path, body, ok] of destructive) {
      for (const who of order.slice(1)) {
        const res = await call(method, path, callers[who], body);
        expect(res.status, `${method} ${path} as ${who}`).toBe(who === 'anonymous' ? 401 : 403);
        if (who !== 'anonymous') expect(res.error?.code).toMatch(/^NOT_(LESSON|CLASS)_OWNER$|^FORBIDDEN$/);
      }
      const hidden = (await call('GET', `/api/lessons/${w.hidden.id}`, w.owner)).body;
      expect([hidden.lesson.name, hidden.lesson.version, hidden.blocks.length], `nothing changed before ${method} ${path} as owner`)
        .toEqual(method === 'PUT' ? ['Versteckt', hiddenNow.lesson.version, 1] : ['Überschrieben', hiddenNow.lesson.version + 1, 0]);
      expect((await call(method, path, w.owner, body)).status, `${method} ${path} as owner`).toBe(ok);
    }
  });

  it('maps the lesson view errors to the codes the UI shows in German', async () => {
    const w = await world();
    const codes = async (who: User | null, id: string) => {
      const res = await call('GET', `/api/lessons/${id}`, who);
      return [res.status, res.error?.code];
    };
    expect(await codes(w.enrolled, w.hidden.id)).toEqual([403, 'LESSON_NOT_AVAILABLE']);
    expect(await codes(w.removed, w.visible.id)).toEqual([403, 'LESSON_NOT_AVAILABLE']);
    expect(await codes(w.otherTeacher, w.visible.id)).toEqual([403, 'LESSON_NOT_IN_YOUR_CLASSES']);
    expect(await codes(w.owner, '00000000-0000-4000-8000-000000000000')).toEqual([404, 'LESSON_NOT_FOUND']);
    expect(await codes(null, w.visible.id)).toEqual([401, 'UNAUTHORIZED']);
  });

  it('the lesson view lists what the caller may do with the lesson: only its owner may edit it (and link it into an LMS)', async () => {
    const w = await world();
    const abilitiesOf = async (who: User, path: `/api/lessons/${string}`) => (await call('GET', path, who)).body.abilities;
    expect(await abilitiesOf(w.owner, `/api/lessons/${w.visible.id}`)).toEqual(['view', 'manage', 'link']);
    expect(await abilitiesOf(w.owner, `/api/lessons/${w.visible.id}?class_id=${w.cls.id}`)).toEqual(['view', 'manage', 'link']);
    expect(await abilitiesOf(w.enrolled, `/api/lessons/${w.visible.id}`)).toEqual(['view']);
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
      expect([res.status, res.error]).toEqual([400, { code: 'MISSING_LESSON_NAME', message: 'Lesson name is required' }]);
    }
    expect((await call('POST', '/api/teacher/lessons', teacher, { name: 'x'.repeat(201) })).error?.code).toBe('VALIDATION_FAILED');
    expect((await call('POST', '/api/teacher/lessons', teacher, { name: 'x', description: 'y'.repeat(501) })).error?.code).toBe('VALIDATION_FAILED');
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
    const copyBlock = copyView.body.blocks[0]!;
    expect(copyBlock.block_id).not.toBe(block.block_id);
    expect(copyBlock.block.content).toMatchObject({ html: '<p>Original</p>' });
    expect((await editBlock(call, teacher, copy.body.id, copyBlock.block_id, { html: '<p>Geändert</p>' })).status).toBe(200);
    const originalView = await call('GET', `/api/lessons/${original.id}`, teacher);
    expect(originalView.body.blocks[0]!.block.content).toMatchObject({ html: '<p>Original</p>' });
  });

  it('deleting a lesson closes up the class positions, takes blocks only it used, keeps shared ones, removes files after the commit', async () => {
    const teacher = await t.signUp('teacher');
    const cls = (await call('POST', '/api/teacher/classes', teacher, { name: '4c' })).body;
    const [a, b, c] = [await newLesson(teacher, 'A'), await newLesson(teacher, 'B'), await newLesson(teacher, 'C')];
    await call('POST', `/api/teacher/classes/${cls.id}/lessons`, teacher, { lesson_ids: [a.id, b.id, c.id] });
    const image = await uploadLessonImage(teacher);
    const own = await appendBlock(call, teacher, b.id, { type: 'image', content: { url: image.url, title: 'Karte' } });
    expect(own.status).toBe(201);
    const shared = await addText(teacher, b.id, '<p>geteilt</p>');
    // A block held by two lessons (from earlier versions, which could link a block into another lesson).
    await t.sql`insert into lesson_blocks (lesson_id, block_id, order_position) values (${c.id}, ${shared.block_id}, 1)`;
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
    const res = await appendBlock(call, teacher, lesson.id, {
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
      const res = await appendBlock(call, teacher, lesson.id, { type: 'video', content: { url, title: 'Lied' } });
      expect(res.status, url).toBe(201);
      expect(res.body.block.content).toEqual({
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Lied', description: null,
      });
    }
    const bad = async (url: string) => (await appendBlock(call, teacher, lesson.id, { type: 'video', content: { url } })).error;
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
      const res = await appendBlock(call, teacher, lesson.id, { type: 'image', content: { url } });
      expect(res.status, url).toBe(400);
    }
  });

});

describe('saving a lesson as a whole (PUT /api/teacher/lessons/{id}, issue 21)', () => {
  const view = async (who: User, id: string) => (await call('GET', `/api/lessons/${id}`, who)).body as {
    lesson: { name: string; description: string | null; version: number };
    blocks: { block_id: string; order_position: number; block: { type: string; content: { html?: string; text?: string } } }[];
  };
  const texts = (v: Awaited<ReturnType<typeof view>>) => v.blocks.map((b) => b.block.content.text);

  it('adds, changes, removes and reorders blocks with the fields in one request, and raises the version', async () => {
    const teacher = await t.signUp('teacher');
    const created = await call('POST', '/api/teacher/lessons', teacher, {
      name: 'Brüche', blocks: ['1', '2', '3'].map((n) => ({ type: 'text', content: { html: `<p>${n}</p>` } })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect([created.body.version, created.body.blocks.map((b: { order_position: number }) => b.order_position)]).toEqual([1, [1, 2, 3]]);
    const [one, two, three] = created.body.blocks.map((b: { block_id: string }) => b.block_id) as [string, string, string];

    const res = await call('PUT', `/api/teacher/lessons/${created.body.id}`, teacher, {
      name: ' Brüche kürzen ', description: 'Teil 2', version: 1,
      blocks: [{ id: three }, { type: 'text', content: { html: '<p>neu</p>' } }, { id: one, type: 'text', content: { html: '<p>eins</p>' } }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([res.body.name, res.body.description, res.body.version]).toEqual(['Brüche kürzen', 'Teil 2', 2]);
    expect(res.body.blocks.map((b: { order_position: number }) => b.order_position)).toEqual([1, 2, 3]);
    const after = await view(teacher, created.body.id);
    expect(texts(after)).toEqual(['3', 'neu', 'eins']);
    expect([after.blocks[0]!.block_id, after.blocks[2]!.block_id]).toEqual([three, one]);
    // The removed block is gone (no other lesson held it).
    expect((await t.sql`select count(*)::int as n from blocks where id = ${two}`)[0]!.n).toBe(0);
  });

  it('is all or nothing: one invalid block leaves the lesson, its fields and its blocks unchanged', async () => {
    const teacher = await t.signUp('teacher');
    const lesson = await newLesson(teacher, 'Vorher');
    const kept = await addText(teacher, lesson.id, '<p>bleibt</p>');
    const gone = await addText(teacher, lesson.id, '<p>auch</p>');
    const before = await view(teacher, lesson.id);
    const attempts: [unknown[], number, string][] = [
      // a valid new block, a removal and a rename, then a video with a bad address
      [[{ id: kept.block_id }, { type: 'text', content: { html: '<p>neu</p>' } }, { type: 'video', content: { url: 'https://vimeo.com/1' } }], 400, 'INVALID_VIDEO_URL'],
      // a changed block with another type than stored
      [[{ id: kept.block_id, type: 'video', content: { url: 'https://youtu.be/dQw4w9WgXcQ' } }], 400, 'BLOCK_TYPE_MISMATCH'],
      // a block of another lesson
      [[{ id: kept.block_id }, { id: '00000000-0000-4000-8000-000000000000' }], 404, 'BLOCK_NOT_IN_LESSON'],
      // the same block twice
      [[{ id: kept.block_id }, { id: kept.block_id }], 400, 'VALIDATION_FAILED'],
      // an empty poll after valid changes
      [[{ type: 'text', content: { html: '<p>x</p>' } }, { type: 'reaction', content: { prompt: 'Frage?', options: ['👍'] } }], 400, 'VALIDATION_FAILED'],
    ];
    for (const [blocks, status, code] of attempts) {
      const res = await call('PUT', `/api/teacher/lessons/${lesson.id}`, teacher, { name: 'Nachher', version: before.lesson.version, blocks });
      expect([res.status, res.error?.code], JSON.stringify(blocks)).toEqual([status, code]);
      expect(await view(teacher, lesson.id)).toEqual(before);
    }
    expect((await t.sql`select count(*)::int as n from blocks where teacher_id = ${teacher.user.id}`)[0]!.n).toBe(2);
    expect(gone.block_id).toBeTruthy();
  });

  it('a save from an older version is 409 LESSON_CHANGED and changes nothing (two tabs)', async () => {
    const teacher = await t.signUp('teacher');
    const lesson = await newLesson(teacher, 'Zwei Tabs');
    const block = await addText(teacher, lesson.id, '<p>Start</p>');
    const loaded = await view(teacher, lesson.id);
    const doc = (text: string) => ({ name: 'Zwei Tabs', version: loaded.lesson.version, blocks: [{ id: block.block_id, type: 'text', content: { html: `<p>${text}</p>` } }] });
    const first = await call('PUT', `/api/teacher/lessons/${lesson.id}`, teacher, doc('Tab A'));
    expect([first.status, first.body.version]).toEqual([200, loaded.lesson.version + 1]);
    const second = await call('PUT', `/api/teacher/lessons/${lesson.id}`, teacher, doc('Tab B'));
    expect([second.status, second.error?.code]).toEqual([409, 'LESSON_CHANGED']);
    expect(texts(await view(teacher, lesson.id))).toEqual(['Tab A']);
    // Saves at once from the same version: exactly one wins.
    const now = (await view(teacher, lesson.id)).lesson.version;
    const racing = await Promise.all(['X', 'Y', 'Z'].map((x) => call('PUT', `/api/teacher/lessons/${lesson.id}`, teacher, { ...doc(x), version: now })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // The overview's switches do not count as a change of the content.
    await call('PATCH', `/api/teacher/lessons/${lesson.id}`, teacher, { is_public: true });
    expect((await view(teacher, lesson.id)).lesson.version).toBe(now + 1);
  });

  it('a new lesson from the class view goes into that class, visible when asked; a foreign class is refused and nothing is created', async () => {
    const w = await world();
    const res = await call('POST', '/api/teacher/lessons', w.owner, {
      name: 'Aus der Klasse', class_id: w.cls.id, visible: true, blocks: [{ type: 'text', content: { html: '<p>Hallo Klasse</p>' } }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.is_visible_to_students).toBe(true);
    const list = await call('GET', `/api/student/classes/${w.cls.id}/lessons`, w.enrolled);
    expect(list.body.lessons.at(-1)).toMatchObject({ lesson_id: res.body.id, is_visible: true, order_position: 3 });
    const count = async () => (await t.sql`select count(*)::int as n from lessons where teacher_id = ${w.otherTeacher.user.id}`)[0]!.n;
    const foreign = await call('POST', '/api/teacher/lessons', w.otherTeacher, { name: 'Fremd', class_id: w.cls.id, blocks: [{ type: 'text', content: { html: '<p>x</p>' } }] });
    expect([foreign.status, foreign.error?.code, await count()]).toEqual([403, 'NOT_CLASS_OWNER', 0]);
    const invalid = await call('POST', '/api/teacher/lessons', w.owner, { name: 'Halb', blocks: [{ type: 'text', content: { html: '<p>ok</p>' } }, { type: 'image', content: { url: 'https://tracker.example/x.png' } }] });
    expect(invalid.status).toBe(400);
    expect((await t.sql`select count(*)::int as n from lessons where name = 'Halb'`)[0]!.n).toBe(0);
  });

  it('files of a replaced picture and a removed image block go after the commit, not on a refused save', async () => {
    const teacher = await t.signUp('teacher');
    const [picture, image, next] = [await uploadLessonImage(teacher), await uploadLessonImage(teacher), await uploadLessonImage(teacher)];
    const created = (await call('POST', '/api/teacher/lessons', teacher, { name: 'Bilder', picture_url: picture.url, blocks: [{ type: 'image', content: { url: image.url } }] })).body;
    const refused = await call('PUT', `/api/teacher/lessons/${created.id}`, teacher, { name: 'Bilder', picture_url: next.url, version: created.version, blocks: [{ type: 'video', content: { url: 'x' } }] });
    expect(refused.status).toBe(400);
    expect(await t.deps.storage.driver.get('content', image.path)).not.toBeNull();
    expect(await t.deps.storage.driver.get('content', picture.path)).not.toBeNull();
    const saved = await call('PUT', `/api/teacher/lessons/${created.id}`, teacher, { name: 'Bilder', picture_url: next.url, version: created.version, blocks: [] });
    expect(saved.status).toBe(200);
    await expect.poll(() => t.deps.storage.driver.get('content', image.path)).toBeNull();
    await expect.poll(() => t.deps.storage.driver.get('content', picture.path)).toBeNull();
    expect(await t.deps.storage.driver.get('content', next.path)).not.toBeNull();
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
    // The class's teacher counts the hidden lesson too.
    const teacherView = await call('GET', `/api/lessons/${extra.id}?class_id=${w.cls.id}`, w.owner);
    expect(teacherView.body.navigation).toEqual({ position: 3, total: 3, previous_lesson_id: w.hidden.id, next_lesson_id: null });
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
