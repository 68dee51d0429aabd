import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import { AppError, ErrorCode, GAME_RESULT_KEYS, GameResultInputSchema, parseStoredContent, type GameContent, type GameRoundResult } from '../contract/index.ts';
import { ANONYMOUS, accountCaller, type Caller } from '../caller.ts';
import { displayName } from '../contract/rules.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/lti.ts';
import * as users from '../db/queries/users.ts';
import { inTransaction } from '../db/transaction.ts';
import { hashOpaqueToken } from '../auth/tokens.ts';
import type { Logger } from '../logger.ts';
import { jsonObjectOf, type OutboundError, type OutboundFetch, type OutboundInit } from '../outbound/outbound-client.ts';
import type { AuthService, ClientInfo } from '../services/auth-service.ts';
import { authorize, can, found } from '../services/authorization.ts';
import { implausibility } from '../services/game-results/game-content.ts';
import { verifyWithGameRules, type ReplayContext } from '../services/game-results/replay-verification.ts';
import type { GameRules } from '../services/game-rules/game-rules.ts';
import { issueSeed, replayRefused, seedMismatch, seedRefusal } from '../services/game-results/round-binding.ts';
import { enqueueScore, onPlatformOrigin, type ScoreSender } from './ags-outbox.ts';
import { launchGameContent, ltiGame, ltiGames, type LtiGameSource } from './lti-games.ts';
import { isLessonKey, ltiLesson, ltiLessons } from './lti-lessons.ts';
import { AGS_SCOPES, LTI, MESSAGE_TYPES, roleFromLtiRoles } from './claims.ts';
import type { ToolKeys } from './tool-keys.ts';
import { boundedOrigins, ORIGIN_LIST_BUDGET } from '../middleware/security-headers.ts';

/** A refused LTI request: HTTP status, stable code, and the German text of the error page. */
export class LtiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 502, readonly code: ErrorCode, readonly german: string, detail?: string,
    /** A way on the error page (e.g. the launch again in a window of its own). */
    readonly action?: { label: string; href: string },
  ) {
    super(detail ?? german);
  }
}

/** Clock skew accepted on exp/iat of a platform's id_token. */
const LEEWAY_SECONDS = 60;
const STATE_TTL_SECONDS = 600;
const RESOURCE_CODE_TTL_SECONDS = 120;
/** Games shown per minute in a lesson an LMS launched (each draws a round with its seed). */
const LESSON_ROUNDS_PER_MINUTE = 60;
const DEEP_LINK_CODE_TTL_SECONDS = 1800;
const LAUNCH_TTL_HOURS = 8;
/** How long a registration link ('Registrierungslink erzeugen') stays valid. */
export const REGISTRATION_LINK_TTL_HOURS = 48;
/** Bytes of LMS origins in a lesson page's frame-ancestors (a browser refuses headers beyond some 250 KB in all). */
const FRAME_ANCESTORS_BUDGET = ORIGIN_LIST_BUDGET;
/** scoreMaximum of the line items this tool creates through deep linking. */
export const LTI_SCORE_MAXIMUM = 100;
const FETCH_TIMEOUT_MS = 10_000;
/** An LMS's configuration, registration answer or key set larger than this is refused (they are a few KB). */
const ANSWER_MAX_BYTES = 256 * 1024;

const GERMAN = {
  incomplete: 'Die Anfrage des Lernmanagementsystems ist unvollständig.',
  unknownPlatform: 'Dieses Lernmanagementsystem ist bei der Lernplattform nicht (oder nicht mehr) registriert.',
  ambiguousPlatform: 'Das Lernmanagementsystem hat keine Client-ID angegeben, sie wird aber benötigt.',
  pendingDeployment: 'Diese Bereitstellung des Lernmanagementsystems ist neu. Sie wartet auf die Bestätigung durch die Administration der Lernplattform (Seite «LMS-Anbindung», «Neue Bereitstellung bestätigen»). Versuche es danach erneut.',
  foreignTarget: 'Das Ziel des Starts liegt nicht auf der Lernplattform.',
  state: 'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte starte die Aktivität erneut.',
  token: 'Die Anmeldung des Lernmanagementsystems konnte nicht bestätigt werden.',
  messageType: 'Diese Art von Start unterstützt die Lernplattform nicht.',
  version: 'Diese LTI-Version unterstützt die Lernplattform nicht (erwartet: 1.3.0).',
  unknownGame: 'Das verknüpfte Lernspiel gibt es auf der Lernplattform nicht.',
  unknownLesson: 'Die verknüpfte Lektion gibt es auf der Lernplattform nicht (mehr).',
  instructorsOnly: 'Nur Lehrpersonen können Lernspiele zum Kurs hinzufügen.',
  noResourceLinks: 'Das Lernmanagementsystem nimmt an dieser Stelle keine Lernspiele (LTI-Links) an.',
  pickerExpired: 'Die Auswahl ist abgelaufen. Bitte starte das Hinzufügen im Lernmanagementsystem erneut.',
  registration: 'Die Registrierung beim Lernmanagementsystem ist fehlgeschlagen.',
  launchGone: 'Dieser Start ist abgelaufen. Bitte öffne die Aktivität im Lernmanagementsystem erneut.',
  teacherAccountsOnly: 'Nur Konten von Lehrpersonen können verbunden werden.',
  accountTaken: 'Dieses Konto der Lernplattform ist bereits mit einem anderen Konto eines Lernmanagementsystems verbunden.',
  registrationLinkMissing: 'Ein Lernmanagementsystem kann sich nur mit einem Registrierungslink verbinden. Die Administratorin oder der Administrator der Lernplattform erzeugt ihn auf der Seite «LMS-Anbindung».',
  registrationLinkInvalid: 'Dieser Registrierungslink ist abgelaufen oder wurde bereits verwendet. Bitte lass auf der Seite «LMS-Anbindung» einen neuen erzeugen.',
  alreadyRegistered: 'Dieses Lernmanagementsystem ist mit dieser Client-ID bereits registriert. Die bestehende Registrierung bleibt unverändert.',
  otherBrowser: 'Der Start konnte diesem Browser nicht zugeordnet werden (er wurde in einem anderen Fenster oder Browser begonnen, oder dein Browser blockiert die nötigen Cookies). Öffne die Aktivität in einem eigenen Fenster.',
} as const;

/** One result of an LMS activity as the instructor's results page shows it. */
export interface LinkResult { student: string; score: string; at: Date; delivery: 'sent' | 'pending' | 'retrying' | 'refused'; sentAt: Date | null }

export type LaunchOutcome =
  | { kind: 'resource'; redirect: string }
  | { kind: 'instructor'; title: string; bundleKey: string | null; customGameId: string | null; results: LinkResult[] }
  | ({ kind: 'deep_link' } & Picker);

/** What the deep-linking picker offers: built-in games, the teacher's own games and own lessons. */
export interface Picker { code: string; games: { key: string; title: string }[]; ownGames: { key: string; title: string }[]; lessons: { key: string; title: string }[] }

