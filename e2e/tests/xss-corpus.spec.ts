import { expect, test, type Page } from '@playwright/test';
import { apiToken, createClassViaApi, joinClassViaApi, logIn, makePng } from '../support/classes.ts';
import { addLessonsToClassViaApi, setLessonVisibleViaApi, uploadLessonImageViaApi } from '../support/lessons.ts';
import { signUpViaApi } from '../support/users.ts';
import { GENERATED_XSS_VECTORS, XSS_FIELDS, XSS_VECTORS } from '../support/xss-payloads.ts';

/**
 * Every vector in every lesson field (names, descriptions, rich text, video and
 * image titles): stored through the API, then shown in Chromium to the student
 * (lesson view) and the teacher (overview, editor). Nothing may execute, and no
 * live markup (event handlers, script-capable elements, javascript:/data: URLs)
 * may reach the DOM.
 */
test.describe.configure({ timeout: 300_000 });

async function installSpy(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __xssCount: number }).__xssCount = 0;
    (window as unknown as { __xss: () => void }).__xss = () => { (window as unknown as { __xssCount: number }).__xssCount += 1; };
  });
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  return dialogs;
}

/** Live markup inside the area's content: what a sanitiser must never let through. */
async function liveMarkup(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const dangerousTags = new Set(['SCRIPT', 'OBJECT', 'EMBED', 'BASE', 'META', 'LINK', 'FORM', 'FRAMESET', 'STYLE', 'TEMPLATE', 'MATH', 'SVG']);
    for (const el of main.querySelectorAll('*')) {
      // The platform's own icons are inline SVG (class ui-icon); any other SVG came from content.
      const ownIcon = el.tagName.toUpperCase() === 'SVG' && el.classList.contains('ui-icon');
      if (dangerousTags.has(el.tagName.toUpperCase()) && !ownIcon) found.push(`<${el.tagName.toLowerCase()}>`);
      if (el.tagName === 'IFRAME' && !(el.getAttribute('src') ?? '').startsWith('https://www.youtube-nocookie.com/embed/')) found.push('<iframe> not a video');
      for (const attr of el.getAttributeNames()) {
        const value = (el.getAttribute(attr) ?? '').replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attr.startsWith('on')) found.push(`${el.tagName.toLowerCase()}[${attr}]`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(attr)
          && (value.startsWith('javascript:') || value.startsWith('vbscript:') || value.startsWith('data:text'))) {
          found.push(`${el.tagName.toLowerCase()}[${attr}=${value.slice(0, 30)}]`);
        }
        if (attr === 'style' && /url\(|expression|javascript/.test(value)) found.push(`${el.tagName.toLowerCase()}[style=${value.slice(0, 40)}]`);
      }
    }
    return found;
  });
}

/** Generated vectors per text block (each block is one lesson content, parsed and sanitised as a whole). */
const PER_BLOCK = 15;

