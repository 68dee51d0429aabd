/**
 * In-memory answers for the admin API on the standalone dev page (?mock):
 * a few hundred generated users, search, paging, edit, role change and delete,
 * with the same error codes as the real API. Never part of the federated build.
 */
import type { AdminUser, Role } from 'api/client';

const FIRST = ['Anna', 'Luca', 'Mia', 'Noah', 'Lea', 'Elias', 'Lina', 'Levin', 'Emma', 'Nino', 'Sara', 'Jonas'];
const LAST = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Steiner', 'Fischer', 'Brunner'];

export const SELF_ID = '00000000-0000-4000-8000-000000000001';

function makeUsers(): AdminUser[] {
  const users: AdminUser[] = [];
  for (let i = 0; i < 230; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const role: Role = i % 9 === 0 ? 'teacher' : 'student';
    const unnamed = i % 37 === 5;
    users.push({
      id: `00000000-0000-4000-8000-${String(1000 + i).padStart(12, '0')}`,
      // Every 13th is a student account created by a teacher: a username, no e-mail.
      email: i % 13 === 6 ? null : `${first}.${last}${i}@schule.ch`.toLowerCase(),
      username: i % 13 === 6 ? `${first}.${last}${i % 90}`.toLowerCase() : null,
      role,
      first_name: unnamed ? null : first,
      last_name: unnamed || i % 23 === 4 ? null : last,
      display_name: unnamed ? null : `${first} ${last}`,
      bio: i % 11 === 0 ? 'Unterrichtet Geografie und Geschichte an der Sekundarschule.' : null,
      avatar_url: null,
      created_at: new Date(Date.UTC(2025, 8, 1) - i * 36e5 * 7).toISOString(),
    });
  }
  users.splice(3, 0, {
    id: SELF_ID,
    email: 'alex@example.ch',
    username: null,
    role: 'admin',
    first_name: 'Alex',
    last_name: 'Muster',
    display_name: 'Alex Muster',
    bio: null,
    avatar_url: null,
    created_at: '2025-01-15T08:00:00Z',
  });
  return users;
}

let users = makeUsers();

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fail = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

function counts() {
  const by = (role: Role) => users.filter((u) => u.role === role).length;
  return { total: users.length, teachers: by('teacher'), students: by('student'), admins: by('admin') };
}

/** Answers one admin API request, or null when the path is not an admin route. */
export async function mockAdminApi(url: URL, init?: RequestInit): Promise<Response | null> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const parts = url.pathname.replace(/^\/api\/admin\/users\/?/, '').split('/').filter(Boolean);
  if (!url.pathname.startsWith('/api/admin/users')) return null;
  await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 350));
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};

  if (parts.length === 0 && method === 'GET') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 24);
    if (q === 'fehler') return fail(500, 'INTERNAL', 'Die Datenbank ist nicht erreichbar.');
    const matches = users.filter((u) =>
      [u.first_name, u.last_name, u.display_name, u.email, u.username].some((v) => v?.toLowerCase().includes(q)),
    );
    return json({ users: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pageSize, counts: counts() });
  }
  const [id, sub] = parts;
  const user = users.find((u) => u.id === id);
  if (!user) return fail(404, 'NOT_FOUND', 'User not found');
  if (!sub && method === 'PATCH') {
    Object.assign(user, body);
    user.display_name = [user.first_name, user.last_name].filter(Boolean).join(' ') || null;
    return json(user);
  }
  if (sub === 'role' && method === 'PUT') {
    if (id === SELF_ID) return fail(409, 'CANNOT_CHANGE_OWN_ROLE', 'Admins cannot change their own role');
    user.role = body.role as Role;
    return json(user);
  }
  if (!sub && method === 'DELETE') {
    if (id === SELF_ID) return fail(409, 'CANNOT_DELETE_SELF', 'Admins cannot delete themselves');
    users = users.filter((u) => u.id !== id);
    return json(null, 204);
  }
  if (sub === 'classes') {
    return json({
      classes: [
        { id: `${id}-c1`, name: 'Klasse 5a', class_code: 'G5A', created_at: '2025-02-01T08:00:00Z', student_count: 22, lesson_count: 7 },
        { id: `${id}-c2`, name: 'Geografie Sek 2', class_code: null, created_at: '2025-05-12T08:00:00Z', student_count: 1, lesson_count: 1 },
      ],
    });
  }
  if (sub === 'lessons') {
    return json({
      lessons: [
        { id: `${id}-l1`, name: 'Die Kantone der Schweiz', description: 'Lage, Hauptorte und Wappen', created_at: '2025-03-03T08:00:00Z' },
        { id: `${id}-l2`, name: 'Europas Flaggen', description: null, created_at: '2025-04-07T08:00:00Z' },
      ],
    });
  }
  if (sub === 'enrollments') {
    if (user.email?.startsWith('lea')) return fail(500, 'INTERNAL', 'boom');
    return json({
      enrollments: [
        { id: `${id}-e1`, class_id: 'c1', class_name: 'Klasse 5a', teacher_name: 'Luca Meier', status: 'active', joined_at: '2025-02-03T08:00:00Z', removed_at: null },
        { id: `${id}-e2`, class_id: 'c2', class_name: 'Französisch', teacher_name: 'Mia Keller', status: 'removed', joined_at: '2024-09-01T08:00:00Z', removed_at: '2025-01-20T08:00:00Z' },
      ],
    });
  }
  return fail(404, 'NOT_FOUND', 'Not found');
}