/**
 * A started login: where the browser goes next, and the secret that binds the launch to this browser (login CSRF).
 * The route puts the secret into a cookie and, when the LMS names its client-side storage (`lti_storage_target`),
 * also into that storage (1EdTech LTI Client Side postMessages) before it goes on to `redirect`.
 */
export interface StartedLogin {
  redirect: string; state: string; binding: string;
  storage: { target: string; origin: string } | null;
}

/** The launch page, once more: the browser fetches its binding from the LMS's storage and posts the launch again. */
export interface BindingRequest { kind: 'bind'; idToken: string; state: string; storage: { target: string; origin: string } }

/** Admin's manual registration of a platform. */
export interface ManualPlatformInput {
  issuer: string; client_id: string; deployment_id: string; name?: string | null;
  auth_url: string; token_url: string; jwks_url: string;
}

/**
 * LTI 1.3 as a tool: dynamic and manual registration, OIDC login initiation, launch verification,
 * deep linking, the launch's sign-in and its scores. Every refusal is an LtiError (German page, 4xx).
 */
export class LtiService {
  private readonly platformKeySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(private readonly d: {
    sql: Sql; keys: ToolKeys; sender: ScoreSender; auth: AuthService; log: Logger; publicUrl: string;
    /** The game registry: the games LTI offers and launches (lti-games.ts). */
    games: LtiGameSource;
    /** Every game's rules, for the replay that verifies a grade. */
    gameRules: GameRules;
    /** Every request to the LMS (configuration, registration, JWKS) goes through the outbound client. */
    outbound: OutboundFetch;
  }) {}

  /** The tool's fixed URLs (outside LMSs rely on them). */
  get urls() {
    const base = this.d.publicUrl.replace(/\/$/, '');
    return {
      register: `${base}/lti/register`, login: `${base}/lti/login`, launch: `${base}/lti/launch`, jwks: `${base}/lti/jwks`,
    };
  }

  // ── Registration ────────────────────────────────────────────────────────

  /**
   * IMS LTI Dynamic Registration 1.0, opened through a one-time link the admin made ('Registrierungslink erzeugen'):
   * fetch the platform's configuration (with the registration token as Bearer, as Canvas requires), register, store
   * the platform as a NEW row. Nothing a registration sends changes another registration: the same issuer and client
   * id again is refused, a known issuer with a new client id is stored inactive until the admin activates it.
   */
  async registerDynamically(r: { link: string | undefined; openidConfiguration: string | undefined; registrationToken: string | undefined; from: string }): Promise<q.PlatformRow> {
    if (!r.link) throw new LtiError(403, ErrorCode.LTI_REGISTRATION_LINK_INVALID, GERMAN.registrationLinkMissing);
    if (!r.openidConfiguration) throw new LtiError(400, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.incomplete);
    const link = r.link.length <= 200 ? await q.claimRegistrationLink(this.d.sql, { tokenHash: hashOpaqueToken(r.link) }) : null;
    if (!link) throw new LtiError(403, ErrorCode.LTI_REGISTRATION_LINK_INVALID, GERMAN.registrationLinkInvalid);
    try {
      const platform = await this.register(r.openidConfiguration, r.registrationToken, r.from);
      await q.recordLinkRegistration(this.d.sql, { id: link.id, platformId: platform.id });
      return platform;
    } catch (err) {
      await q.releaseRegistrationLink(this.d.sql, { id: link.id });
      throw err;
    }
  }

