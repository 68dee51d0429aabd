import { AppError, ErrorCode, type Role } from '../contract/index.ts';
import type { Caller } from '../context.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/admin.ts';
import { listTeacherClasses } from '../db/queries/classes.ts';
import type { Logger } from '../logger.ts';
import type { StorageDriver } from '../storage/index.ts';
import { removeOrphanedFiles, removeOrphanedPrefix } from '../storage/index.ts';
import { iso } from '../presenters.ts';
import { teacherName } from './names.ts';

/** Serializes changes that could remove the last admin (two admins demoting each other at once). */
const ADMIN_SET_LOCK = 727_002;

const present = (u: q.AdminUserRow) => ({ ...u, created_at: iso(u.created_at) });

/** User administration: listing, editing, role changes and deleting a user with all their data. */
export class AdminService {
  constructor(private readonly sql: Sql, private readonly storage: StorageDriver, private readonly log: Logger) {}

  async list(params: { q?: string; page: number; pageSize: number }) {
    const offset = (params.page - 1) * params.pageSize;
    const [{ users, total }, counts] = await Promise.all([
      q.listUsers(this.sql, { q: params.q || undefined, limit: params.pageSize, offset }),
      q.countUsersByRole(this.sql),
    ]);
    return { users: users.map(present), total, page: params.page, pageSize: params.pageSize, counts };
  }

  async update(id: string, patch: { first_name?: string | null; last_name?: string | null; bio?: string | null }) {
    const row = await this.sql.begin((tx) => q.updateUserProfile(tx as unknown as Sql, { id, patch }));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 404, 'User not found');
    return present(row);
  }

  async changeRole(caller: Caller, id: string, role: Role) {
    if (id === caller.userId) throw new AppError(ErrorCode.CANNOT_CHANGE_OWN_ROLE, 409, 'Admins cannot change their own role');
    const row = await this.sql.begin(async (tx) => {
      const t = tx as unknown as Sql;
      await t`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`;
      const target = await q.getAdminUser(t, { id });
      if (!target) throw new AppError(ErrorCode.NOT_FOUND, 404, 'User not found');
      if (target.role === 'admin' && role !== 'admin') await this.assertNotLastAdmin(t);
      return q.setUserRole(t, { id, role });
    });
    return present(row!);
  }

  /**
   * Deletes the user and everything that is theirs in one transaction (the
   * auth user cascades to profile, sessions, classes with every dependent,
   * lessons, blocks, games, enrollments, submissions, interactions). Their
   * stored files are removed after the commit, with retries.
   */
  async deleteUser(caller: Caller, id: string) {
    if (id === caller.userId) throw new AppError(ErrorCode.CANNOT_DELETE_SELF, 409, 'Admins cannot delete themselves');
    const files = await this.sql.begin(async (tx) => {
      const t = tx as unknown as Sql;
      await t`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`;
      const target = await q.getAdminUser(t, { id });
      if (!target) throw new AppError(ErrorCode.NOT_FOUND, 404, 'User not found');
      if (target.role === 'admin') await this.assertNotLastAdmin(t);
      const stored = await q.storedFilesOfUser(t, { userId: id });
      await t`delete from auth_users where id = ${id}`;
      return stored;
    });
    await this.removeFilesOf(id, files);
  }

  async teacherClasses(id: string) {
    const rows = await listTeacherClasses(this.sql, { teacherId: id });
    return rows.map((r) => ({
      id: r.id, name: r.name, class_code: r.class_code, created_at: iso(r.created_at),
      student_count: r.student_count, lesson_count: r.lesson_count,
    }));
  }

  async teacherLessons(id: string) {
    return (await q.listTeacherLessons(this.sql, { teacherId: id })).map((l) => ({ ...l, created_at: iso(l.created_at) }));
  }

  async studentEnrollments(id: string) {
    return (await q.listStudentEnrollments(this.sql, { studentId: id })).map((e) => ({
      id: e.id, class_id: e.class_id, class_name: e.class_name, status: e.status,
      joined_at: iso(e.joined_at), removed_at: e.removed_at ? iso(e.removed_at) : null,
      teacher_name: teacherName({ first_name: e.teacher_first_name, last_name: e.teacher_last_name, display_name: e.teacher_display_name }),
    }));
  }

  private async assertNotLastAdmin(t: Sql) {
    const [row] = await t<{ n: number }[]>`select count(*)::int as n from user_profiles where role = 'admin'`;
    if (row!.n <= 1) throw new AppError(ErrorCode.LAST_ADMIN, 409, 'The last admin cannot be removed or demoted');
  }

  private async removeFilesOf(userId: string, files: Awaited<ReturnType<typeof q.storedFilesOfUser>>) {
    await removeOrphanedFiles(this.storage, 'submissions', files.submissionPaths, this.log);
    await removeOrphanedFiles(this.storage, 'content', files.contentPaths, this.log);
    const prefixes: [Parameters<StorageDriver['removePrefix']>[0], string][] = [
      ['avatars', `${userId}/`],
      ['content', `teachers/${userId}/`],
      ['teacher-media', `${userId}/`],
      ...files.classIds.map((cid) => ['submissions', `${cid}/`] as [Parameters<StorageDriver['removePrefix']>[0], string]),
    ];
    for (const [area, prefix] of prefixes) await removeOrphanedPrefix(this.storage, area, prefix, this.log);
  }
}
