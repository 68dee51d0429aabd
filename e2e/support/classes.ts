import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './users.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid PNG (RGB stripes), made in the test so no binary fixture is needed. */
export function makePng(width = 32, height = 20): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x / width) * 3);
      rows.push(stripe === 0 ? 47 : stripe === 1 ? 242 : 29, stripe === 0 ? 79 : stripe === 1 ? 169 : 107, stripe === 0 ? 196 : stripe === 1 ? 59 : 67);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs in through the login screen and waits for the given dashboard. */
export async function logIn(page: Page, email: string, dashboard: 'teacher' | 'student') {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).last().click();
  await page.waitForURL(`**/${dashboard}/dashboard`);
}

/** An access token for API set-up steps (where the UI is not what a test checks). */
export async function apiToken(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`token failed ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Creates a class through the API; returns its id and invitation code. */
export async function createClassViaApi(baseURL: string, token: string, name: string, classCode?: string) {
  const res = await fetch(`${baseURL}/api/teacher/classes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, class_code: classCode }),
  });
  if (res.status !== 201) throw new Error(`create class failed ${res.status}`);
  return (await res.json()) as { id: string; invitation_code: string };
}

/** Joins a class through the API as a student. */
export async function joinClassViaApi(baseURL: string, token: string, code: string) {
  const res = await fetch(`${baseURL}/api/student/classes/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code }),
  });
  if (res.status !== 201) throw new Error(`join failed ${res.status}`);
}

/** The class card (list item) on a dashboard, found by the class name link. */
export function classCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Expects an <img> to have loaded real pixels (not a broken image). */
export async function expectImageLoaded(img: ReturnType<Page['locator']>) {
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
}

/** Waits until opening animations (modal fade/pop) are over, so axe measures the final colours. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .every((a) => a.playState === 'finished'),
  );
}