  private async register(openidConfiguration: string, registrationToken: string | undefined, from: string): Promise<q.PlatformRow> {
    const configUrl = httpUrl(openidConfiguration);
    if (!configUrl) throw new LtiError(400, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, 'openid_configuration is no http(s) URL');
    const bearer: Record<string, string> = registrationToken && registrationToken.length <= 4096 ? { authorization: `Bearer ${registrationToken}` } : {};
    const config = await this.fetchJson(configUrl, { headers: { accept: 'application/json', ...bearer } });
    // The issuer exactly as the LMS writes it (id_tokens' `iss` must equal it), when it is an http(s) URL.
    const issuer = httpUrl(str(config['issuer'])) ? str(config['issuer']) : undefined;
    const registrationEndpoint = httpUrl(str(config['registration_endpoint']));
    const authUrl = httpUrl(str(config['authorization_endpoint']));
    const tokenUrl = httpUrl(str(config['token_endpoint']));
    const jwksUrl = httpUrl(str(config['jwks_uri']));
    // Dynamic Registration 3.5.1: the configuration lives under the issuer (same origin, whole path segments).
    if (!issuer || !registrationEndpoint || !authUrl || !tokenUrl || !jwksUrl || !isUnder(configUrl, issuer)) {
      throw new LtiError(400, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, 'platform configuration incomplete or issuer mismatch');
    }
    if (issuer.length > 1000 || [registrationEndpoint, authUrl, tokenUrl, jwksUrl].some((u) => u.length > 2048)) {
      throw new LtiError(400, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, 'platform URLs too long');
    }
    const u = this.urls;
    const registration = {
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: u.login,
      redirect_uris: [u.launch],
      client_name: 'Lernplattform',
      'client_name#de': 'Lernplattform',
      jwks_uri: u.jwks,
      token_endpoint_auth_method: 'private_key_jwt',
      scope: [AGS_SCOPES.lineItem, AGS_SCOPES.resultReadonly, AGS_SCOPES.score].join(' '),
      [LTI.toolConfiguration]: {
        domain: new URL(this.d.publicUrl).host,
        target_link_uri: u.launch,
        description: 'Lernspiele der Lernplattform als Aktivitäten im Kurs, mit Übertragung der Punkte ins Bewertungsbuch.',
        'description#de': 'Lernspiele der Lernplattform als Aktivitäten im Kurs, mit Übertragung der Punkte ins Bewertungsbuch.',
        claims: ['iss', 'sub', 'name', 'given_name', 'family_name'],
        // Canvas: names (the claims above), never e-mail addresses; other LMSs ignore it.
        [LTI.canvasPrivacyLevel]: 'name_only',
        messages: [{ type: MESSAGE_TYPES.deepLinking, target_link_uri: u.launch, label: 'Lernspiel hinzufügen', 'label#de': 'Lernspiel hinzufügen' }],
      },
    };
    const answer = await this.fetchJson(registrationEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...bearer },
      body: JSON.stringify(registration),
    });
    const clientId = limited(answer['client_id'], 1000);
    const toolConfig = answer[LTI.toolConfiguration] as Record<string, unknown> | undefined;
    const deploymentId = limited(toolConfig?.['deployment_id'], 1000);
    if (!clientId) throw new LtiError(502, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, 'registration answer without client_id');
    const platformConfig = config[LTI.platformConfiguration] as Record<string, unknown> | undefined;
    const product = [limited(platformConfig?.['product_family_code'], 100), limited(platformConfig?.['version'], 50)].filter(Boolean).join(' ') || null;
    // A second registration of a known LMS starts inactive: the admin sees it beside the first and decides.
    const known = await q.issuerKnown(this.d.sql, { issuer });
    const created = await q.insertPlatform(this.d.sql, {
      issuer, clientId, name: limited(product, 200) ?? new URL(issuer).host, authUrl, tokenUrl, jwksUrl,
      deploymentIds: deploymentId ? [deploymentId] : [], registration: 'dynamic', enabled: !known,
      product, registeredFrom: from.slice(0, 200), configurationUrl: configUrl.slice(0, 2048),
    });
    if (!created) throw new LtiError(409, ErrorCode.LTI_PLATFORM_EXISTS, GERMAN.alreadyRegistered);
    this.ancestors = null;
    this.d.log.warn('LTI platform registered', { issuer, clientId, enabled: created.enabled, from });
    return created;
  }

  /** 'Registrierungslink erzeugen': a one-time link for one dynamic registration, valid for REGISTRATION_LINK_TTL_HOURS. */
  async createRegistrationLink(caller: Caller): Promise<{ url: string; expires_at: string }> {
    authorize(caller, 'manage', { type: 'lti-platform' });
    const token = randomBytes(32).toString('base64url');
    const { expires_at } = await q.insertRegistrationLink(this.d.sql, { tokenHash: hashOpaqueToken(token), createdBy: caller.userId, ttlHours: REGISTRATION_LINK_TTL_HOURS });
    return { url: `${this.urls.register}/${token}`, expires_at: expires_at.toISOString() };
  }

  // ── Admin ───────────────────────────────────────────────────────────────

  async listPlatforms(caller: Caller) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    this.ancestors = null;
    return { registration_url: this.urls.register, jwks_url: this.urls.jwks, platforms: (await q.listPlatforms(this.d.sql)).map(presentPlatform) };
  }

  async registerManually(caller: Caller, p: ManualPlatformInput) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    this.ancestors = null;
    // Like a dynamic one: a known issuer's new registration starts inactive, so its accounts are not shared unseen.
    const known = await q.issuerKnown(this.d.sql, { issuer: p.issuer });
    const row = await q.insertPlatform(this.d.sql, {
      issuer: p.issuer, clientId: p.client_id, name: p.name ?? null, authUrl: p.auth_url, tokenUrl: p.token_url,
      jwksUrl: p.jwks_url, deploymentIds: [p.deployment_id], registration: 'manual', enabled: !known,
    });
    if (!row) throw new AppError(ErrorCode.LTI_PLATFORM_EXISTS, 409, 'A platform with this issuer and client id is registered');
    return presentPlatform(row);
  }

  /** 'Aktivieren'/'Deaktivieren' and 'Neue Bereitstellungen automatisch annehmen'. */
  async update(caller: Caller, id: string, patch: { enabled?: boolean; auto_accept_deployments?: boolean }) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    this.ancestors = null;
    return presentPlatform(found(await q.updatePlatform(this.d.sql, { id, enabled: patch.enabled, autoAccept: patch.auto_accept_deployments }), 'lti-platform'));
  }

  /** 'Bereitstellung hinzufügen' / 'Neue Bereitstellung bestätigen': the deployment launches from now on. */
  async addDeployment(caller: Caller, id: string, deploymentId: string) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    const row = await q.addDeployment(this.d.sql, { id, deploymentId });
    if (!row) {
      found(await q.getPlatform(this.d.sql, { id }), 'lti-platform');
      throw new AppError(ErrorCode.VALIDATION_FAILED, 400, `A registration holds at most ${q.MAX_DEPLOYMENTS} deployments`);
    }
    return presentPlatform(row);
  }

  /** A deployment removed (active or pending): its launches are refused from now on. */
  async removeDeployment(caller: Caller, id: string, deploymentId: string) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    return presentPlatform(found(await q.removeDeployment(this.d.sql, { id, deploymentId }), 'lti-platform'));
  }

  async remove(caller: Caller, id: string) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    this.ancestors = null;
    if (!(await q.deletePlatform(this.d.sql, { id }))) found(null, 'lti-platform');
  }

  async rotateKey(caller: Caller) {
    authorize(caller, 'manage', { type: 'lti-platform' });
    this.ancestors = null;
    return this.d.keys.rotate();
  }

  private ancestors: { at: number; origins: Promise<string[]> } | null = null;

  /**
   * The origins of the enabled LMSs (issuer and auth URL) that may frame a linked lesson's page, cached for a
   * minute. They go into a response header, so only valid, short origins count, each once, within a total budget
   * (FRAME_ANCESTORS_BUDGET): however many platforms are registered, the header stays small enough to be read.
   */
  frameAncestors(): Promise<string[]> {
    if (!this.ancestors || Date.now() - this.ancestors.at > 60_000) {
      const origins = q.listEnabledPlatforms(this.d.sql).then((rows) => boundedOrigins(rows.flatMap((p) => [p.issuer, p.auth_url]), FRAME_ANCESTORS_BUDGET));
      this.ancestors = { at: Date.now(), origins };
      origins.catch(() => { this.ancestors = null; });
    }
    return this.ancestors.origins;
  }

  // ── Login and launch ───────────────────────────────────────────────────

  /**
   * OIDC third-party login initiation: the platform's auth URL to redirect to, with a state kept server-side and bound
   * to this browser (StartedLogin: a cookie, and the LMS's client-side storage where it offers one).
   */
  async initiateLogin(p: Record<string, string | undefined>): Promise<StartedLogin> {
    const { iss, login_hint: loginHint, target_link_uri: target } = p;
    if (!iss || !loginHint || !target) throw new LtiError(400, ErrorCode.VALIDATION_FAILED, GERMAN.incomplete);
    const platforms = await q.findEnabledPlatforms(this.d.sql, { issuer: iss, clientId: p['client_id'] });
    if (platforms.length === 0) throw new LtiError(400, ErrorCode.LTI_PLATFORM_NOT_FOUND, GERMAN.unknownPlatform);
    if (platforms.length > 1) throw new LtiError(400, ErrorCode.LTI_PLATFORM_NOT_FOUND, GERMAN.ambiguousPlatform);
    const platform = platforms[0]!;
    // An unknown lti_deployment_id passes here: only the launch's signed id_token may add it (as pending), never an
    // unauthenticated login request.
    if (!this.isOwnUrl(target)) throw new LtiError(400, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.foreignTarget);
    const state = randomBytes(32).toString('base64url');
    const nonce = randomBytes(32).toString('base64url');
    const binding = randomBytes(32).toString('base64url');
    const storageTarget = storageTargetOf(p['lti_storage_target']);
    // The login's own parameters, for 'In neuem Fenster öffnen' when this browser cannot prove the binding at launch.
    const loginQuery = new URLSearchParams(Object.entries(p).filter((e): e is [string, string] => LOGIN_PARAMS.has(e[0]) && typeof e[1] === 'string')).toString();
    await q.insertLoginState(this.d.sql, {
      stateHash: hashOpaqueToken(state), nonce, platformId: platform.id, ttlSeconds: STATE_TTL_SECONDS,
      bindingHash: hashOpaqueToken(binding), storageTarget, loginQuery: loginQuery.length <= 8192 ? loginQuery : '',
    });
    const url = new URL(platform.auth_url);
    const params: Record<string, string> = {
      scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none',
      client_id: platform.client_id, redirect_uri: this.urls.launch, login_hint: loginHint, state, nonce,
    };
    if (p['lti_message_hint']) params['lti_message_hint'] = p['lti_message_hint'];
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    // The LMS's storage frame answers from the origin of its OIDC auth endpoint (Client Side postMessages, 4.1).
    return { redirect: url.toString(), state, binding, storage: storageTarget ? { target: storageTarget, origin: url.origin } : null };
  }

  /**
   * Login CSRF: the launch must come from the browser that started the login. It proves that with the binding
   * secret, from its cookie or (framed without cookies) from the LMS's storage, which the launch page asks for and
   * posts back. A browser without either gets the German page with the launch in a window of its own, where the
   * cookie works. Returns null when the binding holds, the page's request otherwise.
   */
  private async checkBinding(form: LaunchForm, login: q.LoginStateRow): Promise<BindingRequest | null> {
    if (login.binding_hash === null) return null; // a login started before bindings existed (at most 10 minutes ago)
    const offered = [form.cookieBinding, form.storedBinding].filter((b): b is string => typeof b === 'string' && b.length > 0 && b.length <= 200);
    if (offered.some((b) => hashOpaqueToken(b) === login.binding_hash)) return null;
    if (login.storage_target && form.storedBinding === undefined) {
      const platform = await q.getPlatform(this.d.sql, { id: login.platform_id });
      if (platform) return { kind: 'bind', idToken: form.id_token!, state: form.state!, storage: { target: login.storage_target, origin: new URL(platform.auth_url).origin } };
    }
    throw new LtiError(403, ErrorCode.LTI_STATE_INVALID, GERMAN.otherBrowser, 'launch without this browser\'s binding', login.login_query
      ? { label: 'In neuem Fenster öffnen', href: `${this.urls.login}?${login.login_query}` } : undefined);
  }

  /**
   * Verifies the form-posted id_token (LTI 1.3 Core 5.1.3, Security Framework 5.1.3) and performs the launch, once the
   * browser proved it started the login (checkBinding; else the page that fetches the binding from the LMS's storage).
   */
  async launch(form: LaunchForm): Promise<LaunchOutcome | BindingRequest> {
    if (!form.id_token || !form.state || form.state.length > 200) throw new LtiError(400, ErrorCode.VALIDATION_FAILED, GERMAN.incomplete);
    const pending = await q.getLoginState(this.d.sql, { stateHash: hashOpaqueToken(form.state) });
    if (!pending) throw new LtiError(400, ErrorCode.LTI_STATE_INVALID, GERMAN.state);
    const bind = await this.checkBinding(form, pending);
    if (bind) return bind;
    const login = await q.consumeLoginState(this.d.sql, { stateHash: hashOpaqueToken(form.state) });
    if (!login) throw new LtiError(400, ErrorCode.LTI_STATE_INVALID, GERMAN.state);
    const platform = await q.getPlatform(this.d.sql, { id: login.platform_id });
    if (!platform?.enabled) throw new LtiError(403, ErrorCode.LTI_PLATFORM_NOT_FOUND, GERMAN.unknownPlatform);

    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(form.id_token, this.platformKeys(platform.jwks_url), {
        algorithms: ['RS256'], issuer: platform.issuer, audience: platform.client_id,
        clockTolerance: LEEWAY_SECONDS, requiredClaims: ['exp', 'iat', 'sub', 'nonce'], maxTokenAge: '1h',
      }));
    } catch (err) {
      throw new LtiError(401, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.token, `id_token rejected: ${(err as Error).message}`);
    }
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.iat !== 'number' || claims.iat > now + LEEWAY_SECONDS) throw new LtiError(401, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.token, 'iat in the future');
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const azp = claims['azp'];
    if ((audiences.length > 1 || azp !== undefined) && azp !== platform.client_id) {
      throw new LtiError(401, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.token, 'azp is not our client id');
    }
    if (claims['nonce'] !== login.nonce) throw new LtiError(401, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.token, 'nonce mismatch');
    if (claims[LTI.version] !== '1.3.0') throw new LtiError(400, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.version);
    const messageType = claims[LTI.messageType];
    if (messageType !== MESSAGE_TYPES.resourceLink && messageType !== MESSAGE_TYPES.deepLinking) {
      throw new LtiError(400, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.messageType);
    }
    const deploymentId = claims[LTI.deploymentId];
    if (typeof deploymentId !== 'string' || deploymentId.length === 0 || deploymentId.length > 255) {
      throw new LtiError(400, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.incomplete);
    }
    // A new deployment of this registration (an install in another course or account, LTI Core 3.1.3), signed by the
    // LMS: taken on when the admin chose so, else written down for 'Neue Bereitstellung bestätigen'.
    if (!platform.deployment_ids.includes(deploymentId) && !(await q.noteDeployment(this.d.sql, { id: platform.id, deploymentId }))) {
      throw new LtiError(403, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.pendingDeployment);
    }
    const sub = claims.sub!;
    if (sub.length === 0 || sub.length > 255) throw new LtiError(400, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.token, 'bad sub');
    const role = roleFromLtiRoles(claims[LTI.roles]);
    const custom = (claims[LTI.custom] ?? {}) as Record<string, unknown>;

    if (messageType === MESSAGE_TYPES.deepLinking) {
      if (role !== 'teacher') throw new LtiError(403, ErrorCode.FORBIDDEN, GERMAN.instructorsOnly);
      const settings = (claims[LTI.deepLinkingSettings] ?? {}) as Record<string, unknown>;
      const returnUrl = httpUrl(str(settings['deep_link_return_url']));
      if (!returnUrl) throw new LtiError(400, ErrorCode.VALIDATION_FAILED, GERMAN.incomplete);
      const accepts = settings['accept_types'];
      if (Array.isArray(accepts) && !accepts.includes('ltiResourceLink')) throw new LtiError(400, ErrorCode.LTI_LAUNCH_INVALID, GERMAN.noResourceLinks);
      const userId = await this.accountFor(platform.issuer, sub, role, claims);
      const code = randomBytes(32).toString('base64url');
      await q.insertLaunch(this.d.sql, {
        platformId: platform.id, userId, sub, kind: 'deep_link', deploymentId, gameKey: null, lineItemUrl: null, scoreMaximum: null,
        deepLinkReturnUrl: returnUrl, deepLinkData: str(settings['data']) ?? null,
        codeHash: hashOpaqueToken(code), codeTtlSeconds: DEEP_LINK_CODE_TTL_SECONDS, ttlHours: 1,
      });
      return { kind: 'deep_link', ...(await this.picker(code, await this.linker(userId))) };
    }

    const resourceLink = claims[LTI.resourceLink] as { id?: unknown } | undefined;
    if (typeof resourceLink?.id !== 'string') throw new LtiError(400, ErrorCode.VALIDATION_FAILED, GERMAN.incomplete);
    const ags = (claims[LTI.agsEndpoint] ?? {}) as { lineitem?: unknown; lineitems?: unknown; scope?: unknown };
    const canScore = Array.isArray(ags.scope) && ags.scope.includes(AGS_SCOPES.score);
    // A line item off the platform's own origins is ignored (no grade), so a launch cannot aim the sender elsewhere.
    const lineItem = httpUrl(str(ags.lineitem));
    const platformLineItem = canScore && lineItem && lineItem.length <= 2048 && onPlatformOrigin(lineItem, platform) ? lineItem : null;
    const key = await this.launchedKey(platform.id, custom);
    if (isLessonKey(key) || (key === null && custom['lesson'] !== undefined)) {
      // A linked lesson: the student sees it in the lesson view, in a session scoped to it; its graded game (if any) scores.
      const lesson = await ltiLesson(this.d.sql, this.d.games, this.d.gameRules, key);
      if (!lesson) throw new LtiError(404, ErrorCode.LESSON_NOT_FOUND, GERMAN.unknownLesson);
      const userId = await this.accountFor(platform.issuer, sub, role, claims);
      if (role === 'teacher') {
        const rows = await q.resultsOfResourceLink(this.d.sql, { platformId: platform.id, resourceLinkId: resourceLink.id });
        return {
          kind: 'instructor', title: lesson.title, bundleKey: lesson.gradedGame?.bundleKey ?? null,
          customGameId: lesson.gradedGame?.customGameId ?? null, results: rows.map(presentLinkResult),
        };
      }
      const lineItemUrl = lesson.gradedGame
        ? platformLineItem ?? (canScore ? await this.ownLineItem(platform, ags, resourceLink.id, lesson.title, lesson.key) : null) : null;
      const code = randomBytes(32).toString('base64url');
      await q.insertLaunch(this.d.sql, {
        resourceLinkId: resourceLink.id, lessonId: lesson.id,
        platformId: platform.id, userId, sub, kind: 'resource', deploymentId, gameKey: lesson.gradedGame?.key ?? null,
        lineItemUrl: lineItemUrl ?? null, scoreMaximum: LTI_SCORE_MAXIMUM, deepLinkReturnUrl: null, deepLinkData: null,
        codeHash: hashOpaqueToken(code), codeTtlSeconds: RESOURCE_CODE_TTL_SECONDS, ttlHours: LAUNCH_TTL_HOURS,
      });
      // The shell's lesson view exchanges the code (in the fragment: never sent to a server) for the scoped session.
      return { kind: 'resource', redirect: `${this.d.publicUrl.replace(/\/$/, '')}/lessons/${lesson.id}#lti-code=${code}` };
    }

    const game = await ltiGame(this.d.sql, this.d.games, key);
    if (!game) throw new LtiError(404, ErrorCode.GAME_NOT_FOUND, GERMAN.unknownGame);
    const userId = await this.accountFor(platform.issuer, sub, role, claims);
    if (role === 'teacher') {
      // An instructor opening the activity sees its results and whether each reached the gradebook (and may try the game).
      const rows = await q.resultsOfResourceLink(this.d.sql, { platformId: platform.id, resourceLinkId: resourceLink.id });
      return { kind: 'instructor', title: game.title, bundleKey: game.bundleKey, customGameId: game.customGameId ?? null, results: rows.map(presentLinkResult) };
    }
    const lineItemUrl = platformLineItem ?? (canScore ? await this.ownLineItem(platform, ags, resourceLink.id, game.title, game.key) : null);
    const code = randomBytes(32).toString('base64url');
    // The launch's seed from the server's randomness: its play page plays it, and only a round of it is graded.
    const launchId = await q.insertLaunch(this.d.sql, {
      resourceLinkId: resourceLink.id,
      platformId: platform.id, userId, sub, kind: 'resource', deploymentId, gameKey: game.key, lineItemUrl: lineItemUrl ?? null,
      scoreMaximum: LTI_SCORE_MAXIMUM, deepLinkReturnUrl: null, deepLinkData: null,
      codeHash: hashOpaqueToken(code), codeTtlSeconds: RESOURCE_CODE_TTL_SECONDS, ttlHours: LAUNCH_TTL_HOURS, seed: issueSeed(),
    });
    return { kind: 'resource', redirect: `${this.d.publicUrl.replace(/\/$/, '')}/lti/play/${launchId}#code=${code}` };
  }

  /**
   * In the picker, a teacher ties their LMS identity to their platform account (e-mail or username and
   * password, checked and rate-limited like a sign-in), so the picker offers that account's own games; later
   * launches of this LMS user sign into it. No session is issued.
   */
  async connectAccount(code: string | undefined, identifier: string | undefined, password: string | undefined, client: ClientInfo) {
    if (!code || !identifier || !password) throw new LtiError(400, ErrorCode.VALIDATION_FAILED, GERMAN.incomplete);
    const launch = await q.launchByCode(this.d.sql, { codeHash: hashOpaqueToken(code) });
    if (!launch || launch.kind !== 'deep_link') throw new LtiError(400, ErrorCode.LTI_LAUNCH_NOT_FOUND, GERMAN.pickerExpired);
    const account = await this.linker(await this.d.auth.verifyCredentials(identifier.trim().toLowerCase(), password, client));
    if (!can(account, 'connect', { type: 'lti-launch', id: launch.id, userId: launch.user_id })) {
      throw new LtiError(403, ErrorCode.FORBIDDEN, GERMAN.teacherAccountsOnly);
    }
    const linked = await inTransaction(this.d.sql, (tx) => q.relinkLtiAccount(tx, { issuer: launch.issuer, sub: launch.sub, userId: account.userId, launchId: launch.id }));
    if (!linked) throw new LtiError(409, ErrorCode.CONFLICT, GERMAN.accountTaken);
    return this.picker(code, account);
  }

  /** The account a deep-linking launch signed in, as the caller whose picks the policy decides (`link`, `connect`). */
  private async linker(userId: string): Promise<Caller> {
    const profile = await users.getProfile(this.d.sql, { id: userId });
    return profile ? accountCaller(profile) : { ...ANONYMOUS, userId };
  }

  /** The picker's items for the account: built-in games, then the own games and lessons the policy lets it link. */
  private async picker(code: string, linker: Caller): Promise<Picker> {
    const [games, lessons] = await Promise.all([ltiGames(this.d.sql, this.d.games, linker), ltiLessons(this.d.sql, linker)]);
    return { code, games: games.builtIn.map(({ key, title }) => ({ key, title })), ownGames: games.own, lessons };
  }

  /** The picker of a live deep-linking launch again (after a failed account connection). */
  async pickerFor(code: string) {
    const launch = await q.launchByCode(this.d.sql, { codeHash: hashOpaqueToken(code) });
    if (!launch || launch.kind !== 'deep_link') throw new LtiError(400, ErrorCode.LTI_LAUNCH_NOT_FOUND, GERMAN.pickerExpired);
    return this.picker(code, await this.linker(launch.user_id));
  }

  /** The picked game as a signed LtiDeepLinkingResponse for the platform's return URL. */
  async deepLinkResponse(code: string | undefined, gameKey: string | undefined): Promise<{ returnUrl: string; jwt: string }> {
    if (!code || !gameKey) throw new LtiError(400, ErrorCode.VALIDATION_FAILED, GERMAN.incomplete);
    const launch = await q.consumeLaunchCode(this.d.sql, { codeHash: hashOpaqueToken(code) });
    if (!launch || launch.kind !== 'deep_link' || !launch.deep_link_return_url) throw new LtiError(400, ErrorCode.LTI_LAUNCH_NOT_FOUND, GERMAN.pickerExpired);
    const platform = await q.getPlatform(this.d.sql, { id: launch.platform_id });
    if (!platform?.enabled) throw new LtiError(403, ErrorCode.LTI_PLATFORM_NOT_FOUND, GERMAN.unknownPlatform);
    const item = await this.contentItem(gameKey, await this.linker(launch.user_id), launch.platform_id);
    const jwt = await this.d.keys.sign({
      iss: platform.client_id, aud: platform.issuer, nonce: randomBytes(16).toString('base64url'),
      [LTI.messageType]: MESSAGE_TYPES.deepLinkingResponse,
      [LTI.version]: '1.3.0',
      [LTI.deploymentId]: launch.deployment_id,
      ...(launch.deep_link_data !== null ? { [LTI.dlData]: launch.deep_link_data } : {}),
      [LTI.dlContentItems]: [item],
    }, { expiresInSeconds: 600, typ: 'JWT' });
    return { returnUrl: launch.deep_link_return_url, jwt };
  }

  /**
   * The LtiResourceLinkItem of a picked game or lesson (own ones only as far as the policy lets the account link
   * them: `link`; a refusal is the German page of a missing one). A game always carries a lineItem; a lesson only
   * when it has a game whose score the server can verify (lti-lessons.ts).
   */
  private async contentItem(key: string, linker: Caller, platformId: string): Promise<Record<string, unknown>> {
    if (isLessonKey(key)) {
      const lesson = await ltiLesson(this.d.sql, this.d.games, this.d.gameRules, key, { linkedBy: linker });
      if (!lesson) throw new LtiError(404, ErrorCode.LESSON_NOT_FOUND, GERMAN.unknownLesson);
      // The launch names this record (custom.link): only what this tool handed to this LMS opens (launchedKey).
      const link = await q.insertLink(this.d.sql, { platformId, itemKey: lesson.key, createdBy: linker.userId });
      return {
        type: 'ltiResourceLink', title: lesson.title, text: `Lektion «${lesson.title}» der Lernplattform`, url: this.urls.launch,
        custom: { link, lesson: lesson.id },
        ...(lesson.gradedGame ? { lineItem: { scoreMaximum: LTI_SCORE_MAXIMUM, label: lesson.title, resourceId: lesson.key } } : {}),
      };
    }
    const game = await ltiGame(this.d.sql, this.d.games, key, { linkedBy: linker });
    if (!game) throw new LtiError(404, ErrorCode.GAME_NOT_FOUND, GERMAN.unknownGame);
    const link = await q.insertLink(this.d.sql, { platformId, itemKey: game.key, createdBy: linker.userId });
    return {
      type: 'ltiResourceLink', title: game.title, text: `Lernspiel «${game.title}» der Lernplattform`, url: this.urls.launch,
      custom: { link, game: game.key },
      lineItem: { scoreMaximum: LTI_SCORE_MAXIMUM, label: game.title, resourceId: game.key },
    };
  }

  /**
   * The play page's launch (404 when unknown or expired), with what its game plays: the launch's seed and the game's
   * default target score and part of the map (the replay's settings, so the start overlay offers no choice).
   */
  async playable(launchId: string) {
    const launch = UUID.test(launchId) ? await q.getLaunch(this.d.sql, { id: launchId }) : null;
    const game = launch?.kind === 'resource' ? await ltiGame(this.d.sql, this.d.games, launch.game_key) : null;
    if (!launch || !game) throw new LtiError(404, ErrorCode.LTI_LAUNCH_NOT_FOUND, GERMAN.launchGone);
    const { target, region } = launchGameContent(game).content.settings;
    return {
      launchId: launch.id, bundleKey: game.bundleKey, customGameId: game.customGameId ?? null, title: game.title, hasLineItem: launch.line_item_url !== null,
      play: { seed: launch.seed, target: target ?? null, region: region ?? null },
    };
  }

  /** Exchanges a launch's one-time code for a session of its account (the code works once, for two minutes). */
  async exchangeCode(code: string, client: ClientInfo) {
    const launch = await q.consumeLaunchCode(this.d.sql, { codeHash: hashOpaqueToken(code) });
    if (!launch || launch.kind !== 'resource') throw new AppError(ErrorCode.LTI_LAUNCH_NOT_FOUND, 400, 'Launch code unknown, used or expired');
    // The session is scoped to this launch: it reaches its game or lesson plus the user's own data (authorization.ts).
    const session = await this.d.auth.sessionForUser(launch.user_id, { ...client, userAgent: `LTI ${client.userAgent ?? ''}`.trim() }, { ltiLaunchId: launch.id });
    return { session, launch: { id: launch.id, game_key: launch.game_key, lesson_id: launch.lesson_id } };
  }

  /**
   * A finished round of a launched game, as its standalone page posted it (the kit's result message
   * with seed and log): replayed with the game's own rules like a lesson's round, and only a result
   * the server verified goes to the line item, through the outbox, once per round.
   */
  async reportResult(caller: Caller, launchId: string, message: unknown): Promise<{ queued: boolean; verified: true }> {
    const launch = found(UUID.test(launchId) ? await q.getLaunch(this.d.sql, { id: launchId }) : null, 'lti-launch');
    authorize(caller, 'report', { type: 'lti-launch', id: launch.id, userId: launch.user_id });
    const game = await ltiGame(this.d.sql, this.d.games, launch.game_key);
    if (!game) throw new AppError(ErrorCode.GAME_NOT_FOUND, 404, 'Game not found');
    if (!launch.line_item_url) throw new AppError(ErrorCode.LTI_NO_LINE_ITEM, 409, 'This launch has no line item');
    return this.gradeRound(launch, game, roundResultOf(message), { seed: launch.seed, elapsedMs: launch.elapsed_ms, ...launchGameContent(game) });
  }

  /**
   * A round of a game block in the lesson of a lesson launch (the session's scope names the launch), drawn when the
   * game shows: its id and the seed the game plays, from the server's randomness. Its result (reportLessonResult)
   * must be played on that seed and is replayed with that block's settings.
   */
  async lessonRound(caller: Caller, body: unknown): Promise<{ round_id: string; seed: number }> {
    const launch = await this.lessonLaunch(caller);
    const blockId = (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['block_id'] : undefined);
    if (typeof blockId !== 'string' || !UUID.test(blockId)) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'block_id is required');
    const block = await q.gameBlockOfLesson(this.d.sql, { lessonId: launch.lesson_id!, blockId });
    if (!block) throw new AppError(ErrorCode.BLOCK_NOT_FOUND, 404, 'No such game block in the launched lesson');
    if ((await q.countRecentLessonRounds(this.d.sql, { launchId: launch.id, seconds: 60 })) >= LESSON_ROUNDS_PER_MINUTE) {
      throw new AppError(ErrorCode.RATE_LIMITED, 429, 'Too many rounds');
    }
    const round = await q.insertLessonRound(this.d.sql, { launchId: launch.id, blockId, seed: issueSeed() });
    return { round_id: round.id, seed: round.seed };
  }

  /** The launch of a session opened from a lesson link, as its own user reaches it (404 otherwise). */
  private async lessonLaunch(caller: Caller): Promise<q.LaunchRow> {
    const launchId = caller.ltiScope?.lessonId ? caller.ltiScope.launchId : null;
    if (!launchId) throw new AppError(ErrorCode.LTI_LAUNCH_NOT_FOUND, 404, 'This session was not opened from a lesson link');
    const launch = found(await q.getLaunch(this.d.sql, { id: launchId }), 'lti-launch');
    authorize(caller, 'report', { type: 'lti-launch', id: launch.id, userId: launch.user_id });
    if (!launch.lesson_id) throw new AppError(ErrorCode.LTI_LAUNCH_NOT_FOUND, 404, 'This session was not opened from a lesson link');
    return launch;
  }

  /**
   * A round played in the lesson view of a lesson launch (the session's scope names the launch): only the
   * lesson's graded game (lti-lessons.ts) scores, replayed like a linked game's round; other games answer 409.
   */
  async reportLessonResult(caller: Caller, body: unknown): Promise<{ queued: boolean; verified: true }> {
    const launch = await this.lessonLaunch(caller);
    const parsed = GameResultInputSchema.safeParse(body);
    if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, parsed.error.issues[0]?.message ?? 'Invalid game result');
    const { roundId, ...claimed } = parsed.data;
    const round = await q.getLessonRound(this.d.sql, { id: roundId, launchId: launch.id });
    if (!round) throw new AppError(ErrorCode.GAME_ROUND_NOT_FOUND, 404, 'No such round of this launch');
    const game = await ltiGame(this.d.sql, this.d.games, launch.game_key);
    const block = parseStoredContent('game', round.block_content);
    if (!game || !launch.line_item_url || claimed.quizId !== game.quizId || block.quizId !== game.quizId) {
      throw new AppError(ErrorCode.LTI_NO_LINE_ITEM, 409, 'This game of the lesson is not graded in the LMS');
    }
    // Replayed as the lesson played it: the block's settings (target, part of the map, time limit).
    return this.gradeRound(launch, game, claimed, {
      seed: round.seed, elapsedMs: round.elapsed_ms, content: block, context: launchGameContent(game).context,
    });
  }

  /**
   * A round's grade: refused unless it was played on the seed the server issued for it (`bound.seed`, a launch's or
   * a lesson round's: a log copied from another launch never counts) and its replay with `bound.content` verifies.
   */
  private async gradeRound(
    launch: q.LaunchRow, game: NonNullable<Awaited<ReturnType<typeof ltiGame>>>, claimed: GameRoundResult,
    bound: { seed: number | null; elapsedMs: number; content: GameContent; context: ReplayContext },
  ): Promise<{ queued: boolean; verified: true }> {
    if (!launch.line_item_url) throw new AppError(ErrorCode.LTI_NO_LINE_ITEM, 409, 'This launch has no line item');
    const { content, context } = bound;
    // A grade needs the round's log on its own seed: a claim without one is refused too.
    const wrongSeed = seedRefusal(bound.seed, claimed.seed ?? -1);
    if (wrongSeed) throw seedMismatch(wrongSeed);
    const reason = implausibility(content, claimed, Math.ceil(bound.elapsedMs / 1000));
    if (reason) throw new AppError(ErrorCode.GAME_RESULT_IMPLAUSIBLE, 422, `Implausible result: ${reason}`);
    const verification = await verifyWithGameRules(this.d.gameRules, content, claimed, bound.elapsedMs, context);
    if (verification.kind === 'unverifiable') {
      throw new AppError(ErrorCode.GAME_RESULT_MISMATCH, 422, 'The server cannot replay rounds of this game; no grade is sent');
    }
    if (verification.kind === 'refused') throw replayRefused(verification);
    const { score } = verification.result;
    const max = Number(launch.score_maximum ?? LTI_SCORE_MAXIMUM);
    const roundKey = createHash('sha256').update(JSON.stringify([claimed.seed, claimed.log])).digest('base64url');
    const id = await enqueueScore(this.d.sql, {
      platformId: launch.platform_id, launchId: launch.id, lineItemUrl: launch.line_item_url, userId: launch.sub,
      scoreGiven: Math.round((score.raw / score.max) * max * 100) / 100, scoreMaximum: max, roundKey, verified: true,
    });
    this.d.sender.kick();
    return { queued: id !== null, verified: true };
  }

  // ── Helpers ─────────────────────────────────────────────────────────────

  /**
   * A link placed without deep linking brings the line-item service but no line item: the tool's own column, found or
   * created once (ScoreSender.findOrCreateLineItem) and kept per resource link. Null when the LMS offers no such
   * service or cannot be reached now: the round is then played without a grade (logged), never refused.
   */
  private async ownLineItem(platform: q.PlatformRow, ags: { lineitems?: unknown; scope?: unknown }, resourceLinkId: string, label: string, resourceId: string): Promise<string | null> {
    const lineItemsUrl = httpUrl(str(ags.lineitems));
    if (!lineItemsUrl || !Array.isArray(ags.scope) || !ags.scope.includes(AGS_SCOPES.lineItem) || !onPlatformOrigin(lineItemsUrl, platform)) return null;
    const kept = await q.toolLineItem(this.d.sql, { platformId: platform.id, resourceLinkId });
    if (kept) return kept;
    try {
      const url = await this.d.sender.findOrCreateLineItem(platform, { lineItemsUrl, resourceLinkId, label, resourceId });
      await q.saveToolLineItem(this.d.sql, { platformId: platform.id, resourceLinkId, url });
      return (await q.toolLineItem(this.d.sql, { platformId: platform.id, resourceLinkId })) ?? url;
    } catch (err) {
      this.d.log.warn('LTI line item not found or created; the round is not graded', { platform: platform.id, error: String(err) });
      return null;
    }
  }

  /**
   * What a resource launch opens: the item this tool linked for THIS platform through deep linking (`custom.link`,
   * recorded in lti_links), or a built-in game by its key (`custom.game`: the same for everybody, an LMS admin may
   * configure it by hand). A lesson or a teacher's own game named by id alone is never opened (null): the custom
   * parameters are the LMS's to write, so another registration could name anyone's lesson.
   */
  private async launchedKey(platformId: string, custom: Record<string, unknown>): Promise<string | null> {
    const linkId = str(custom['link']);
    if (linkId !== undefined) return UUID.test(linkId) ? q.linkedItem(this.d.sql, { id: linkId, platformId }) : null;
    const game = str(custom['game']);
    return game !== undefined && !isLessonKey(game) && !game.startsWith('custom:') ? game : null;
  }

  /** The account of (issuer, sub), created on the first launch (no e-mail); the name from the claims. */
  private async accountFor(issuer: string, sub: string, role: 'teacher' | 'student', claims: JWTPayload): Promise<string> {
    const existing = await q.getLtiAccount(this.d.sql, { issuer, sub });
    if (existing) return existing;
    const firstName = limited(claims['given_name'], 100);
    const lastName = limited(claims['family_name'], 100);
    const displayName = limited(claims['name'], 201) ?? ([firstName, lastName].filter(Boolean).join(' ') || null);
    try {
      return await inTransaction(this.d.sql, (tx) => q.insertLtiAccount(tx, { issuer, sub, role, firstName, lastName, displayName }));
    } catch (err) {
      // Two first launches at once: the other one created it.
      const again = await q.getLtiAccount(this.d.sql, { issuer, sub });
      if (again) return again;
      throw err;
    }
  }

  /** The platform's JWKS, fetched and cached by jose (refetched when an unknown `kid` appears: key rotation). */
  private platformKeys(jwksUrl: string) {
    let set = this.platformKeySets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), {
        timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000,
        [customFetch]: (url, options) => this.d.outbound(url, { headers: Object.fromEntries(options.headers), maxBytes: ANSWER_MAX_BYTES }),
      });
      this.platformKeySets.set(jwksUrl, set);
    }
    return set;
  }

  private isOwnUrl(url: string): boolean {
    try {
      return new URL(url).origin === new URL(this.d.publicUrl).origin;
    } catch {
      return false;
    }
  }

  /** A JSON object from the LMS through the outbound client (bounded, no redirects); any failure is the registration's German page. */
  private async fetchJson(url: string, init: Omit<OutboundInit, 'maxBytes'>): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await this.d.outbound(url, { ...init, maxBytes: ANSWER_MAX_BYTES });
    } catch (err) {
      throw new LtiError(502, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, `request failed: ${(err as OutboundError).reason ?? String(err)}`);
    }
    if (!res.ok) throw new LtiError(502, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, `platform answered ${res.status}`);
    const value = await jsonObjectOf(res);
    if (!value) throw new LtiError(502, ErrorCode.LTI_REGISTRATION_FAILED, GERMAN.registration, 'platform answered no JSON object');
    return value;
  }
}

