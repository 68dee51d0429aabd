import { createRoute, z } from '@hono/zod-openapi';
import { AppError, ErrorCode, STORAGE_AREAS } from '../../contract/index.ts';
import { isSafeObjectPath, isStorageArea } from '../../storage/index.ts';
import { servedFileHeaders } from '../../storage/serve-policy.ts';
import { createRouter, errors, publicRoute } from '../openapi-helpers.ts';

const FileParams = z.object({
  area: z.enum(STORAGE_AREAS).openapi({ param: { name: 'area', in: 'path' } }),
  path: z.string().openapi({ param: { name: 'path', in: 'path' }, description: 'The object path; may contain slashes' }),
});
const FileQuery = z.object({
  exp: z.string().openapi({ param: { name: 'exp', in: 'query' }, description: 'Expiry, unix seconds' }),
  sig: z.string().openapi({ param: { name: 'sig', in: 'query' }, description: 'HMAC-SHA256, base64url' }),
});
const getFileDoc = createRoute({
  method: 'get', path: '/files/{area}/{path}', tags: ['files'], security: publicRoute,
  summary: 'A stored file behind a signed URL (as returned by the uploads). Images inline, everything else as a download',
  request: { params: FileParams, query: FileQuery },
  responses: {
    200: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    ...errors(403, 404),
  },
});
// The real route matches slashes in {path}; the signature is checked by hand (a bad URL is 403, not 400).
const getFile = createRoute({ ...getFileDoc, path: '/files/{area}/{path{.+}}', request: {}, hide: true });

const fileRouter = createRouter();
fileRouter.openAPIRegistry.registerPath(getFileDoc);

/** Stored files behind signed URLs (the signature is the permission: it was handed out by an authorized request). */
export const fileRoutes = fileRouter.openapi(getFile, async (c) => {
  const area = c.req.param('area') ?? '';
  const path = c.req.param('path') ?? '';
  const exp = c.req.query('exp');
  const { driver, urls } = c.var.deps.storage;
  if (!isStorageArea(area) || !isSafeObjectPath(path) || !urls.verify(area, path, exp, c.req.query('sig'))) {
    throw new AppError(ErrorCode.FILE_URL_INVALID, 403, 'File URL is invalid or has expired');
  }
  const file = await driver.get(area, path);
  if (!file) throw new AppError(ErrorCode.NOT_FOUND, 404, 'File not found');
  const headers = servedFileHeaders(file, path, Number(exp) - Math.floor(Date.now() / 1000));
  if (c.req.method === 'HEAD') {
    await file.body.cancel().catch(() => {});
    return new Response(null, { status: 200, headers });
  }
  return new Response(file.body, { status: 200, headers });
});
