import { createRoute, z } from '@hono/zod-openapi';
import {
  GameCreateInputSchema, GameFailureReportSchema, GameInspectInputSchema, GameInspectionSchema, GameRegistryEntrySchema,
  GameRegistryListSchema, GameUpdateSchema, GameVersionInputSchema,
} from '../../contract/index.ts';
import { authenticate, callerOf, requireRole, servesLti } from '../../middleware/authenticate.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { authorize } from '../../services/authorization.ts';
import { bearer, body, createRouter, errors, json, optionalBearer, uuidParams } from '../openapi-helpers.ts';

const adminOnly = requireRole('admin');
const route = <const R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ tags: ['games'], security: bearer, ...r });
const KeyParams = z.object({ key: z.string().min(1).max(63) });
const VersionParams = KeyParams.extend(uuidParams('versionId').shape);
/** Failure reports per source address and minute (a whole school's pages share one). */
const FAILURE_REPORTS_PER_MINUTE = 60;

const list = route({
  method: 'get', path: '/admin/games', middleware: adminOnly,
  summary: 'The game registry: every game (built-in ones too) with its versions and their failed loads in the last 24 h',
  responses: { 200: json(GameRegistryListSchema, 'Games'), ...errors(401, 403) },
});
const inspect = route({
  method: 'post', path: '/admin/games/inspect', middleware: adminOnly,
  summary: "'Prüfen': what the bundle at a manifest URL is (reachable, CORS, './Game', React range, contract version, SRI hash); saves nothing. " +
    '422 with a German reason: GAME_BUNDLE_UNREACHABLE, GAME_BUNDLE_NO_CORS, GAME_BUNDLE_INVALID, GAME_BUNDLE_NO_GAME, GAME_BUNDLE_REACT_MISMATCH, GAME_CONTRACT_UNSUPPORTED',
  request: body(GameInspectInputSchema),
  responses: { 200: json(GameInspectionSchema, 'What was found'), ...errors(400, 401, 403, 422) },
});
const create = route({
  method: 'post', path: '/admin/games', middleware: adminOnly,
  summary: "'Spiel hinzufügen': checks the bundle like 'Prüfen', then stores the game with this version active",
  request: body(GameCreateInputSchema),
  responses: { 201: json(GameRegistryEntrySchema, 'The game'), ...errors(400, 401, 403, 409, 422) },
});
const update = route({
  method: 'patch', path: '/admin/games/{key}', middleware: adminOnly,
  summary: "'Deaktivieren' / 'Aktivieren' a game (a disabled one leaves the manifest and the pickers; its blocks show a notice), or change its trust level",
  request: { params: KeyParams, ...body(GameUpdateSchema) },
  responses: { 200: json(GameRegistryEntrySchema, 'The game'), ...errors(400, 401, 403, 404) },
});
const addVersion = route({
  method: 'post', path: '/admin/games/{key}/versions', middleware: adminOnly,
  summary: 'A new version of the game (checked like \'Prüfen\'; same federation name), active right away only with activate: true',
  request: { params: KeyParams, ...body(GameVersionInputSchema) },
  responses: { 201: json(GameRegistryEntrySchema, 'The game'), ...errors(400, 401, 403, 404, 409, 422) },
});
const activate = route({
  method: 'post', path: '/admin/games/{key}/versions/{versionId}/activate', middleware: adminOnly,
  summary: "'Aktivieren': pages load this version from their next load on (rollback = activate the previous one)",
  request: { params: VersionParams },
  responses: { 200: json(GameRegistryEntrySchema, 'The game'), ...errors(401, 403, 404) },
});
const reportFailure = route({
  method: 'post', path: '/games/failures', security: optionalBearer,
  // servesLti: the lesson view of a lesson an LMS launched reports a game that did not load.
  middleware: servesLti,
  summary: 'A page could not load or mount a game (or its bytes did not match the recorded hash); counted for the admin screen. Rate-limited per source.',
  request: body(GameFailureReportSchema),
  responses: { 204: { description: 'Recorded' }, ...errors(400, 429) },
});

export const gameRoutes = createRouter()
  .openapi(list, async (c) => c.json({ games: await c.var.deps.games.list(callerOf(c)) }, 200))
  .openapi(inspect, async (c) => {
    const found = await c.var.deps.games.inspect(callerOf(c), c.req.valid('json').manifest_url);
    return c.json({
      manifest_url: found.manifestUrl, entry_url: found.entryUrl, federation_name: found.federationName, title: found.title, quiz_id: found.quizId,
      react_range: found.reactRange, contract_version: found.contractVersion, integrity: found.integrity, embed_url: found.embedUrl, checks: found.checks,
    }, 200);
  })
  .openapi(create, async (c) => c.json(await c.var.deps.games.create(callerOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) => c.json(await c.var.deps.games.update(callerOf(c), c.req.valid('param').key, c.req.valid('json')), 200))
  .openapi(addVersion, async (c) => c.json(await c.var.deps.games.addVersion(callerOf(c), c.req.valid('param').key, c.req.valid('json')), 201))
  .openapi(activate, async (c) => {
    const { key, versionId } = c.req.valid('param');
    return c.json(await c.var.deps.games.activate(callerOf(c), key, versionId), 200);
  })
  .openapi(reportFailure, async (c) => {
    const caller = await authenticate(c);
    authorize(caller ?? { userId: '', sessionId: '', email: '', profile: null }, 'reportFailure', { type: 'game-registry' });
    await c.var.deps.limiter.consume([[{ bucket: 'game-failures', parts: [clientIp(c)] }, FAILURE_REPORTS_PER_MINUTE]]);
    await c.var.deps.games.reportFailure(caller, c.req.valid('json'));
    return c.body(null, 204);
  });