/** The kit's result message (games/kit post-result.ts) as a round's result, validated like a lesson's report; 400 otherwise. */
function roundResultOf(message: unknown): GameRoundResult {
  const m = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
  const result = (typeof m['result'] === 'object' && m['result'] !== null ? m['result'] : {}) as Record<string, unknown>;
  const score = (typeof result['score'] === 'object' && result['score'] !== null ? result['score'] : {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const key of GAME_RESULT_KEYS) if (m[key] !== undefined) values[key] = m[key];
  const seconds = typeof result['duration'] === 'string' ? /^PT(\d+)S$/.exec(result['duration'])?.[1] : undefined;
  const parsed = GameResultInputSchema.omit({ roundId: true }).safeParse({
    quizId: m['quizId'], values, score: { raw: score['raw'], max: score['max'] }, success: result['success'],
    durationSeconds: seconds === undefined ? undefined : Number(seconds), seed: m['seed'], log: m['log'],
  });
  if (!parsed.success) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, parsed.error.issues[0]?.message ?? 'Invalid game result');
  return parsed.data;
}

/** The launch form as the route reads it: the LMS's fields, the binding from this browser's cookie or from the LMS's storage. */
export interface LaunchForm { id_token?: string; state?: string; cookieBinding?: string; storedBinding?: string }