test(`${XSS_VECTORS.length} vectors × ${XSS_FIELDS.length} lesson fields and ${GENERATED_XSS_VECTORS.length} generated ones in text blocks: none executes, none reaches the DOM as live markup`, async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  expect(new Set([...XSS_VECTORS, ...GENERATED_XSS_VECTORS]).size).toBeGreaterThanOrEqual(300);
  const teacherAccount = await signUpViaApi(baseURL!, 'teacher', 'Tina');
  const studentAccount = await signUpViaApi(baseURL!, 'student', 'Sami');
  const token = await apiToken(baseURL!, teacherAccount.email);
  const cls = await createClassViaApi(baseURL!, token, 'Sicherheit');
  await joinClassViaApi(baseURL!, await apiToken(baseURL!, studentAccount.email), cls.invitation_code);
  const imageUrl = await uploadLessonImageViaApi(baseURL!, token, makePng(16, 16));

  // Lesson names are at most 200 characters: a longer vector is stored in a truncated form, as a teacher could type it.
  const lessonIds: string[] = [];
  for (const [i, vector] of XSS_VECTORS.entries()) {
    const res = await fetch(`${baseURL}/api/teacher/lessons`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      // The lesson with its blocks in one request (the one lesson write, issue 21).
      body: JSON.stringify({
        name: `${i} ${vector}`.slice(0, 200), description: vector.slice(0, 500),
        blocks: [
          { type: 'text', content: { html: `<p>Vektor ${i}</p>${vector}` } },
          { type: 'video', content: { url: 'https://youtu.be/dQw4w9WgXcQ', title: vector.slice(0, 200), description: vector } },
          { type: 'image', content: { url: imageUrl, title: vector.slice(0, 200), description: vector } },
        ],
      }),
    });
    expect(res.status, vector).toBe(201);
    lessonIds.push(((await res.json()) as { id: string }).id);
  }
  // The generated vectors: one lesson, text blocks of PER_BLOCK vectors each.
  const generatedBlocks = Math.ceil(GENERATED_XSS_VECTORS.length / PER_BLOCK);
  const generated = await fetch(`${baseURL}/api/teacher/lessons`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Generierte Vektoren',
      blocks: Array.from({ length: generatedBlocks }, (_, b) => {
        const vectors = GENERATED_XSS_VECTORS.slice(b * PER_BLOCK, (b + 1) * PER_BLOCK);
        return { type: 'text', content: { html: `<p>Block ${b}</p>${vectors.map((v) => `<p>${v}</p>`).join('')}` } };
      }),
    }),
  });
  expect(generated.status).toBe(201);
  const generatedId = ((await generated.json()) as { id: string }).id;
  lessonIds.push(generatedId);
  await addLessonsToClassViaApi(baseURL!, token, cls.id, lessonIds);
  for (const id of lessonIds) await setLessonVisibleViaApi(baseURL!, token, cls.id, id, true);

  const teacherPage = await (await browser.newContext({ baseURL })).newPage();
  const teacherDialogs = await installSpy(teacherPage);
  await logIn(teacherPage, teacherAccount.email, 'teacher');
  await teacherPage.goto('/teacher/lessons');
  await expect(teacherPage.getByRole('list', { name: 'Meine Lektionen' }).getByRole('listitem')).toHaveCount(XSS_VECTORS.length + 1);
  expect(await liveMarkup(teacherPage)).toEqual([]);

  const studentPage = await (await browser.newContext({ baseURL })).newPage();
  const studentDialogs = await installSpy(studentPage);
  await logIn(studentPage, studentAccount.email, 'student');
  for (const [i, id] of lessonIds.slice(0, XSS_VECTORS.length).entries()) {
    await studentPage.goto(`/lessons/${id}?class_id=${cls.id}`);
    await expect(studentPage.getByText(`Vektor ${i}`, { exact: true })).toBeVisible();
    // Hover and focus everything once, so handler-based vectors would get their chance.
    await studentPage.locator('main').hover();
    expect(await liveMarkup(studentPage), XSS_VECTORS[i]).toEqual([]);
  }
  await studentPage.goto(`/lessons/${generatedId}?class_id=${cls.id}`);
  await expect(studentPage.getByText(`Block ${generatedBlocks - 1}`, { exact: true })).toBeVisible();
  await studentPage.locator('main').hover();
  await studentPage.keyboard.press('Tab');
  expect(await liveMarkup(studentPage)).toEqual([]);
  // One editor visit renders the stored HTML back into Tiptap.
  await teacherPage.goto(`/teacher/lessons/${lessonIds[0]}/edit`);
  await teacherPage.getByRole('button', { name: 'Text bearbeiten' }).click();
  await expect(teacherPage.getByRole('textbox', { name: 'Text' })).toBeVisible();

  await studentPage.waitForTimeout(500);
  for (const page of [teacherPage, studentPage]) {
    expect(await page.evaluate(() => (window as unknown as { __xssCount: number }).__xssCount)).toBe(0);
  }
  expect([...teacherDialogs, ...studentDialogs]).toEqual([]);
});
