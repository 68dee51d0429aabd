import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signedInState, signUpViaApi } from '../support/users';

/** A raw GET with exactly the Accept-Encoding given (browsers and Playwright add their own). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

test('every static text response is sent precompressed (brotli, else gzip) with Vary and the right caching', async ({ baseURL }) => {
  const index = await rawGet(`${baseURL}/`);
  const shellScript = /<script[^>]+src="([^"]+\.js)"/.exec(index.body.toString())?.[1];
  expect(shellScript).toBeTruthy();
  const manifest = JSON.parse((await rawGet(`${baseURL}/federation-manifest.json`)).body.toString()) as {
    remotes: Record<string, string>; games: Record<string, { entry: string; embed: string }>;
  };
  const paths = ['/', shellScript!, manifest.remotes['student']!, ...Object.values(manifest.games).flatMap((g) => [g.entry, g.embed])];

  for (const p of paths) {
    const plain = await rawGet(`${baseURL}${p}`);
    expect(plain.status, p).toBe(200);
    expect(plain.headers['content-encoding'], p).toBeUndefined();
    expect(Number(plain.headers['content-length']), p).toBe(plain.body.length);

    const br = await rawGet(`${baseURL}${p}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding'], p).toBe('br');
    expect(br.headers['vary'], p).toMatch(/accept-encoding/i);
    expect(br.body.length, p).toBeLessThan(plain.body.length);
    expect(decode(br.body, 'br').equals(plain.body), p).toBe(true);

    const gz = await rawGet(`${baseURL}${p}`, 'gzip');
    expect(gz.headers['content-encoding'], p).toBe('gzip');
    expect(decode(gz.body, 'gzip').equals(plain.body), p).toBe(true);
    // Scripts' gzip copies are Zopfli's (shell/ui/build-precompress.ts): smaller than zlib's best.
    if (p.endsWith('.js') && plain.body.length > 4096) expect(gz.body.length, p).toBeLessThan(zlib.gzipSync(plain.body, { level: 9 }).length);

    // br refused explicitly (q=0): gzip instead.
    expect((await rawGet(`${baseURL}${p}`, 'br;q=0, gzip')).headers['content-encoding'], p).toBe('gzip');
  }

  // Entries revalidate on every load (a deploy is live at once); hashed chunks are cached for good.
  expect((await rawGet(`${baseURL}/`)).headers['cache-control']).toBe('no-cache');
  expect((await rawGet(`${baseURL}${manifest.remotes['student']}`)).headers['cache-control']).toBe('no-cache');
  expect((await rawGet(`${baseURL}${shellScript}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test("a public page's own scripts are announced with its HTML (Link: rel=modulepreload), other pages' are not", async ({ baseURL }) => {
  for (const p of ['/', '/login', '/datenschutz', '/games/schweiz-kantone']) {
    const page = await rawGet(`${baseURL}${p}`);
    const urls = [...String(page.headers['link'] ?? '').matchAll(/<(\/[^>]+\.js)>; rel=modulepreload/g)].map((m) => m[1]!);
    expect(urls.length, p).toBeGreaterThan(0);
    for (const url of urls) expect((await rawGet(`${baseURL}${url}`)).status, `${p}: ${url}`).toBe(200);
  }
  // The landing page's code is what '/' preloads; the dashboard's HTML preloads no page's code.
  expect(String((await rawGet(`${baseURL}/`)).headers['link'])).toMatch(/landing-[\w-]+\.js/);
  expect((await rawGet(`${baseURL}/student/dashboard`)).headers['link']).toBeUndefined();
});

test("the shell's pages carry the federation manifest and the data location in their HTML, a signed-in page its area's scripts: no extra round trip before a game or an area loads", async ({ baseURL, page }) => {
  const served = (html: string) => JSON.parse(/<script type="application\/json" id="platform-boot">(.*?)<\/script>/.exec(html)![1]!) as { manifest: unknown; site: { dataLocation: string | null } };
  const manifest = JSON.parse((await rawGet(`${baseURL}/federation-manifest.json`)).body.toString()) as unknown;
  for (const p of ['/', '/games/eu-flaggen', '/student/dashboard']) {
    expect(served((await rawGet(`${baseURL}${p}`)).body.toString()).manifest, p).toEqual(manifest);
  }
  // A signed-in page's area downloads with the shell's scripts (its entry and './Area' chunks in the HTML).
  const dashboard = (await rawGet(`${baseURL}/student/dashboard`)).body.toString();
  const areaPreloads = [...dashboard.matchAll(/<link rel="modulepreload" href="(\/remotes\/student\/[^"]+)"/g)].map((m) => m[1]!);
  expect(areaPreloads).toContain('/remotes/student/remoteEntry.js');
  expect(areaPreloads.length).toBeGreaterThan(1);
  for (const url of areaPreloads) expect((await rawGet(`${baseURL}${url}`)).status, url).toBe(200);
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/federation-manifest\.json|\/api\/site\/legal/.test(request.url())) manifestRequests.push(request.url());
  });
  await page.goto('/games/eu-flaggen');
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
  expect(manifestRequests).toEqual([]);
});

test("a signed-in page load asks for its session once, from a script that runs ahead of the shell's (no round trips after React)", async ({ baseURL, browser }) => {
  // In the HTML before the shell's module scripts, as a plain async script (runs as soon as it arrives).
  const html = (await rawGet(`${baseURL}/teacher/dashboard`)).body.toString();
  const early = /<script async src="(\/assets\/session-early-[\w-]+\.js)" fetchpriority="high"><\/script>/.exec(html);
  expect(early).not.toBeNull();
  expect(html.indexOf(early![0])).toBeLessThan(html.indexOf('<script type="module"'));
  // The teacher's header row is announced with a teacher page's HTML.
  expect(String((await rawGet(`${baseURL}/teacher/dashboard`)).headers['link'])).toMatch(/teacher-nav-links-[\w-]+\.js/);

  const teacher = await signUpViaApi(baseURL!, 'teacher', 'Frueh');
  const context = await browser.newContext({ storageState: await signedInState(baseURL!, teacher.email, teacher.password) });
  const page = await context.newPage();
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/auth\/(token|session)$/.test(request.url())) sessionRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/teacher/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Frueh/ })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Klassen' })).toBeVisible();
  expect(sessionRequests).toEqual(['POST /api/auth/token', 'GET /api/auth/session']);
  await context.close();
});

test('API JSON is compressed on the fly above a small size; the manifest is readable from any origin', async ({ baseURL }) => {
  const plain = await rawGet(`${baseURL}/api/openapi.json`);
  const gz = await rawGet(`${baseURL}/api/openapi.json`, 'gzip, br');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['vary']).toMatch(/accept-encoding/i);
  expect(JSON.parse(decode(gz.body, 'gzip').toString())).toEqual(JSON.parse(plain.body.toString()));

  // A tiny error body is not worth compressing.
  const small = await rawGet(`${baseURL}/api/gibt-es-nicht`, 'gzip');
  expect(small.status).toBe(404);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString()).error.code).toBe('NOT_FOUND');

  const manifest = await rawGet(`${baseURL}/federation-manifest.json`, 'gzip');
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  expect(manifest.headers['cache-control']).toBe('no-store');
});
