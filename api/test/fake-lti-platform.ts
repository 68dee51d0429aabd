import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';

/**
 * A small LTI 1.3 platform (an LMS) for the tests, on 127.0.0.1: its RS256 keys and JWKS, an OpenID
 * configuration, the Dynamic Registration endpoint, the OIDC auth endpoint (answers with an auto-posting
 * form as the spec says), the OAuth2 token endpoint (client credentials with a JWT client assertion,
 * checked against the tool's JWKS) and line items' /scores. It checks what the specs require of a
 * tool, not what this tool happens to do; violations answer 400/401 and are listed in `violations`.
 */
export async function startFakePlatform() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'platform-key-1';
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const registrationToken = randomBytes(16).toString('hex');
  const deploymentId = 'deployment-1';

  const state = {
    /** Registrations the tool sent, as received. */
    registrations: [] as Record<string, unknown>[],
    clients: new Map<string, { jwksUri: string; redirectUris: string[]; initiateLoginUri: string }>(),
    /** What each launch (by lti_message_hint) carries besides the standard claims. */
    messages: new Map<string, { sub: string; claims: Record<string, unknown> }>(),
    /** Auth requests as received (the last one's nonce and state). */
    authRequests: [] as Record<string, string>[],
    tokens: new Map<string, string[]>(),
    usedJtis: new Set<string>(),
    /** Score POSTs received (accepted or not) and the scores accepted. */
    scoreRequests: 0,
    scores: [] as { lineItem: string; score: Record<string, unknown> }[],
    /** Answer the next N score POSTs with 503. */
    failScores: 0,
    /** Answer the next N score POSTs with 422 (the line item refuses the score for good, e.g. it was deleted). */
    rejectScores: 0,
    /** The course's line items (AGS line-item service) and how many the tool created. */
    lineItems: [] as { id: string; label: string; scoreMaximum: number; resourceLinkId?: string; resourceId?: string; tag?: string }[],
    lineItemsCreated: 0,
    /** Activities a deep-linking response created in the course (resource links with their gradebook column). */
    links: [] as { id: string; title: string; url: string; custom: Record<string, string>; lineItem: string | null; scoreMaximum: number | null }[],
    violations: [] as string[],
  };

  let base = '';
  const violation = (res: http.ServerResponse, status: number, what: string) => {
    state.violations.push(what);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: what }));
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', base);
      const body = await readBody(req);
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        return sendJson(res, 200, openidConfiguration());
      }
      if (req.method === 'GET' && url.pathname === '/jwks') return sendJson(res, 200, { keys: [publicJwk] });
      if (req.method === 'POST' && url.pathname === '/register') return register(req, res, body);
      if (req.method === 'GET' && url.pathname === '/course') return course(res, url);
      if (req.method === 'GET' && url.pathname === '/admin/tools') return toolRegistration(res, url);
      if (req.method === 'POST' && url.pathname === '/deep-link-return') return deepLinkReturn(res, body);
      if (req.method === 'GET' && url.pathname === '/auth') return authorize(res, url);
      if (req.method === 'POST' && url.pathname === '/token') return token(req, res, body);
      if (url.pathname === '/lineitems') return lineItems(req, res, url, body);
      const scores = url.pathname.match(/^\/lineitems\/([^/]+)\/scores$/);
      if (req.method === 'POST' && scores) return score(req, res, body, scores[1]!);
      res.writeHead(404).end();
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = base;

  function openidConfiguration() {
    return {
      issuer,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      jwks_uri: `${base}/jwks`,
      registration_endpoint: `${base}/register`,
      scopes_supported: ['openid', 'https://purl.imsglobal.org/spec/lti-ags/scope/score', 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
      response_types_supported: ['id_token'],
      subject_types_supported: ['public', 'pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name'],
      'https://purl.imsglobal.org/spec/lti-platform-configuration': {
        product_family_code: 'fake-lms', version: '1.0',
        messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
      },
    };
  }

  // Dynamic Registration 1.0, 3.5.2 / 3.6: the tool's registration request.
  function register(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    if (req.headers.authorization !== `Bearer ${registrationToken}`) return violation(res, 401, 'registration without the registration token');
    if (!req.headers['content-type']?.startsWith('application/json')) return violation(res, 400, 'registration not JSON');
    const r = JSON.parse(body) as Registration;
    state.registrations.push(r);
    const tool = r['https://purl.imsglobal.org/spec/lti-tool-configuration'];
    const problems = [
      r.application_type !== 'web' && 'application_type must be web',
      !(r.response_types ?? []).includes('id_token') && 'response_types must include id_token',
      !(r.grant_types ?? []).includes('implicit') && 'grant_types must include implicit',
      !(r.grant_types ?? []).includes('client_credentials') && 'grant_types must include client_credentials',
      typeof r.initiate_login_uri !== 'string' && 'initiate_login_uri missing',
      !Array.isArray(r.redirect_uris) || r.redirect_uris.length === 0 ? 'redirect_uris missing' : false,
      typeof r.jwks_uri !== 'string' && 'jwks_uri missing',
      r.token_endpoint_auth_method !== 'private_key_jwt' && 'token_endpoint_auth_method must be private_key_jwt',
      typeof r.client_name !== 'string' && 'client_name missing',
      !tool && 'lti-tool-configuration missing',
      tool && typeof tool.domain !== 'string' && 'tool domain missing',
      tool && typeof tool.target_link_uri !== 'string' && 'tool target_link_uri missing',
    ].filter(Boolean) as string[];
    if (problems.length) return violation(res, 400, problems.join('; '));
    const clientId = `client-${randomUUID()}`;
    // Checked above: strings and a non-empty array.
    state.clients.set(clientId, { jwksUri: String(r.jwks_uri), redirectUris: (r.redirect_uris as unknown[]).map(String), initiateLoginUri: String(r.initiate_login_uri) });
    return sendJson(res, 200, { ...r, client_id: clientId, 'https://purl.imsglobal.org/spec/lti-tool-configuration': { ...tool, deployment_id: deploymentId } });
  }

  // LTI Security Framework 5.1.1.2 / OIDC implicit flow: the authentication request, answered by form post.
  async function authorize(res: http.ServerResponse, url: URL) {
    const p = Object.fromEntries(url.searchParams) as Record<string, string>;
    state.authRequests.push(p);
    const client = state.clients.get(p['client_id'] ?? '');
    if (p['scope'] !== 'openid') return violation(res, 400, 'scope must be openid');
    if (p['response_type'] !== 'id_token') return violation(res, 400, 'response_type must be id_token');
    if (p['response_mode'] !== 'form_post') return violation(res, 400, 'response_mode must be form_post');
    if (p['prompt'] !== 'none') return violation(res, 400, 'prompt must be none');
    if (!client) return violation(res, 400, 'unknown client_id');
    if (!client.redirectUris.includes(p['redirect_uri'] ?? '')) return violation(res, 400, 'redirect_uri not registered');
    if (!p['nonce'] || !p['state'] || !p['login_hint']) return violation(res, 400, 'nonce, state and login_hint are required');
    const message = state.messages.get(p['lti_message_hint'] ?? '');
    if (!message || message.sub !== p['login_hint']) return violation(res, 400, 'unknown message or user');
    const idToken = await signIdToken({ ...standardClaims(p['client_id']!, message.sub), nonce: p['nonce'], ...message.claims });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><form method="post" action="${p['redirect_uri']}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${p['state']}"></form><script>document.forms[0].submit()</script>`,
    );
  }

  // A course page that frames the tool (for browser tests): the iframe starts at the tool's login initiation.
  function course(res: http.ServerResponse, url: URL) {
    const src = url.searchParams.get('tool') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="de"><title>Kurs</title><h1>Kurs Geografie</h1><iframe name="tool" title="Lernspiel" style="width:100%;height:700px" src="${src.replace(/"/g, '&quot;')}"></iframe>
<script>${CLIENT_STORAGE}</script></html>`,
    );
  }

  /**
   * The LMS's client-side storage for a framed tool (1EdTech LTI Client Side postMessages, as Canvas implements it):
   * lti.put_data / lti.get_data from the tool's frame, kept per tool origin, answered to that origin only.
   */
  const CLIENT_STORAGE = `var store={};addEventListener('message',function(e){var d=e.data;var f=document.querySelector('iframe[name=tool]');
if(!d||typeof d.subject!=='string'||!f||e.source!==f.contentWindow)return;var k=e.origin+'|'+d.key;
if(d.subject==='lti.put_data'){store[k]=d.value;e.source.postMessage({subject:'lti.put_data.response',message_id:d.message_id,key:d.key,value:d.value},e.origin);}
if(d.subject==='lti.get_data'){e.source.postMessage({subject:'lti.get_data.response',message_id:d.message_id,key:d.key,value:store[k]},e.origin);}});`;

  // Dynamic Registration 1.0, 3.3/3.4: the LMS admin pastes the tool's registration URL; the LMS opens it in a frame
  // with openid_configuration and registration_token and waits for the tool's org.imsglobal.lti.close message.
  function toolRegistration(res: http.ServerResponse, url: URL) {
    const tool = new URL(url.searchParams.get('url') ?? '');
    tool.searchParams.set('openid_configuration', `${base}/.well-known/openid-configuration`);
    tool.searchParams.set('registration_token', registrationToken);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="de"><title>Externe Tools</title><h1>Externe Tools</h1><p role="status" id="s">Registrierung läuft …</p>
<iframe name="registration" title="Tool-Registrierung" style="width:100%;height:300px" src="${tool.toString().replace(/"/g, '&quot;')}"></iframe>
<script>addEventListener('message',function(e){if(e.data&&e.data.subject==='org.imsglobal.lti.close'){document.getElementById('s').textContent='Tool registriert';document.querySelector('iframe').remove();}});</script></html>`,
    );
  }

  // Deep Linking 2.0, 4.2: the tool's signed LtiDeepLinkingResponse, form-posted; each ltiResourceLink becomes an
  // activity of the course, one with a lineItem also a gradebook column.
  async function deepLinkReturn(res: http.ServerResponse, body: string) {
    const jwt = new URLSearchParams(body).get('JWT') ?? '';
    let claims: JWTPayload;
    try {
      const unverified = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as JWTPayload;
      const client = state.clients.get(String(unverified.iss));
      if (!client) return violation(res, 401, 'deep linking response from an unknown client');
      ({ payload: claims } = await jwtVerify(jwt, createRemoteJWKSet(new URL(client.jwksUri)), {
        algorithms: ['RS256'], issuer: String(unverified.iss), audience: issuer, requiredClaims: ['exp', 'iat', 'nonce'],
      }));
    } catch (err) {
      return violation(res, 401, `deep linking response invalid: ${(err as Error).message}`);
    }
    const C = 'https://purl.imsglobal.org/spec/lti/claim/';
    if (claims[`${C}message_type`] !== 'LtiDeepLinkingResponse') return violation(res, 400, 'message_type must be LtiDeepLinkingResponse');
    if (claims[`${C}version`] !== '1.3.0') return violation(res, 400, 'version must be 1.3.0');
    if (claims[`${C}deployment_id`] !== deploymentId) return violation(res, 400, 'unknown deployment_id');
    const items = claims['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'];
    if (!Array.isArray(items)) return violation(res, 400, 'content_items missing');
    const added: string[] = [];
    for (const item of items as Record<string, unknown>[]) {
      if (item['type'] !== 'ltiResourceLink') return violation(res, 400, 'only ltiResourceLink items are accepted');
      const n = state.links.length + 1;
      const lineItem = item['lineItem'] as { scoreMaximum?: unknown } | undefined;
      if (lineItem && !(typeof lineItem.scoreMaximum === 'number' && lineItem.scoreMaximum > 0)) return violation(res, 400, 'lineItem.scoreMaximum must be a positive number');
      state.links.push({
        id: `rl-${n}`, title: String(item['title'] ?? ''), url: String(item['url'] ?? ''),
        custom: (item['custom'] ?? {}) as Record<string, string>,
        lineItem: lineItem ? `li-${n}` : null, scoreMaximum: lineItem ? Number(lineItem.scoreMaximum) : null,
      });
      added.push(String(item['title'] ?? ''));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="de"><title>Kurs</title><p role="status">Aktivität hinzugefügt: ${added.map((a) => a.replace(/</g, '&lt;')).join(', ')}</p></html>`,
    );
  }

  /**
   * A launch of the course's link `linkId` for `sub` (the message the platform's auth endpoint will sign),
   * and the tool login URL the course page frames. Role: Learner or Instructor.
   */
  function launchOfLink(toolLogin: string, toolLaunch: string, linkId: string, sub: string, opts: { role?: 'Learner' | 'Instructor'; claims?: Record<string, unknown> } = {}) {
    const link = state.links.find((l) => l.id === linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    const C = 'https://purl.imsglobal.org/spec/lti/claim/';
    const hint = `launch-${randomUUID()}`;
    state.messages.set(hint, {
      sub,
      claims: {
        [`${C}message_type`]: 'LtiResourceLinkRequest', [`${C}target_link_uri`]: link.url,
        [`${C}resource_link`]: { id: link.id, title: link.title },
        [`${C}roles`]: [`http://purl.imsglobal.org/vocab/lis/v2/membership#${opts.role ?? 'Learner'}`],
        [`${C}custom`]: link.custom,
        ...(link.lineItem ? { 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
          scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score', 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem'],
          lineitem: `${base}/lineitems/${link.lineItem}`,
        } } : {}),
        ...opts.claims,
      },
    });
    return loginUrl(toolLogin, toolLaunch, sub, hint);
  }

  /** A deep-linking launch for an instructor `sub`: its tool login URL (the return URL is this platform's). */
  function deepLinkingLaunch(toolLogin: string, toolLaunch: string, sub: string) {
    const C = 'https://purl.imsglobal.org/spec/lti/claim/';
    const hint = `deep-link-${randomUUID()}`;
    state.messages.set(hint, {
      sub,
      claims: {
        [`${C}message_type`]: 'LtiDeepLinkingRequest', [`${C}roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'],
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
          deep_link_return_url: `${base}/deep-link-return`, accept_types: ['ltiResourceLink'], accept_presentation_document_targets: ['iframe', 'window'],
        },
        name: 'Anna Meier',
      },
    });
    return loginUrl(toolLogin, toolLaunch, sub, hint);
  }

  function loginUrl(toolLogin: string, toolLaunch: string, sub: string, hint: string) {
    const clientId = [...state.clients.keys()].at(-1) ?? '';
    return `${toolLogin}?${new URLSearchParams({ iss: issuer, login_hint: sub, target_link_uri: toolLaunch, lti_message_hint: hint, client_id: clientId, lti_deployment_id: deploymentId })}`;
  }

  function standardClaims(clientId: string, sub: string): Record<string, unknown> {
    return {
      iss: issuer, aud: clientId, sub, azp: clientId,
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': deploymentId,
    };
  }

  // OAuth2 client credentials with a JWT client assertion (RFC 7523; LTI Security Framework 4.1).
  async function token(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const p = Object.fromEntries(new URLSearchParams(body));
    if (p['grant_type'] !== 'client_credentials') return violation(res, 400, 'grant_type must be client_credentials');
    if (p['client_assertion_type'] !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') return violation(res, 400, 'bad client_assertion_type');
    let claims: JWTPayload;
    try {
      const unverified = JSON.parse(Buffer.from((p['client_assertion'] ?? '').split('.')[1] ?? '', 'base64url').toString()) as JWTPayload;
      const client = state.clients.get(String(unverified.iss));
      if (!client) return violation(res, 401, 'client assertion from an unknown client');
      ({ payload: claims } = await jwtVerify(p['client_assertion']!, createRemoteJWKSet(new URL(client.jwksUri)), {
        algorithms: ['RS256'], audience: `${base}/token`, issuer: String(unverified.iss), subject: String(unverified.iss), requiredClaims: ['jti', 'exp', 'iat'],
      }));
    } catch (err) {
      return violation(res, 401, `client assertion invalid: ${(err as Error).message}`);
    }
    if (state.usedJtis.has(claims.jti!)) return violation(res, 401, 'client assertion jti reused');
    state.usedJtis.add(claims.jti!);
    const scopes = (p['scope'] ?? '').split(' ').filter(Boolean);
    const accessToken = randomBytes(16).toString('hex');
    state.tokens.set(accessToken, scopes);
    return sendJson(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') });
  }

  // AGS 2.0 line-item service (3.2): the container, filtered by resource_link_id and tag; POST creates one.
  function lineItems(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const bearer = req.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    if (!bearer || !state.tokens.get(bearer)?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/lineitem')) {
      return violation(res, 401, 'line items without a token of the lineitem scope');
    }
    if (req.method === 'GET') {
      const rl = url.searchParams.get('resource_link_id');
      const tag = url.searchParams.get('tag');
      const items = state.lineItems.filter((i) => (!rl || i.resourceLinkId === rl) && (!tag || i.tag === tag));
      res.writeHead(200, { 'content-type': 'application/vnd.ims.lis.v2.lineitemcontainer+json' }).end(JSON.stringify(items));
      return;
    }
    if (req.headers['content-type'] !== 'application/vnd.ims.lis.v2.lineitem+json') return violation(res, 415, 'line item content type');
    const item = JSON.parse(body) as { label?: unknown; scoreMaximum?: unknown; resourceLinkId?: string; resourceId?: string; tag?: string };
    if (typeof item.label !== 'string' || typeof item.scoreMaximum !== 'number' || item.scoreMaximum <= 0) return violation(res, 400, 'line item needs label and scoreMaximum');
    const created = { ...item, label: item.label, scoreMaximum: item.scoreMaximum, id: `${base}/lineitems/li-own-${++state.lineItemsCreated}` };
    state.lineItems.push(created);
    res.writeHead(201, { 'content-type': 'application/vnd.ims.lis.v2.lineitem+json' }).end(JSON.stringify(created));
  }

  // AGS 2.0 score publish service.
  function score(req: http.IncomingMessage, res: http.ServerResponse, body: string, lineItem: string) {
    state.scoreRequests++;
    const bearer = req.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    if (!bearer || !state.tokens.get(bearer)?.includes('https://purl.imsglobal.org/spec/lti-ags/scope/score')) {
      return violation(res, 401, 'score without a token of the score scope');
    }
    if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return violation(res, 415, 'score content type');
    if (state.failScores > 0) {
      state.failScores--;
      res.writeHead(503).end('down for maintenance');
      return;
    }
    if (state.rejectScores > 0) {
      state.rejectScores--;
      res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'line item closed' }));
      return;
    }
    const s = JSON.parse(body) as Record<string, unknown>;
    const problems = [
      typeof s['userId'] !== 'string' && 'userId',
      typeof s['timestamp'] !== 'string' || Number.isNaN(Date.parse(String(s['timestamp']))) ? 'timestamp' : false,
      !['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'].includes(String(s['activityProgress'])) && 'activityProgress',
      !['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'].includes(String(s['gradingProgress'])) && 'gradingProgress',
      s['scoreGiven'] !== undefined && (typeof s['scoreGiven'] !== 'number' || typeof s['scoreMaximum'] !== 'number' || s['scoreGiven'] < 0) && 'scoreGiven/scoreMaximum',
    ].filter(Boolean);
    if (problems.length) return violation(res, 400, `score invalid: ${problems.join(', ')}`);
    state.scores.push({ lineItem, score: s });
    res.writeHead(204).end();
  }

  /** Signs an id_token with the platform's key (or another), RS256 with the platform's kid unless told otherwise. */
  async function signIdToken(claims: Record<string, unknown>, opts: { key?: CryptoKeyLike; kid?: string } = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iat: now, exp: now + 300, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? kid, typ: 'JWT' })
      .sign(opts.key ?? privateKey);
  }

  return {
    issuer, base, deploymentId, registrationToken, state,
    configUrl: `${base}/.well-known/openid-configuration`,
    signIdToken,
    standardClaims,
    launchOfLink,
    deepLinkingLaunch,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

type CryptoKeyLike = Parameters<SignJWT['sign']>[0];

/** A tool's registration request (Dynamic Registration 1.0, 3.5.2) as far as this platform reads it; unchecked shape. */
interface Registration {
  application_type?: unknown; response_types?: unknown[]; grant_types?: unknown[]; initiate_login_uri?: unknown;
  redirect_uris?: unknown; jwks_uri?: unknown; token_endpoint_auth_method?: unknown; client_name?: unknown;
  'https://purl.imsglobal.org/spec/lti-tool-configuration'?: { domain?: unknown; target_link_uri?: unknown; [k: string]: unknown };
  [k: string]: unknown;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>;
