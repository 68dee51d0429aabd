import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { bodyLimit } from 'hono/body-limit';
import { AppError, ErrorCode } from '../contract/index.ts';
import type { AppEnv } from '../context.ts';
import { callerOf, requireAuth, servesLti } from '../middleware/authenticate.ts';
import { clientIp } from '../middleware/rate-limit.ts';
import { requireOwnOrigin, setRefreshCookie } from '../routes/auth/refresh-cookie.ts';
import { RateLimitedError } from '../services/rate-limiter.ts';
import { hashOpaqueToken } from '../auth/tokens.ts';
import { LtiError } from './lti-service.ts';
import {
  deepLinkReturnPage, errorPage, fetchBindingPage, instructorPage, pickerPage, playPage, registrationDonePage, storeBindingPage, type Page,
} from './pages.ts';

type C = Context<AppEnv>;

function send(c: C, page: Page) {
  c.header('Content-Security-Policy', page.csp);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(page.html, page.status as 200);
}

/** Runs an HTML step of the LTI flow; any refusal becomes a German error page with a 4xx (5xx only for our own faults). */
async function htmlStep(c: C, step: () => Promise<Response>): Promise<Response> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof LtiError) {
      c.var.deps.log.warn('LTI request refused', { path: c.req.path, code: err.code, detail: err.message });
      return send(c, errorPage(err.status, err.german, err.action));
    }
    if (err instanceof RateLimitedError) {
      c.header('Retry-After', String(err.retryAfterSeconds));
      return send(c, errorPage(429, 'Zu viele Versuche in kurzer Zeit. Bitte versuche es in einer Minute erneut.'));
    }
    if (err instanceof AppError && err.status < 500) return send(c, errorPage(err.status, 'Die Anfrage ist ungültig.'));
    c.var.deps.log.error('LTI request failed', { path: c.req.path, error: String(err) });
    return send(c, errorPage(500, 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später erneut.'));
  }
}

/** Form fields (urlencoded or multipart) as strings. */
async function formOf(c: C): Promise<Record<string, string | undefined>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return {};
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
}

/**
 * The login's binding cookie: one per login (two tabs launching at once keep theirs), sent only to the launch, for the
 * state's 10 minutes. SameSite=None because the launch is a cross-site form post from the LMS; Partitioned (CHIPS).
 */
const bindingCookie = (state: string) => `lti_binding_${hashOpaqueToken(state).slice(0, 24)}`;
const BINDING_COOKIE = { path: '/lti/launch', httpOnly: true, secure: true, sameSite: 'None', partitioned: true, maxAge: 600 } as const;

const clientInfo = (c: C) => ({ userAgent: c.req.header('user-agent')?.slice(0, 280) ?? null, ip: clientIp(c) });

/**
 * The tool's LTI 1.3 endpoints under /lti (fixed URLs: LMSs store them at registration). HTML pages for the
 * browser flows (framed by the LMS), JSON for the play page's session exchange and score.
 */
