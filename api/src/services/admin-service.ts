import type { Role } from '../contract/index.ts';
import { AppError, ErrorCode } from '../contract/index.ts';
import type { Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/admin.ts';
import { listTeacherClasses } from '../db/queries/classes.ts';
import { lockForTransaction } from '../db/queries/locks.ts';
import { inTransaction } from '../db/transaction.ts';
import { presentAdminEnrollment, presentAdminTeacherClass, presentAdminTeacherLesson, presentAdminUser } from '../presenters.ts';
import type { RemoveOrphans } from '../storage/index.ts';
import { authorize, found } from './authorization.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** User administration: listing, editing, role changes and deleting a user with all their data. */
export class AdminService {
  constructor(private readonly sql: Sql, private readonly removeOrphans: RemoveOrphans, private readonly limiter: RateLimiter) {}

  async list(caller: Caller, params: { q?: string; page: number; pageSize: number }) {
    authorize(caller, 'view', { type: 'user', id: null });
    const offset = (params.page - 1) * params.pageSize;
    const [{ users, total }, counts] = await Promise.all([
      q.listUsers(this.sql, { q: params.q || undefined, limit: params.pageSize, offset }),
      q.countUsersByRole(this.sql),
    ]);
    return {
      users: users.map(presentAdminUser), total, page: params.page, pageSize: params.pageSize,
      counts: { total: counts.total, teachers: counts.teachers, students: counts.students, admins: counts.admins },
    };
  }

  async update(caller: Caller, id: string, patch: { first_name?: string | null; last_name?: string | null; bio?: string | null }) {
    authorize(caller, 'edit', { type: 'user', id });
    const row = await inTransaction(this.sql, (tx) => q.updateUserProfile(tx, { id, patch }));
    return presentAdminUser(found(row, 'user'));
  }

  async changeRole(caller: Caller, id: string, role: Role) {
    authorize(caller, 'changeRole', { type: 'user', id });
    const row = await inTransaction(this.sql, async (tx) => {
      await lockForTransaction(tx, 'adminSet');
      const target = found(await q.getAdminUser(tx, { id }), 'user');
      if (target.role === 'admin' && role !== 'admin') await assertNotLastAdmin(tx);
      return q.setUserRole(tx, { id, role });
    });
    return presentAdminUser(row!);
  }

  /**
   * Deletes the user and everything that is theirs in one transaction (the
   * auth user cascades to profile, sessions, classes with every dependent,
   * lessons, blocks, games, enrollments, submissions, interactions). Their
   * stored files are removed after the commit, with retries.
   */
  async deleteUser(caller: Caller, id: string) {
    authorize(caller, 'delete', { type: 'user', id });
    await inTransaction(this.sql, async (tx, afterCommit) => {
      await lockForTransaction(tx, 'adminSet');
      const target = found(await q.getAdminUser(tx, { id }), 'user');
      if (target.role === 'admin') await assertNotLastAdmin(tx);
      const files = await q.storedFilesOfUser(tx, { userId: id });
      const email = await q.deleteAuthUser(tx, { id });
      // Rate-limit counters name the account by its (hashed) e-mail and id: nothing of the user stays.
      await this.limiter.forget([id, ...(email ? [email] : [])], tx);
      afterCommit(() => this.removeOrphans([
        { area: 'submissions', paths: files.submissionPaths },
        { area: 'content', paths: files.contentPaths },
        { area: 'avatars', prefix: `${id}/` },
        { area: 'content', prefix: `teachers/${id}/` },
        { area: 'teacher-media', prefix: `${id}/` },
        ...files.classIds.map((cid) => ({ area: 'submissions' as const, prefix: `${cid}/` })),
      ]));
    });
  }

  async teacherClasses(caller: Caller, id: string) {
    authorize(caller, 'view', { type: 'user', id });
    return (await listTeacherClasses(this.sql, { teacherId: id })).map(presentAdminTeacherClass);
  }

  async teacherLessons(caller: Caller, id: string) {
    authorize(caller, 'view', { type: 'user', id });
    return (await q.listTeacherLessons(this.sql, { teacherId: id })).map(presentAdminTeacherLesson);
  }

  async studentEnrollments(caller: Caller, id: string) {
    authorize(caller, 'view', { type: 'user', id });
    return (await q.listStudentEnrollments(this.sql, { studentId: id })).map(presentAdminEnrollment);
  }
}

async function assertNotLastAdmin(tx: Sql) {
  if ((await q.countAdmins(tx)) <= 1) throw new AppError(ErrorCode.LAST_ADMIN, 409, 'The last admin cannot be removed or demoted');
}
