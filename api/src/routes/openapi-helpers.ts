import { OpenAPIHono, z } from '@hono/zod-openapi';
import { AppError, ErrorBodySchema, ErrorCode } from '../contract/index.ts';
import type { AppEnv } from '../context.ts';

/**
 * The building blocks every route file uses: response and body entries, id
 * params, security requirements, and how validation failures become API errors.
 */

/** A JSON response entry for createRoute. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** A required JSON request body for createRoute. */
export function body<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/** A required multipart/form-data request body (uploads). */
export function multipart<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'multipart/form-data': { schema } }, required: true } };
}

/**
 * A multipart/form-data body that the handler streams itself (uploads): documented with a
 * plain OpenAPI schema, which zod-openapi does not validate, so nothing parses (and buffers) the body first.
 */
export function streamedMultipart(textFields: Record<string, string> = {}) {
  const properties: Record<string, { type: 'string'; format?: string; description: string }> = {
    file: { type: 'string', format: 'binary', description: 'The file (multipart field "file")' },
  };
  for (const [name, description] of Object.entries(textFields)) properties[name] = { type: 'string', description };
  const schema = { type: 'object' as const, properties, required: ['file', ...Object.keys(textFields)] };
  return { body: { content: { 'multipart/form-data': { schema } }, required: true } };
}

const uuidParam = (name: string) => z.uuid().openapi({ param: { name, in: 'path' } });

/** Path params that are all UUIDs, e.g. `uuidParams('id', 'studentId')` for /classes/{id}/students/{studentId}. */
export function uuidParams<const K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, uuidParam(n)])) as { [P in K]: ReturnType<typeof uuidParam> });
}

/** `{id}` as a UUID: the most common path param. */
export const IdParams = uuidParams('id');

/** Documented error responses (all share the one error body). */
export function errors(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503)[]) {
  return Object.fromEntries(statuses.map((s) => [s, json(ErrorBodySchema, `Error (${s})`)])) as Record<
    (typeof statuses)[number],
    ReturnType<typeof json<typeof ErrorBodySchema>>
  >;
}

export const bearer = [{ bearer: [] }];
export const publicRoute = [] as { [k: string]: string[] }[];
/** Bearer if present, anonymous otherwise (OpenAPI: an empty requirement makes auth optional). */
export const optionalBearer = [{ bearer: [] }, {}] as { [k: string]: string[] }[];

type Issue = { path: PropertyKey[]; message: string };
type HookResult = { success: boolean; error?: { issues: Issue[] } };

/** The generic 400: the first issue, prefixed with where it is. */
export function validationFailed(issue: Issue | undefined): AppError {
  const where = issue?.path.join('.') || 'body';
  return new AppError(ErrorCode.VALIDATION_FAILED, 400, `${where}: ${issue?.message ?? 'invalid'}`);
}

/** A field's own error: a stable code (the UI shows a different German text for it), optionally with a fixed message. */
type FieldError = ErrorCode | { code: ErrorCode; message: string };

/**
 * A validation hook that gives chosen top-level fields their own error; other
 * fields get VALIDATION_FAILED.
 */
export function fieldErrorCodes(fields: Partial<Record<string, FieldError>>) {
  return (result: HookResult): undefined => {
    if (result.success) return undefined;
    const issue = result.error!.issues[0]!;
    const field = fields[String(issue.path[0] ?? '')];
    if (!field) throw validationFailed(issue);
    throw typeof field === 'string' ? new AppError(field, 400, issue.message) : new AppError(field.code, 400, field.message);
  };
}

/** A router whose zod failures become 400 VALIDATION_FAILED with the first issue as message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(result.error.issues[0]);
    },
  });
}
