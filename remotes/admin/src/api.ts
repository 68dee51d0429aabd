/**
 * Every API call of the admin area (routes under /api/admin, admin only),
 * through the typed client of `api/client` built from what the shell hands
 * over (AreaProps.api). Failures throw ApiError with the API's stable code
 * (LAST_ADMIN, CANNOT_CHANGE_OWN_ROLE, ...) so screens explain them in German.
 */
import type { AdminUser, AdminUserList, Role } from 'api/client';
import { createAreaClient, toApiError, type AreaApi } from '@platform/ui';

const client = createAreaClient;

/** The API's error (ApiError) of a failed response. */
async function failure(res: Response) {
  return toApiError(res.status, await res.json().catch(() => null));
}

/** Fields the admin may edit (spec 6); the server recomputes the display name. */
export interface AdminUserUpdate {
  first_name?: string | null;
  last_name?: string | null;
  bio?: string | null;
}

/** GET /api/admin/users: one page of users (newest first) matching `q`, plus the counters. */
export async function listUsers(
  api: AreaApi,
  params: { q: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AdminUserList> {
  const query = { page: String(params.page), pageSize: String(params.pageSize), ...(params.q ? { q: params.q } : {}) };
  const res = await client(api).api.admin.users.$get({ query }, { init: { signal } });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** PATCH /api/admin/users/{id}: first name, last name, bio. */
export async function updateUser(api: AreaApi, id: string, body: AdminUserUpdate): Promise<AdminUser> {
  const res = await client(api).api.admin.users[':id'].$patch({ param: { id }, json: body });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** PUT /api/admin/users/{id}/role (409 CANNOT_CHANGE_OWN_ROLE, LAST_ADMIN). */
export async function changeRole(api: AreaApi, id: string, role: Role): Promise<AdminUser> {
  const res = await client(api).api.admin.users[':id'].role.$put({ param: { id }, json: { role } });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** DELETE /api/admin/users/{id}: the user with all their data (409 CANNOT_DELETE_SELF, LAST_ADMIN; 404). */
export async function deleteUser(api: AreaApi, id: string): Promise<void> {
  const res = await client(api).api.admin.users[':id'].$delete({ param: { id } });
  if (!res.ok) throw await failure(res);
}

/** GET /api/admin/users/{id}/classes and /lessons: what the info panel shows for a teacher (or admin). */
export async function getTeacherInfo(api: AreaApi, id: string, signal?: AbortSignal) {
  const users = client(api).api.admin.users[':id'];
  const [classesRes, lessonsRes] = await Promise.all([
    users.classes.$get({ param: { id } }, { init: { signal } }),
    users.lessons.$get({ param: { id } }, { init: { signal } }),
  ]);
  if (!classesRes.ok) throw await failure(classesRes);
  if (!lessonsRes.ok) throw await failure(lessonsRes);
  const [{ classes }, { lessons }] = await Promise.all([classesRes.json(), lessonsRes.json()]);
  return { classes, lessons };
}

/** GET /api/admin/users/{id}/enrollments: what the info panel shows for a student. */
export async function getStudentInfo(api: AreaApi, id: string, signal?: AbortSignal) {
  const res = await client(api).api.admin.users[':id'].enrollments.$get({ param: { id } }, { init: { signal } });
  if (!res.ok) throw await failure(res);
  return res.json();
}

/** A teacher's class as the info panel lists it. */
export type AdminTeacherClass = Awaited<ReturnType<typeof getTeacherInfo>>['classes'][number];
/** A teacher's lesson as the info panel lists it. */
export type AdminTeacherLesson = Awaited<ReturnType<typeof getTeacherInfo>>['lessons'][number];
/** A student's enrollment as the info panel lists it. */
export type AdminEnrollment = Awaited<ReturnType<typeof getStudentInfo>>['enrollments'][number];