/** The login initiation's parameters (LTI Core 5.1.1), kept to open the launch again in a window of its own. */
const LOGIN_PARAMS = new Set(['iss', 'login_hint', 'target_link_uri', 'lti_message_hint', 'client_id', 'lti_deployment_id']);

/** `lti_storage_target`: a frame name ('_parent' or the LMS's named storage frame), or null. */
function storageTargetOf(v: string | undefined): string | null {
  return v && /^[A-Za-z0-9_-]{1,100}$/.test(v) ? v : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const limited = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);
function httpUrl(v: string | undefined): string | undefined {
  if (!v) return undefined;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

function presentLinkResult(r: q.LinkResultRow): LinkResult {
  const given = r.payload.scoreGiven ?? 0;
  const max = r.payload.scoreMaximum ?? LTI_SCORE_MAXIMUM;
  return {
    student: displayName(r), score: `${given} / ${max}`, at: r.created_at, sentAt: r.sent_at,
    delivery: r.sent_at ? 'sent' : r.refused_at ? 'refused' : r.attempts > 0 ? 'retrying' : 'pending',
  };
}

/** A platform as the admin screen shows it (every field named). */
export function presentPlatform(p: q.PlatformRow) {
  return {
    id: p.id, issuer: p.issuer, client_id: p.client_id, name: p.name,
    auth_url: p.auth_url, token_url: p.token_url, jwks_url: p.jwks_url,
    deployment_ids: p.deployment_ids, registration: p.registration, enabled: p.enabled,
    created_at: p.created_at.toISOString(),
    product: p.product, registered_from: p.registered_from, configuration_url: p.configuration_url,
    pending_deployment_ids: p.pending_deployment_ids, auto_accept_deployments: p.auto_accept_deployments,
  };
}

/**
 * Whether `url` lies under `base`: the same origin (scheme, host, port) and base's path segments as its first
 * ones. Never a string prefix: 'https://lms.ch.evil.example' is not under 'https://lms.ch', nor '/moodle2' under '/moodle'.
 */
export function isUnder(url: string, base: string): boolean {
  try {
    const u = new URL(url);
    const b = new URL(base);
    if (u.origin !== b.origin || u.origin === 'null') return false;
    const baseSegments = b.pathname.split('/').filter(Boolean);
    const segments = u.pathname.split('/').filter(Boolean);
    return baseSegments.every((s, i) => segments[i] === s);
  } catch {
    return false;
  }
}

