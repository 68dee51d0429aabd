import { createRoute, z } from '@hono/zod-openapi';
import {
  CustomGameInputSchema, CustomGameSchema, CustomGameSummarySchema, ImportRequestSchema, ImportResultSchema, INTERCHANGE_FORMATS,
} from '../../contract/custom-games.ts';
import { authenticate, callerOf, requireRole, servesLti } from '../../middleware/authenticate.ts';
import { bearer, body, createRouter, errors, IdParams, json, optionalBearer } from '../openapi-helpers.ts';

const teacherOnly = requireRole('teacher');
const route = <const R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ tags: ['custom-games'], security: bearer, ...r });

const listOwn = route({
  method: 'get', path: '/teacher/custom-games', middleware: teacherOnly,
  summary: "The teacher's own custom games, newest first, with the number of lessons using each (also the lesson editor's game picker)",
  responses: { 200: json(z.object({ games: z.array(CustomGameSummarySchema) }), 'Own games'), ...errors(401, 403) },
});
const create = route({
  method: 'post', path: '/teacher/custom-games', middleware: teacherOnly,
  summary: 'Create a matching or multiple-choice game (saved public; unfilled entries are dropped before the counts are checked)',
  request: body(CustomGameInputSchema),
  responses: { 201: json(CustomGameSchema, 'The new game'), ...errors(400, 401, 403) },
});
const update = route({
  method: 'put', path: '/teacher/custom-games/{id}', middleware: teacherOnly,
  summary: 'Replace an own game (name, description, type, entries, settings)',
  request: { params: IdParams, ...body(CustomGameInputSchema) },
  responses: { 200: json(CustomGameSchema, 'The game'), ...errors(400, 401, 403, 404) },
});
const remove = route({
  method: 'delete', path: '/teacher/custom-games/{id}', middleware: teacherOnly,
  summary: 'Delete an own game and, in the same transaction, every lesson block that points to it',
  request: { params: IdParams },
  responses: { 200: json(z.object({ removed_blocks: z.number().int() }), 'Deleted'), ...errors(401, 403, 404) },
});
const read = route({
  method: 'get', path: '/custom-games/{id}', security: optionalBearer,
  // servesLti: a game block of a lesson an LMS launched loads its game (the policy: only the launch's games).
  middleware: servesLti,
  summary: 'A game to play: public games without sign-in, a private one only for its owner (404 CUSTOM_GAME_NOT_FOUND otherwise). ' +
    'Both /games/custom/{id} and /custom-game/{id} of the shell read through this.',
  request: { params: IdParams },
  responses: { 200: json(CustomGameSchema, 'The game'), ...errors(404) },
});

const importFile = route({
  method: 'post', path: '/teacher/custom-games/import', middleware: teacherOnly,
  summary: 'Read multiple-choice questions and matching pairs from a Moodle XML or CSV file (nothing is stored); unsupported questions are named in the German summary',
  request: body(ImportRequestSchema),
  responses: { 200: json(ImportResultSchema, 'What the file holds'), ...errors(400, 401, 403) },
});
const exportFile = route({
  method: 'get', path: '/teacher/custom-games/{id}/export', middleware: teacherOnly,
  summary: 'An own game as a Moodle XML or CSV file (download)',
  request: {
    params: IdParams,
    query: z.object({ format: z.enum(INTERCHANGE_FORMATS).openapi({ param: { name: 'format', in: 'query' } }) }),
  },
  responses: { 200: { description: 'The file', content: { 'application/xml': { schema: z.string() }, 'text/csv': { schema: z.string() } } }, ...errors(400, 401, 403, 404) },
});

export const customGameRoutes = createRouter()
  .openapi(importFile, async (c) => {
    const { format, text } = c.req.valid('json');
    return c.json(c.var.deps.customGames.importFile(callerOf(c), format, text), 200);
  })
  .openapi(exportFile, async (c) => {
    const file = await c.var.deps.customGames.exportFile(callerOf(c), c.req.valid('param').id, c.req.valid('query').format);
    return c.body(file.body, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    });
  })
  .openapi(listOwn, async (c) => c.json({ games: await c.var.deps.customGames.listOwn(callerOf(c)) }, 200))
  .openapi(create, async (c) => c.json(await c.var.deps.customGames.create(callerOf(c), c.req.valid('json')), 201))
  .openapi(update, async (c) => c.json(await c.var.deps.customGames.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(remove, async (c) => c.json(await c.var.deps.customGames.delete(callerOf(c), c.req.valid('param').id), 200))
  .openapi(read, async (c) => {
    return c.json(await c.var.deps.customGames.read(await authenticate(c), c.req.valid('param').id), 200);
  });
