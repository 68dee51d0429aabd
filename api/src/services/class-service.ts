import type { ClassDetail, ClassInput } from '../contract/index.ts';
import { AppError, ErrorCode } from '../contract/index.ts';
import { normalizeJoinCode } from '../contract/rules.ts';
import type { Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import * as q from '../db/queries/classes.ts';
import { deleteMediaFileByPath } from '../db/queries/files.ts';
import { inTransaction } from '../db/transaction.ts';
import { presentClassDetail, presentClassSummary, presentEnrollment, presentStudentClass } from '../presenters.ts';
import type { RemoveOrphans } from '../storage/index.ts';
import { storagePathOfFileUrl } from '../storage/url-signer.ts';
import { abilities, authorize, found, type ClassSubject } from './authorization.ts';
import { newInvitationCode } from './invitation-code.ts';
import { classLogins } from './student-accounts/student-account-service.ts';
import type { RateLimiter } from './rate-limiter.ts';

const MAX_CODE_ATTEMPTS = 8;

/** A picture URL must be the teacher's own uploaded class image (no third-party or foreign files). */
function authorizePicture(caller: Caller, url: string | null | undefined) {
  if (url) authorize(caller, 'attach', { type: 'content-file', url, kind: 'classes' });
}

/** Classes: lists, code generation, joins, cascading deletes. */
export class ClassService {
  constructor(private readonly sql: Sql, private readonly removeOrphans: RemoveOrphans, private readonly limiter: RateLimiter) {}

  /** The class as a permission subject (enrollment looked up only for students). */
  private async subject(caller: Caller, cls: q.ClassRow): Promise<ClassSubject> {
    const callerEnrolled = caller.profile?.role === 'student'
      && !!(await q.getActiveEnrollment(this.sql, { classId: cls.id, studentId: caller.userId }));
    return { type: 'class', teacherId: cls.teacher_id, callerEnrolled };
  }

  async listOwn(caller: Caller) {
    return (await q.listTeacherClasses(this.sql, { teacherId: caller.userId })).map(presentClassSummary);
  }

  async listEnrolled(caller: Caller) {
    return (await q.listStudentClasses(this.sql, { studentId: caller.userId })).map(presentStudentClass);
  }

  /**
   * Creates a class with a fresh invitation code; a (rare) code collision retries with a new code. Authorized before
   * the insert, as the caller's own class (an LTI-launched session may not: nothing is written then).
   */
  async create(caller: Caller, input: ClassInput) {
    authorize(caller, 'manage', { type: 'class', teacherId: caller.userId, callerEnrolled: false });
    authorizePicture(caller, input.picture_url);
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await q.insertClass(this.sql, {
          teacherId: caller.userId, name: input.name, description: input.description,
          classCode: input.class_code, pictureUrl: input.picture_url, invitationCode: newInvitationCode(),
        });
        return this.detail(caller, row.id);
      } catch (err) {
        if (!isUniqueViolation(err, 'classes_invitation_code_key') || attempt >= MAX_CODE_ATTEMPTS) throw err;
      }
    }
  }

  async update(caller: Caller, id: string, patch: Partial<ClassInput>) {
    authorizePicture(caller, patch.picture_url);
    await inTransaction(this.sql, async (tx, afterCommit) => {
      const before = found(await q.lockClass(tx, { id }), 'class');
      authorize(caller, 'manage', { type: 'class', teacherId: before.teacher_id, callerEnrolled: false });
      await q.updateClass(tx, { id, patch });
      // A replaced or removed picture is not needed any more.
      const oldPicture = storagePathOfFileUrl(before.picture_url, 'content');
      if (patch.picture_url !== undefined && oldPicture && oldPicture !== storagePathOfFileUrl(patch.picture_url, 'content')) {
        await deleteMediaFileByPath(tx, { storagePath: oldPicture });
        afterCommit(() => this.removeOrphans([{ area: 'content', paths: [oldPicture] }]));
      }
    });
    return this.detail(caller, id);
  }

  /** All or nothing: the class and every dependent go in one transaction; files after the commit. */
  async delete(caller: Caller, id: string) {
    await inTransaction(this.sql, async (tx, afterCommit) => {
      const locked = found(await q.lockClass(tx, { id }), 'class');
      authorize(caller, 'manage', { type: 'class', teacherId: locked.teacher_id, callerEnrolled: false });
      const picture = storagePathOfFileUrl(locked.picture_url, 'content');
      if (picture) await deleteMediaFileByPath(tx, { storagePath: picture });
      const paths = await q.deleteClassCascade(tx, { id });
      afterCommit(() => this.removeOrphans([
        { area: 'submissions', paths },
        // Uploads whose submission record was never written live under the class's prefix too.
        { area: 'submissions', prefix: `${id}/` },
        { area: 'content', paths: picture ? [picture] : [] },
      ]));
    });
  }

  /**
   * Removes a student; with `renewCode` the class gets a new invitation code in the same
   * transaction, so the removed student cannot come back with the old one.
   */
  async removeStudent(caller: Caller, classId: string, studentId: string, opts: { renewCode?: boolean } = {}) {
    await inTransaction(this.sql, async (tx) => {
      const cls = found(await q.lockClass(tx, { id: classId }), 'class');
      authorize(caller, 'manage', { type: 'class', teacherId: cls.teacher_id, callerEnrolled: false });
      const removed = await q.markEnrollmentRemoved(tx, { classId, studentId });
      if (!removed) throw new AppError(ErrorCode.STUDENT_NOT_IN_CLASS, 404, 'Student is not enrolled in this class');
      if (opts.renewCode) await this.setNewCode(tx, classId);
    });
  }

  /** Issues a new invitation code (owner only); the old one stops working at once. */
  async renewInvitationCode(caller: Caller, classId: string): Promise<ClassDetail> {
    await inTransaction(this.sql, async (tx) => {
      const cls = found(await q.lockClass(tx, { id: classId }), 'class');
      authorize(caller, 'renewCode', { type: 'class', teacherId: cls.teacher_id, callerEnrolled: false });
      await this.setNewCode(tx, classId);
    });
    return this.detail(caller, classId);
  }

  /** A fresh code, unused by any class (a rare collision draws again; a concurrent race answers 409). */
  private async setNewCode(tx: Sql, classId: string) {
    for (let attempt = 1; attempt <= MAX_CODE_ATTEMPTS; attempt++) {
      if (await q.setInvitationCode(tx, { id: classId, code: newInvitationCode() })) return;
    }
    throw new AppError(ErrorCode.CONFLICT, 409, 'No free invitation code found, please try again');
  }

  /**
   * Joins by code. Wrong codes are limited per user and per source (a school shares one address,
   * so that ceiling is high); a code that finds its class does not count.
   */
  async join(caller: Caller, rawCode: string, ip = 'unknown') {
    // Joining is starting to participate (an LTI-launched session may not: it reaches only its launch), decided
    // before anything is written (the attempt counts against the rate limit).
    authorize(caller, 'participate', { type: 'class', teacherId: null, callerEnrolled: true });
    await this.limiter.joinAttempt(caller.userId, ip);
    const cls = found(await q.findClassByInvitationCode(this.sql, { code: normalizeJoinCode(rawCode) }), 'class');
    await this.limiter.joinSucceeded(caller.userId, ip);
    const enrollment = await q.insertActiveEnrollment(this.sql, { classId: cls.id, studentId: caller.userId });
    if (!enrollment) throw new AppError(ErrorCode.ALREADY_ENROLLED, 409, 'Already enrolled in this class');
    return presentEnrollment(enrollment, cls, caller.userId);
  }

  /** The class as its owner sees it (with students) or as an enrolled student sees it. */
  async detail(caller: Caller, id: string): Promise<ClassDetail> {
    const cls = found(await q.getClass(this.sql, { id }), 'class');
    const subject = await this.subject(caller, cls);
    authorize(caller, 'view', subject);
    const may = abilities(caller, subject);
    const counts = await q.getClassCounts(this.sql, { id });
    const students = may.includes('manage') ? await q.listActiveStudents(this.sql, { classId: id }) : [];
    // Username students: who manages each login, what the caller may do with it (security finding 10).
    const logins = students.some((s) => s.username) ? await classLogins(this.sql, caller, cls) : undefined;
    return presentClassDetail(cls, counts, students, may, logins);
  }
}
