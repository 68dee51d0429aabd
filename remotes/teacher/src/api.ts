/**
 * Every API call of the teacher area, through the typed client of `api/client`
 * built from what the shell hands over (AreaProps.api).
 */
import { createApiClient, type ClassSummary } from 'api/client';
import { toApiError, type AreaApi } from '@platform/ui';

function client(api: AreaApi) {
  return createApiClient({
    baseUrl: api.baseUrl,
    getAccessToken: api.getAccessToken,
    // The shell's fetch adds the Bearer token and refreshes once on 401.
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      api.fetch(input instanceof Request ? input.url : String(input), init)) as typeof fetch,
  });
}

/** GET /api/teacher/classes → the teacher's classes, newest first. */
export async function listTeacherClasses(api: AreaApi): Promise<ClassSummary[]> {
  const res = await client(api).api.teacher.classes.$get();
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null));
  return (await res.json()).classes;
}