export const ltiRoutes = new Hono<AppEnv>()
  .use('*', bodyLimit({ maxSize: 64 * 1024, onError: () => { throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 413, 'Request body too large'); } }))
  .get('/jwks', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(await c.var.deps.lti.keys.jwks());
  })
  .get('/register/:link?', (c) => htmlStep(c, async () => {
    // Opened by the LMS admin's browser without a sign-in here (the fixed flow), through the one-time link our
    // admin made: without one, a German refusal. Few per source address.
    await c.var.deps.limiter.ltiRegistration(clientIp(c));
    const platform = await c.var.deps.lti.service.registerDynamically({
      link: c.req.param('link'), openidConfiguration: c.req.query('openid_configuration'),
      registrationToken: c.req.query('registration_token'), from: clientIp(c),
    });
    return send(c, registrationDonePage(platform.name ?? platform.issuer, { pending: !platform.enabled }));
  }))
  .on(['GET', 'POST'], '/login', (c) => htmlStep(c, async () => {
    const params = c.req.method === 'POST' ? await formOf(c) : c.req.query();
    const login = await c.var.deps.lti.service.initiateLogin(params);
    // Login CSRF: the launch must come from this browser. Its proof: a cookie (partitioned, so it also works framed
    // in browsers that block third-party cookies but partition them), and the LMS's storage where it offers one.
    setCookie(c, bindingCookie(login.state), login.binding, BINDING_COOKIE);
    c.header('Cache-Control', 'no-store');
    if (login.storage) return send(c, storeBindingPage({ state: login.state, binding: login.binding, storage: login.storage, next: login.redirect }));
    return c.redirect(login.redirect, 302);
  }))
  .post('/launch', (c) => htmlStep(c, async () => {
    const form = await formOf(c);
    const state = form['state'];
    const outcome = await c.var.deps.lti.service.launch({
      id_token: form['id_token'], state, storedBinding: form['lti_binding'],
      cookieBinding: state ? getCookie(c, bindingCookie(state)) : undefined,
    });
    if (outcome.kind === 'bind') return send(c, fetchBindingPage({ ...outcome, launchUrl: c.var.deps.lti.service.urls.launch }));
    if (state) deleteCookie(c, bindingCookie(state), BINDING_COOKIE);
    if (outcome.kind === 'deep_link') return send(c, pickerPage(outcome));
    if (outcome.kind === 'instructor') return send(c, instructorPage({ ...outcome, publicOrigin: new URL(c.var.deps.publicUrl).origin }));
    c.header('Cache-Control', 'no-store');
    return c.redirect(outcome.redirect, 303);
  }))
  .post('/deep-link/connect', (c) => htmlStep(c, async () => {
    const form = await formOf(c);
    try {
      const picker = await c.var.deps.lti.service.connectAccount(form['launch'], form['identifier'], form['password'], clientInfo(c));
      return send(c, pickerPage(picker, { notice: 'Dein Konto der Lernplattform ist jetzt verbunden.' }));
    } catch (err) {
      // Wrong credentials: the picker again, with the German message (the sign-in's rate limit applies).
      if (err instanceof AppError && err.code === ErrorCode.INVALID_CREDENTIALS && form['launch']) {
        const picker = await c.var.deps.lti.service.pickerFor(form['launch']);
        return send(c, { ...pickerPage(picker, { error: 'E-Mail oder Benutzername und Passwort passen nicht zusammen.' }), status: 400 });
      }
      throw err;
    }
  }))
  .post('/deep-link', (c) => htmlStep(c, async () => {
    const form = await formOf(c);
    const { returnUrl, jwt } = await c.var.deps.lti.service.deepLinkResponse(form['launch'], form['game']);
    return send(c, deepLinkReturnPage(returnUrl, jwt));
  }))
  .get('/play/:id', (c) => htmlStep(c, async () => {
    const launch = await c.var.deps.lti.service.playable(c.req.param('id'));
    return send(c, playPage({ ...launch, publicOrigin: new URL(c.var.deps.publicUrl).origin }));
  }))
  .post('/session', async (c) => {
    // A code from a foreign page would sign this browser into someone else's account (login CSRF).
    requireOwnOrigin(c);
    const body = (await c.req.json().catch(() => null)) as { code?: unknown } | null;
    if (typeof body?.code !== 'string' || body.code.length > 200) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'code is required');
    const { session, launch } = await c.var.deps.lti.service.exchangeCode(body.code, clientInfo(c));
    // In a top-level window the cookie keeps the session; in a cross-site iframe browsers drop it (third-party cookie).
    setRefreshCookie(c, session.refresh);
    c.header('Cache-Control', 'no-store');
    const { access_token, token_type, expires_in, expires_at, user } = session.body;
    return c.json({ access_token, token_type, expires_in, expires_at, user, launch }, 200);
  })
  .post('/lesson-rounds', servesLti, requireAuth, async (c) => {
    // A game of a linked lesson shows: its round and the seed it plays (the server's); its result names the round.
    const body = (await c.req.json().catch(() => null)) as unknown;
    return c.json(await c.var.deps.lti.service.lessonRound(callerOf(c), body), 201);
  })
  .post('/lesson-results', servesLti, requireAuth, async (c) => {
    // A round of a linked lesson's game, played in the lesson view; the session's launch says which lesson and line item.
    const body = (await c.req.json().catch(() => null)) as unknown;
    return c.json(await c.var.deps.lti.service.reportLessonResult(callerOf(c), body), 202);
  })
  .post('/launches/:id/results', servesLti, requireAuth, async (c) => {
    // The game's result message as its standalone page posted it; the server replays it before any grade is sent.
    const message = (await c.req.json().catch(() => null)) as unknown;
    return c.json(await c.var.deps.lti.service.reportResult(callerOf(c), c.req.param('id'), message), 202);
  });
