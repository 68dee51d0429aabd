import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../support/users.ts';

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('the platform server keeps the sandbox policy of served uploads and adds its headers everywhere', async ({ request }) => {
  const signup = await request.post('/api/auth/signup', {
    data: { email: uniqueEmail('headers'), password: PASSWORD, data: { role: 'teacher', first_name: 'Hanna', last_name: 'Header' } },
  });
  const { session } = await signup.json();
  const upload = await request.post('/api/uploads/class-image', {
    headers: { authorization: `Bearer ${session.access_token}` },
    multipart: { file: { name: 'bild.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const { url } = await upload.json();

  const file = await request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-type']).toBe('image/png');

  const api = await request.get('/api/auth/session');
  expect(api.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(api.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('errors never carry stack traces or SQL; unknown API paths answer JSON 404', async ({ request }) => {
  const bad = await request.post('/api/auth/token', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"grant_type":') });
  expect(bad.status()).toBe(400);
  const text = await bad.text();
  expect(JSON.parse(text).error.code).toBe('VALIDATION_FAILED');
  expect(text).not.toMatch(/\bat \S+\.(ts|js):\d+|select |insert /i);
  const missing = await request.get('/api/gibt-es-nicht');
  expect((await (await request.post('/api/gibt-es-nicht')).json()).error.code).toBe('NOT_FOUND');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('NOT_FOUND');
});
