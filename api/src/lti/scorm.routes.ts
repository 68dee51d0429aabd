import { createRoute, z } from '@hono/zod-openapi';
import { Readable } from 'node:stream';
import { callerOf, requireRole } from '../middleware/authenticate.ts';
import { bearer, createRouter, errors, IdParams } from '../routes/openapi-helpers.ts';
import { attachmentHeaders } from '../storage/serve-policy.ts';
import type { ScormDownload } from './scorm-service.ts';

const teacherOnly = requireRole('teacher');
const zipResponse = { 200: { description: 'The SCORM 1.2 package (zip)', content: { 'application/zip': { schema: { type: 'string' as const, format: 'binary' } } } } };

const builtIn = createRoute({
  method: 'get', path: '/teacher/games/{key}/scorm', tags: ['games', 'lti'], security: bearer, middleware: teacherOnly,
  summary: "A built-in game as a SCORM 1.2 package ('SCORM-Paket herunterladen'): plays without the platform, reports score and status",
  request: { params: z.object({ key: z.string().min(1).max(60).openapi({ param: { name: 'key', in: 'path' } }) }) },
  responses: { ...zipResponse, ...errors(401, 403, 404) },
});
const custom = createRoute({
  method: 'get', path: '/teacher/custom-games/{id}/scorm', tags: ['custom-games', 'lti'], security: bearer, middleware: teacherOnly,
  summary: "An own game as a SCORM 1.2 package, its content baked in ('SCORM-Paket herunterladen')",
  request: { params: IdParams },
  responses: { ...zipResponse, ...errors(401, 403, 404) },
});

/** The zip, streamed while yazl builds it (as the file block's 'alle herunterladen'). */
function download(file: ScormDownload): Response {
  const body = Readable.toWeb(file.stream) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers: { ...attachmentHeaders(file.fileName, 'application/zip'), 'cache-control': 'no-store' } });
}

/** SCORM packages of games, for LMSs that grade through SCORM (api/src/lti/scorm-package.ts). */
export const scormRoutes = createRouter()
  .openapi(builtIn, async (c) => download(await c.var.deps.scorm.builtIn(callerOf(c), c.req.valid('param').key)))
  .openapi(custom, async (c) => download(await c.var.deps.scorm.custom(callerOf(c), c.req.valid('param').id)));
