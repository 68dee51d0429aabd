/**
 * Every API call of the student area, through the typed client of `api/client`
 * built from what the shell hands over (AreaProps.api).
 */
import { createApiClient, type StudentClassSummary } from 'api/client';
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

/** GET /api/student/classes → the student's active classes, newest joined first. */
export async function listStudentClasses(api: AreaApi): Promise<StudentClassSummary[]> {
  const res = await client(api).api.student.classes.$get();
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null));
  return (await res.json()).classes;
}
