import { expect } from '@playwright/test';
import { apiToken } from '../support/classes.ts';
import { ltiWorld } from '../support/lti.ts';
import { addBlockViaApi, createLessonViaApi } from '../support/lessons.ts';
import { playGuessingToTheEnd } from '../support/play.ts';
import { PASSWORD, signUpViaApi } from '../support/users.ts';

/**
 * Issue 25, lessons: a teacher links one of their own lessons from the LMS (deep linking; it has a verifiable game,
 * so the LMS gets a gradebook column), a student opens it inside the course's iframe and sees the lesson view with
 * its blocks, plays its game, and the verified score reaches the gradebook for the student's `sub`.
 */
const { test, lti } = ltiWorld();

test('a teacher links an own lesson; a student opens it in the course, plays its game and the gradebook gets the score', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tool = { login: `${baseURL}/lti/login`, launch: `${baseURL}/lti/launch` };
  await page.goto(`${lti.lms.base}/admin/tools?${new URLSearchParams({ url: await lti.registrationLink() })}`);
  await expect(page.getByRole('status')).toHaveText('Tool registriert');

  // The teacher's lesson on the platform: a text and the game EU-Flaggen.
  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Nora');
  const token = await apiToken(baseURL!, teacher.email);
  const lesson = await createLessonViaApi(baseURL!, token, 'Flaggen Europas');
  await addBlockViaApi(baseURL!, token, lesson.id, { type: 'text', content: { html: '<p>Heute lernst du die Flaggen Europas.</p>' } });
  await addBlockViaApi(baseURL!, token, lesson.id, { type: 'game', content: { gameId: 'eu-flaggen', settings: { timeLimit: 0, allowRetry: true, showScore: true, target: 1 } } });

  // In the LMS: the picker, the platform account connected once, then the lesson.
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.deepLinkingLaunch(tool.login, tool.launch, 'teacher-nora') })}`);
  const frame = page.frameLocator('iframe[name="tool"]');
  await expect(frame.getByRole('heading', { level: 2, name: 'Deine Lektionen' })).toBeVisible();
  await frame.getByLabel('E-Mail oder Benutzername').fill(teacher.email);
  await frame.getByLabel('Passwort').fill(PASSWORD);
  await frame.getByRole('button', { name: 'Konto verbinden' }).click();
  await expect(frame.getByText('Dein Konto der Lernplattform ist jetzt verbunden.')).toBeVisible();
  await page.screenshot({ path: '../.tmp/lti-picker-lessons.png', fullPage: true });
  await frame.getByRole('button', { name: 'Flaggen Europas' }).click();
  await expect(frame.getByRole('status')).toHaveText('Aktivität hinzugefügt: Flaggen Europas');
  expect(lti.lms.state.links).toEqual([expect.objectContaining({ title: 'Flaggen Europas', custom: { link: expect.any(String), lesson: lesson.id }, scoreMaximum: 100 })]);
  const link = lti.lms.state.links[0]!;

  // A student opens it in the course: the lesson view with its blocks, inside the LMS's iframe.
  await page.goto(`${lti.lms.base}/course?${new URLSearchParams({ tool: lti.lms.launchOfLink(tool.login, tool.launch, link.id, 'student-tim', { claims: { name: 'Tim Frei' } }) })}`);
  await expect(frame.getByRole('heading', { level: 1, name: 'Flaggen Europas' })).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByText('Heute lernst du die Flaggen Europas.')).toBeVisible();
  await page.screenshot({ path: '../.tmp/lti-lesson-student.png', fullPage: true });
  await frame.getByRole('button', { name: 'Spiel öffnen' }).click();
  await playGuessingToTheEnd(frame);
  await expect.poll(() => lti.lms.state.scores.length, { timeout: 15_000 }).toBe(1);
  expect(lti.lms.state.scores[0]).toEqual({ lineItem: link.lineItem, score: expect.objectContaining({ userId: 'student-tim', scoreMaximum: 100 }) });
});
