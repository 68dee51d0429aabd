/**
 * Every API call of the admin area (routes under /api/admin, admin only),
 * through the typed client of `api/client` built from what the shell hands
 * over (AreaProps.api). Failures throw ApiError with the API's stable code
 * (LAST_ADMIN, CANNOT_CHANGE_OWN_ROLE, ...) so screens explain them in German.
 */
import type {
  AdminUser, AdminUserList, AdminUserUpdate, GameCreateInput, GameInspection, GameRegistryEntry, LtiPlatform, LtiPlatformInput, LtiPlatformList, LtiRegistrationLink, Role,
} from 'api/client';
import { createAreaClient, unwrap, type AreaApi } from '@platform/ui';

const client = createAreaClient;

/** GET /api/admin/users: one page of users (newest first) matching `q`, plus the counters. */
export async function listUsers(
  api: AreaApi,
  params: { q: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AdminUserList> {
  const query = { page: String(params.page), pageSize: String(params.pageSize), ...(params.q ? { q: params.q } : {}) };
  const res = await client(api).api.admin.users.$get({ query }, { init: { signal } });
  return unwrap(res);
}

/** PATCH /api/admin/users/{id}: first name, last name, bio. */
export async function updateUser(api: AreaApi, id: string, body: AdminUserUpdate): Promise<AdminUser> {
  const res = await client(api).api.admin.users[':id'].$patch({ param: { id }, json: body });
  return unwrap(res);
}

/** PUT /api/admin/users/{id}/role (409 CANNOT_CHANGE_OWN_ROLE, LAST_ADMIN). */
export async function changeRole(api: AreaApi, id: string, role: Role): Promise<AdminUser> {
  const res = await client(api).api.admin.users[':id'].role.$put({ param: { id }, json: { role } });
  return unwrap(res);
}

/** DELETE /api/admin/users/{id}: the user with all their data (409 CANNOT_DELETE_SELF, LAST_ADMIN; 404). */
export async function deleteUser(api: AreaApi, id: string): Promise<void> {
  const res = await client(api).api.admin.users[':id'].$delete({ param: { id } });
  await unwrap(res);
}

/** GET /api/admin/users/{id}/classes and /lessons: what the info panel shows for a teacher (or admin). */
export async function getTeacherInfo(api: AreaApi, id: string, signal?: AbortSignal) {
  const users = client(api).api.admin.users[':id'];
  const [classesRes, lessonsRes] = await Promise.all([
    users.classes.$get({ param: { id } }, { init: { signal } }),
    users.lessons.$get({ param: { id } }, { init: { signal } }),
  ]);
  const [{ classes }, { lessons }] = await Promise.all([unwrap(classesRes), unwrap(lessonsRes)]);
  return { classes, lessons };
}

/** GET /api/admin/users/{id}/enrollments: what the info panel shows for a student. */
export async function getStudentInfo(api: AreaApi, id: string, signal?: AbortSignal) {
  const res = await client(api).api.admin.users[':id'].enrollments.$get({ param: { id } }, { init: { signal } });
  return unwrap(res);
}


/** GET /api/admin/lti/platforms: registered LMS platforms and the tool's registration URL. */
export async function listLtiPlatforms(api: AreaApi, signal?: AbortSignal): Promise<LtiPlatformList> {
  const res = await client(api).api.admin.lti.platforms.$get({}, { init: { signal } });
  return unwrap(res);
}

/** POST /api/admin/lti/registration-links: 'Registrierungslink erzeugen' (one-time, expiring). */
export async function createLtiRegistrationLink(api: AreaApi): Promise<LtiRegistrationLink> {
  const res = await client(api).api.admin.lti['registration-links'].$post();
  return unwrap(res);
}

/** POST /api/admin/lti/platforms: manual registration (409 LTI_PLATFORM_EXISTS). */
export async function registerLtiPlatform(api: AreaApi, body: LtiPlatformInput): Promise<LtiPlatform> {
  const res = await client(api).api.admin.lti.platforms.$post({ json: body });
  return unwrap(res);
}

/** PATCH /api/admin/lti/platforms/{id}: enable or disable. */
export async function setLtiPlatformEnabled(api: AreaApi, id: string, enabled: boolean): Promise<LtiPlatform> {
  const res = await client(api).api.admin.lti.platforms[':id'].$patch({ param: { id }, json: { enabled } });
  return unwrap(res);
}

/** PATCH /api/admin/lti/platforms/{id}: 'Neue Bereitstellungen automatisch annehmen'. */
export async function setLtiAutoAccept(api: AreaApi, id: string, auto: boolean): Promise<LtiPlatform> {
  const res = await client(api).api.admin.lti.platforms[':id'].$patch({ param: { id }, json: { auto_accept_deployments: auto } });
  return unwrap(res);
}

/** POST /api/admin/lti/platforms/{id}/deployments: add one, or confirm a pending one. */
export async function addLtiDeployment(api: AreaApi, id: string, deploymentId: string): Promise<LtiPlatform> {
  const res = await client(api).api.admin.lti.platforms[':id'].deployments.$post({ param: { id }, json: { deployment_id: deploymentId } });
  return unwrap(res);
}

/** DELETE /api/admin/lti/platforms/{id}/deployments/{deploymentId}. */
export async function removeLtiDeployment(api: AreaApi, id: string, deploymentId: string): Promise<LtiPlatform> {
  const res = await client(api).api.admin.lti.platforms[':id'].deployments[':deploymentId'].$delete({ param: { id, deploymentId } });
  return unwrap(res);
}

/** DELETE /api/admin/lti/platforms/{id}. */
export async function removeLtiPlatform(api: AreaApi, id: string): Promise<void> {
  const res = await client(api).api.admin.lti.platforms[':id'].$delete({ param: { id } });
  await unwrap(res);
}

/** GET /api/admin/games: the game registry with versions and their failed loads (24 h). */
export async function listRegistryGames(api: AreaApi, signal?: AbortSignal): Promise<GameRegistryEntry[]> {
  const res = await client(api).api.admin.games.$get({}, { init: { signal } });
  return (await unwrap(res)).games;
}

/** POST /api/admin/games/inspect: 'Prüfen' (422 with a German reason; nothing saved). */
export async function inspectGameBundle(api: AreaApi, manifestUrl: string): Promise<GameInspection> {
  const res = await client(api).api.admin.games.inspect.$post({ json: { manifest_url: manifestUrl } });
  return unwrap(res);
}

/** POST /api/admin/games: 'Spiel hinzufügen'. */
export async function addRegistryGame(api: AreaApi, body: Partial<GameCreateInput> & Pick<GameCreateInput, 'key' | 'title' | 'provider' | 'quiz_id' | 'manifest_url'>): Promise<GameRegistryEntry> {
  const res = await client(api).api.admin.games.$post({ json: body as GameCreateInput });
  return unwrap(res);
}

/** POST /api/admin/games/{key}/versions: a new version (not active until 'Aktivieren'). */
export async function addGameVersion(api: AreaApi, key: string, body: { manifest_url: string; label: string; embed_url?: string }): Promise<GameRegistryEntry> {
  const res = await client(api).api.admin.games[':key'].versions.$post({ param: { key }, json: { ...body, activate: false } });
  return unwrap(res);
}

/** POST /api/admin/games/{key}/versions/{versionId}/activate: 'Aktivieren' (rollback = the previous one). */
export async function activateGameVersion(api: AreaApi, key: string, versionId: string): Promise<GameRegistryEntry> {
  const res = await client(api).api.admin.games[':key'].versions[':versionId'].activate.$post({ param: { key, versionId } });
  return unwrap(res);
}

/** PATCH /api/admin/games/{key}: 'Deaktivieren' / 'Wieder einschalten'. */
export async function setGameEnabled(api: AreaApi, key: string, enabled: boolean): Promise<GameRegistryEntry> {
  const res = await client(api).api.admin.games[':key'].$patch({ param: { key }, json: { enabled } });
  return unwrap(res);
}
