import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { AppError, ErrorBodySchema, ErrorCode } from '../contract/index.ts';
import type { AppEnv } from '../context.ts';

/** A JSON response entry for createRoute. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** Documented error responses (all share the one error body). */
export function errors(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[]) {
  return Object.fromEntries(statuses.map((s) => [s, json(ErrorBodySchema, `Error (${s})`)])) as Record<
    (typeof statuses)[number],
    ReturnType<typeof json<typeof ErrorBodySchema>>
  >;
}

export const bearer = [{ bearer: [] }];
export const publicRoute = [] as { [k: string]: string[] }[];
/** Bearer if present, anonymous otherwise (OpenAPI: an empty requirement makes auth optional). */
export const optionalBearer = [{ bearer: [] }, {}] as { [k: string]: string[] }[];

type HookResult = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * A validation hook that gives chosen fields their own stable error code (the UI
 * shows a different German text for them); other fields get VALIDATION_FAILED.
 */
export function fieldErrorCodes(codes: Partial<Record<string, ErrorCode>>) {
  return (result: HookResult): undefined => {
    if (result.success) return undefined;
    const issue = result.error!.issues[0]!;
    const code = codes[String(issue.path[0] ?? '')];
    throw new AppError(code ?? ErrorCode.VALIDATION_FAILED, 400, code ? issue.message : `${issue.path.join('.')}: ${issue.message}`);
  };
}

/** A router whose zod failures become 400 VALIDATION_FAILED with the first issue as message. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.join('.') || 'body';
        throw new AppError(ErrorCode.VALIDATION_FAILED, 400, `${where}: ${issue?.message ?? 'invalid'}`);
      }
    },
  });
}
