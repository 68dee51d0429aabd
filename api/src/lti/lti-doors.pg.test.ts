import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@platform/embedded-pg';
import { createTestApp } from '../../test/test-app.ts';
import { startFakePlatform, type FakePlatform } from '../../test/fake-lti-platform.ts';
import { registrationLink, signUpAdmin } from '../../test/lti-admin.ts';
import { securityHeaders } from '../middleware/security-headers.ts';
import { enqueueScore } from './ags-outbox.ts';

/**
 * The LMS door tried as an attacker would (issue 33): registration without the admin's consent, by issuer prefix,
 * over an existing platform, with a 300 MB configuration, aimed inward; launches of lessons by id from another
 * registration; scores aimed inward or refused for good; the header built from registrations.
 */

const C = 'https://purl.imsglobal.org/spec/lti/claim/';
const LEARNER = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
const INSTRUCTOR = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor';
const GERMAN_ERROR = 'Der Start aus dem Lernmanagementsystem ist fehlgeschlagen';


/** A server on 127.0.0.1 standing for an internal service (the database, an admin panel): it counts every request. */
async function internalService() {
  let hits = 0;
  const server = http.createServer((_req, res) => { hits++; res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":true}'); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits: () => hits, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

/**
 * An attacker's "LMS": serves whatever configuration and registration answer the test sets, a 300 MB
 * configuration at /huge (counting the bytes that actually left), and a redirect at /inward.
 */
async function attackerLms() {
  const state = {
    config: {} as Record<string, unknown>,
    registration: { client_id: 'attacker-client' } as Record<string, unknown>,
    redirectTo: '',
    hugeBytesSent: 0,
    registrations: 0,
  };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 32);
      let left = 300;
      const push = () => {
        while (left > 0) {
          left--;
          state.hugeBytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      res.on('close', () => { left = 0; });
      return push();
    }
    if (path === '/inward') return void res.writeHead(307, { location: state.redirectTo }).end();
    if (path === '/register') {
      state.registrations++;
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state.registration));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state.config));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  return { base, port, state, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

const configOf = (issuer: string, at: string) => ({
  issuer, authorization_endpoint: `${at}/auth`, token_endpoint: `${at}/token`, jwks_uri: `${at}/jwks`, registration_endpoint: `${at}/register`,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let tool = '';
let school: FakePlatform;
/** Two more LMSs on the internet: a second school's (registers once) and an attacker's real LTI platform. */
let other: FakePlatform;
let foreign: FakePlatform;
let attacker: Awaited<ReturnType<typeof attackerLms>>;
let internal: Awaited<ReturnType<typeof internalService>>;

beforeAll(async () => {
  const port = await freePort();
  tool = `http://127.0.0.1:${port}`;
  school = await startFakePlatform();
  other = await startFakePlatform();
  foreign = await startFakePlatform();
  attacker = await attackerLms();
  internal = await internalService();
  // The operator allows the school's LMS and the attacker's host (standing for any host on the internet); not the internal service.
  t = await createTestApp({
    PUBLIC_URL: tool, OUTBOUND_TIMEOUT_MS: '1500', RATE_LIMIT_LTI_REGISTER_PER_MIN: '1000',
    OUTBOUND_ALLOW_HOSTS: [school, other, foreign, attacker].map((l) => new URL(l.base).host).join(','),
  });
  await new Promise<void>((resolve) => { server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve()); });
  // The school's LMS registers through the admin's link.
  const res = await fetch(`${await registrationLink(t)}?${new URLSearchParams({ openid_configuration: school.configUrl, registration_token: school.registrationToken })}`);
  expect(res.status, await res.text()).toBe(200);
});
afterAll(async () => {
  await Promise.all([school?.close(), other?.close(), foreign?.close(), attacker?.close(), internal?.close()]);
  await new Promise((r) => server?.close(r));
  await t?.close();
});

const platforms = () => t.sql<{ id: string; issuer: string; client_id: string; auth_url: string; jwks_url: string; enabled: boolean }[]>`
  select id, issuer, client_id, auth_url, jwks_url, enabled from lti_platforms order by created_at`;
const register = (link: string, configUrl: string) => fetch(`${link}?${new URLSearchParams({ openid_configuration: configUrl, registration_token: 'tok' })}`);

describe('LMS registration only with the admin’s consent', () => {
  it('without a registration link: a German page, 403, nothing fetched or stored', async () => {
    attacker.state.config = configOf(attacker.base, attacker.base);
    const before = await platforms();
    for (const url of [`${tool}/lti/register`, `${tool}/lti/register/not-a-real-link`]) {
      const res = await fetch(`${url}?${new URLSearchParams({ openid_configuration: `${attacker.base}/.well-known/openid-configuration` })}`);
      expect(res.status).toBe(403);
      const html = await res.text();
      expect(html).toContain(GERMAN_ERROR);
      expect(html).toMatch(/Registrierungslink/);
    }
    expect(attacker.state.registrations).toBe(0);
    expect(await platforms()).toEqual(before);
  });

  it('a link works once; the admin screen lists the registration with product and origin', async () => {
    const link = await registrationLink(t);
    expect((await fetch(`${link}?${new URLSearchParams({ openid_configuration: other.configUrl, registration_token: other.registrationToken })}`)).status).toBe(200);
    const again = await fetch(`${link}?${new URLSearchParams({ openid_configuration: other.configUrl, registration_token: other.registrationToken })}`);
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('Dieser Registrierungslink ist abgelaufen oder wurde bereits verwendet.');
    const admin = await signUpAdmin(t);
    const list = await t.call('GET', '/api/admin/lti/platforms', { token: admin.session.access_token });
    expect(list.body.platforms.find((p) => p.issuer === other.issuer)).toMatchObject({ product: 'fake-lms 1.0', registered_from: '127.0.0.1', enabled: true });
    // Only admins make links.
    const teacher = await t.signUp('teacher');
    expect((await t.call('POST', '/api/admin/lti/registration-links', { token: teacher.session.access_token })).status).toBe(403);
    expect((await t.call('POST', '/api/admin/lti/registration-links')).status).toBe(401);
  });

  it('a configuration URL that merely starts with a registered issuer is not that LMS (origin and whole path segments)', async () => {
    // The school's LMS has an issuer that the attacker's URL starts with as a string: same host, port 4187 vs 41873, say.
    const prefixIssuer = `http://127.0.0.1:${String(attacker.port).slice(0, -1)}`;
    await t.sql`insert into lti_platforms (issuer, client_id, name, auth_url, token_url, jwks_url, deployment_ids, registration)
      values (${prefixIssuer}, 'school-client', 'Schul-Moodle', ${`${prefixIssuer}/auth`}, ${`${prefixIssuer}/token`}, ${`${prefixIssuer}/jwks`}, ${['1']}, 'manual')`;
    const before = await platforms();
    attacker.state.config = configOf(prefixIssuer, attacker.base);
    attacker.state.registration = { client_id: 'school-client' };
    const res = await register(await registrationLink(t), `${attacker.base}/.well-known/openid-configuration`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(GERMAN_ERROR);
    expect(await platforms()).toEqual(before);
    // Path segments too: '/moodle2' is not under '/moodle'.
    attacker.state.config = configOf(`${attacker.base}/moodle`, attacker.base);
    expect((await register(await registrationLink(t), `${attacker.base}/moodle2/.well-known/openid-configuration`)).status).toBe(400);
    expect(await platforms()).toEqual(before);
  });

  it('a registration never changes another: the same client again is refused, a new client of a known issuer waits inactive', async () => {
    const [first] = (await platforms()).filter((p) => p.issuer === school.issuer);
    // The attacker serves a configuration under its own origin but claims the school's issuer and client id: refused (issuer mismatch).
    // The school's LMS itself registering the same client id again (a replayed registration answer) is refused and changes nothing.
    attacker.state.config = configOf(attacker.base, attacker.base);
    attacker.state.registration = { client_id: 'same-client' };
    expect((await register(await registrationLink(t), `${attacker.base}/.well-known/openid-configuration`)).status).toBe(200);
    const before = await platforms();
    const twice = await register(await registrationLink(t), `${attacker.base}/.well-known/openid-configuration`);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('bereits registriert');
    expect(await platforms()).toEqual(before);
    // A second client of the school's issuer: a new row, inactive, the school's row as it was.
    const second = await fetch(`${await registrationLink(t)}?${new URLSearchParams({ openid_configuration: school.configUrl, registration_token: school.registrationToken })}`);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('sobald die Administratorin oder der Administrator der Lernplattform sie auf der Seite «LMS-Anbindung» aktiviert');
    const rows = (await platforms()).filter((p) => p.issuer === school.issuer);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(first);
    expect(rows[1]).toMatchObject({ enabled: false });
    expect(rows[1]!.client_id).not.toBe(first!.client_id);
    // The inactive one neither launches nor is redirected to (no open redirect through a pending registration).
    const login = await fetch(`${tool}/lti/login?${new URLSearchParams({ iss: school.issuer, login_hint: 'x', target_link_uri: `${tool}/lti/launch`, client_id: rows[1]!.client_id })}`, { redirect: 'manual' });
    expect(login.status).toBe(400);
    expect(login.headers.get('location')).toBeNull();
  });
});

describe('outbound calls cannot be turned inward', () => {
  it('a 300 MB configuration is cut off after 256 KB', async () => {
    attacker.state.hugeBytesSent = 0;
    const res = await register(await registrationLink(t), `${attacker.base}/huge`);
    expect(res.status).toBe(502);
    expect(await res.text()).toContain(GERMAN_ERROR);
    await new Promise((r) => setTimeout(r, 200));
    // The server stopped reading: far less than the 300 MB left the attacker (socket buffers hold a few MB at most).
    expect(attacker.state.hugeBytesSent).toBeLessThan(20 * 1024 * 1024);
  });

  it('registration URLs aimed at internal addresses, directly or by redirect, are never called', async () => {
    attacker.state.redirectTo = `${internal.url}/.well-known/openid-configuration`;
    for (const url of [`${internal.url}/.well-known/openid-configuration`, `${attacker.base}/inward`, 'http://169.254.169.254/latest/meta-data/']) {
      const res = await register(await registrationLink(t), url);
      expect(res.status, url).toBe(502);
      expect(await res.text()).toContain(GERMAN_ERROR);
    }
    // A configuration that names an internal registration endpoint: the POST with the attacker's Bearer never leaves.
    attacker.state.config = { ...configOf(attacker.base, attacker.base), registration_endpoint: `${internal.url}/register` };
    expect((await register(await registrationLink(t), `${attacker.base}/.well-known/openid-configuration`)).status).toBe(502);
    expect(internal.hits()).toBe(0);
  });

  it('a score for a line item off the platform’s origin is never sent; one the LMS refuses for good stops and shows so', async () => {
    const [platform] = (await platforms()).filter((p) => p.issuer === school.issuer);
    const inward = await enqueueScore(t.sql, { platformId: platform!.id, launchId: null, lineItemUrl: `${internal.url}/lineitems/x`, userId: 'u', scoreGiven: 1, scoreMaximum: 1 });
    expect(await t.deps.lti.sender.flushDue()).toEqual({ sent: 0, failed: 1 });
    expect(internal.hits()).toBe(0);
    const [row] = await t.sql<{ refused_at: Date | null }[]>`select refused_at from lti_score_outbox where id = ${inward!}`;
    expect(row!.refused_at).not.toBeNull();

    school.state.rejectScores = 1;
    const requests = school.state.scoreRequests;
    const refused = await enqueueScore(t.sql, { platformId: platform!.id, launchId: null, lineItemUrl: `${school.base}/lineitems/li-9`, userId: 'u', scoreGiven: 1, scoreMaximum: 1 });
    expect(await t.deps.lti.sender.flushDue()).toEqual({ sent: 0, failed: 1 });
    await t.sql`update lti_score_outbox set next_attempt_at = now() - interval '1 day' where id = ${refused!}`;
    expect(await t.deps.lti.sender.flushDue()).toEqual({ sent: 0, failed: 0 });
    expect(school.state.scoreRequests).toBe(requests + 1);
    const [kept] = await t.sql<{ refused_at: Date | null; last_error: string }[]>`select refused_at, last_error from lti_score_outbox where id = ${refused!}`;
    expect(kept!.refused_at).not.toBeNull();
    expect(kept!.last_error).toContain('422');
  });
});

describe('launches open only what this tool linked for that LMS', () => {
  let hint = 0;
  async function launch(lms: FakePlatform, clientId: string, sub: string, claims: Record<string, unknown>) {
    const h = `doors-${++hint}`;
    lms.state.messages.set(h, { sub, claims });
    const params = { iss: lms.issuer, login_hint: sub, target_link_uri: `${tool}/lti/launch`, lti_message_hint: h, client_id: clientId, lti_deployment_id: lms.deploymentId };
    const login = await fetch(`${tool}/lti/login?${new URLSearchParams(params)}`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const html = await (await fetch(login.headers.get('location')!)).text();
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
    return fetch(`${tool}/lti/launch`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: { cookie } });
  }
  const claims = (custom: Record<string, unknown>, role = LEARNER) => ({
    [`${C}message_type`]: 'LtiResourceLinkRequest', [`${C}target_link_uri`]: `${tool}/lti/launch`,
    [`${C}resource_link`]: { id: 'rl-doors' }, [`${C}roles`]: [role], [`${C}custom`]: custom,
  });

  it("another registration's launch naming a teacher's hidden lesson by id (or by the school's link) gets no session", async () => {
    const teacher = await t.signUp('teacher', 'Hanna', 'Hofer');
    const lesson = await t.call('POST', '/api/teacher/lessons', { token: teacher.session.access_token, body: { name: 'Entwurf: Prüfungsfragen', blocks: [] } });
    expect(lesson.status).toBe(201);
    const [schoolRow] = (await platforms()).filter((p) => p.issuer === school.issuer && p.enabled);
    const [{ id: schoolLink }] = await t.sql<[{ id: string }]>`
      insert into lti_links (platform_id, item_key) values (${schoolRow!.id}, ${`lesson:${lesson.body.id}`}) returning id`;

    // The attacker's own LMS, registered through a link and so active.
    {
      const reg = await fetch(`${await registrationLink(t)}?${new URLSearchParams({ openid_configuration: foreign.configUrl, registration_token: foreign.registrationToken })}`);
      expect(reg.status).toBe(200);
      const [foreignRow] = (await platforms()).filter((p) => p.issuer === foreign.issuer);
      const launchesBefore = (await t.sql`select id from lti_launches`).length;
      for (const custom of [{ lesson: lesson.body.id }, { link: schoolLink, lesson: lesson.body.id }, { game: `lesson:${lesson.body.id}` }]) {
        for (const role of [LEARNER, INSTRUCTOR]) {
          const res = await launch(foreign, foreignRow!.client_id, 'intruder', claims(custom, role));
          expect(res.status, JSON.stringify(custom)).toBe(404);
          expect(await res.text()).toMatch(/Die verknüpfte Lektion gibt es auf der Lernplattform nicht \(mehr\)\.|Das verknüpfte Lernspiel gibt es auf der Lernplattform nicht\./);
        }
      }
      expect((await t.sql`select id from lti_launches`).length).toBe(launchesBefore);
      // The school's own link from the school's LMS opens it.
      const ok = await launch(school, schoolRow!.client_id, 'pupil', claims({ link: schoolLink, lesson: lesson.body.id }));
      expect(ok.status).toBe(303);
      expect(ok.headers.get('location')).toContain(`/lessons/${lesson.body.id}#lti-code=`);
    }
  });

  it("roles by vocabulary: a course Learner who is an institution's Instructor plays and is graded; no results page", async () => {
    const [schoolRow] = (await platforms()).filter((p) => p.issuer === school.issuer && p.enabled);
    const V = 'http://purl.imsglobal.org/vocab/lis/v2/';
    const res = await launch(school, schoolRow!.client_id, 'canvas-learner', {
      ...claims({ game: 'eu-flaggen' }), [`${C}roles`]: [`${V}institution/person#Instructor`, `${V}membership#Learner`, `${V}system/person#User`],
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/lti\/play\/[0-9a-f-]{36}#code=/);
    const [profile] = await t.sql<{ role: string }[]>`select p.role from user_profiles p join lti_accounts a on a.user_id = p.id where a.sub = 'canvas-learner'`;
    expect(profile!.role).toBe('student');
  });
});

describe('a launch completes only in the browser that started its login (login CSRF)', () => {
  const [learnerClaims] = [{ [`${C}message_type`]: 'LtiResourceLinkRequest', [`${C}resource_link`]: { id: 'rl-csrf' }, [`${C}roles`]: [LEARNER], [`${C}custom`]: { game: 'eu-flaggen' } }];
  let n = 0;
  /** The login up to the LMS's form, in one "browser": its cookies and the fields the LMS would post. */
  async function loginIn(extra: Record<string, string> = {}) {
    const [row] = (await platforms()).filter((p) => p.issuer === school.issuer && p.enabled);
    const hint = `csrf-${++n}`;
    school.state.messages.set(hint, { sub: 'attacker-pupil', claims: { ...learnerClaims, [`${C}target_link_uri`]: `${tool}/lti/launch` } });
    const login = await fetch(`${tool}/lti/login?${new URLSearchParams({ iss: school.issuer, login_hint: 'attacker-pupil', target_link_uri: `${tool}/lti/launch`, lti_message_hint: hint, client_id: row!.client_id, lti_deployment_id: school.deploymentId, ...extra })}`, { redirect: 'manual' });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return { login, cookie };
  }
  const formOf = async (authUrl: string) => {
    const html = await (await fetch(authUrl)).text();
    return Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
  };
  const post = (fields: Record<string, string>, cookie?: string) =>
    fetch(`${tool}/lti/launch`, { method: 'POST', redirect: 'manual', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });

  it("the attacker's fresh id_token and state, posted from the victim's browser, sign nobody in", async () => {
    const { login, cookie } = await loginIn();
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie()[0]).toMatch(/HttpOnly.*Secure.*SameSite=None.*Partitioned|Partitioned/);
    const fields = await formOf(login.headers.get('location')!);
    const launches = (await t.sql`select id from lti_launches`).length;
    // The victim's browser has no cookie of the attacker's login.
    const victim = await post(fields);
    expect(victim.status).toBe(403);
    const html = await victim.text();
    expect(html).toContain('Der Start konnte diesem Browser nicht zugeordnet werden');
    expect(html).toMatch(/<a href="[^"]*\/lti\/login\?[^"]*" target="_blank" rel="noopener">In neuem Fenster öffnen<\/a>/);
    expect(await post(fields, 'lti_binding_0000=forged')).toHaveProperty('status', 403);
    expect((await t.sql`select id from lti_launches`).length).toBe(launches);
    // The browser that started the login completes it.
    expect((await post(fields, cookie)).status).toBe(303);
  });

  it("framed without cookies, the binding travels through the LMS's storage (lti_storage_target), checked like the cookie", async () => {
    const { login } = await loginIn({ lti_storage_target: '_parent' });
    expect(login.status).toBe(200);
    const page = await login.text();
    expect(page).toContain("subject:'lti.put_data'");
    expect(page).toContain(`"origin":"${new URL(school.base).origin}"`);
    const binding = /"value":"([^"]+)"/.exec(page)![1]!;
    const next = /"next":"([^"]+)"/.exec(page)![1]!.replace(/\\u0026/g, '&');
    const fields = await formOf(next);
    // No cookie reached the launch (a framed launch in a browser without third-party cookies): the page asks the storage.
    const ask = await post(fields);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("subject:'lti.get_data'");
    expect((await post({ ...fields, lti_binding: 'not-the-binding' })).status).toBe(403);
    expect((await post({ ...fields, lti_binding: binding })).status).toBe(303);
  });
});

describe('headers built from registrations stay bounded', () => {
  it('three platforms with 100 KB host names do not grow the lesson page’s frame-ancestors', async () => {
    const long = `http://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(100_000)}.example`;
    for (let i = 0; i < 3; i++) {
      await t.sql`insert into lti_platforms (issuer, client_id, auth_url, token_url, jwks_url, registration)
        values (${`https://lms-${i}.example`}, ${`big-${i}`}, ${`${long}${i}/auth`}, ${`${long}/token`}, ${`${long}/jwks`}, 'manual')`;
    }
    for (let i = 0; i < 200; i++) {
      await t.sql`insert into lti_platforms (issuer, client_id, auth_url, token_url, jwks_url, registration)
        values (${`https://moodle-${i}.schule-${i}.example`}, 'c', ${`https://moodle-${i}.schule-${i}.example/auth`}, 'https://x.example/t', 'https://x.example/j', 'manual')`;
    }
    // As the platform server frames /lessons/* (infra/src/platform-server.ts).
    const page = new Hono()
      .use(securityHeaders({ bundleOrigins: [], embeddablePathPrefixes: ['/embed/'], lmsFramed: { pathPrefixes: ['/lessons/'], origins: () => t.deps.lti.service.frameAncestors() } }))
      .get('/lessons/:id', (c) => c.text('ok'));
    const res = await page.request('/lessons/1');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp.length).toBeLessThan(8 * 1024);
    expect(csp).toContain(`frame-ancestors 'self' ${new URL(school.issuer).origin}`);
    expect(csp).not.toContain('ccccc');
  });
});
