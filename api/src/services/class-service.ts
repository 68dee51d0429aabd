import { AppError, ErrorCode, type ClassDetail, type ClassInput, type StorageArea } from '../contract/index.ts';
import { storagePathOfFileUrl } from '../storage/url-signer.ts';
import type { Caller } from '../context.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/classes.ts';
import { iso } from '../presenters.ts';
import { displayName, teacherName } from './names.ts';
import { newInvitationCode, normalizeJoinCode } from './invitation-code.ts';
import { assertCanManageClass, assertEnrolled } from './policy.ts';

const MAX_CODE_ATTEMPTS = 8;

/**
 * A class picture must be one of the teacher's own uploaded class images (a signed
 * /api/files URL): no third-party URLs that would leak children's IPs, no other teacher's files.
 */
function assertOwnClassImage(caller: Caller, url: string | null | undefined) {
  if (!url) return;
  const prefix = `/api/files/content/teachers/${caller.userId}/classes/`;
  if (!url.startsWith(prefix) || url.includes('..')) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'picture_url must be an uploaded class image');
  }
}

/** Removes files whose records are gone (after the commit; never throws into the request). */
export type FileCleanup = (orphans: { area: StorageArea; paths?: string[]; prefix?: string }[]) => Promise<void>;

/** Class rules that span several queries: code generation, joins, cascading deletes. */
export class ClassService {
  constructor(private readonly sql: Sql, private readonly cleanUp: FileCleanup = async () => {}) {}

  /** Creates a class with a fresh invitation code; a (rare) code collision retries with a new code. */
  async create(caller: Caller, input: ClassInput) {
    assertOwnClassImage(caller, input.picture_url);
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await q.insertClass(this.sql, {
          teacherId: caller.userId, name: input.name, description: input.description,
          classCode: input.class_code, pictureUrl: input.picture_url, invitationCode: newInvitationCode(),
        });
        return this.detail(caller, row.id);
      } catch (err) {
        const isCodeCollision = (err as { code?: string; constraint_name?: string }).code === '23505'
          && (err as { constraint_name?: string }).constraint_name === 'classes_invitation_code_key';
        if (!isCodeCollision || attempt >= MAX_CODE_ATTEMPTS) throw err;
      }
    }
  }

  async update(caller: Caller, id: string, patch: Partial<ClassInput>) {
    assertOwnClassImage(caller, patch.picture_url);
    const before = await q.getClass(this.sql, { id });
    assertCanManageClass(caller, before);
    await q.updateClass(this.sql, { id, patch });
    // A replaced or removed picture is not needed any more.
    const oldPicture = storagePathOfFileUrl((before as q.ClassRow).picture_url, 'content');
    if (patch.picture_url !== undefined && oldPicture && oldPicture !== storagePathOfFileUrl(patch.picture_url, 'content')) {
      await this.sql`delete from media_files where storage_path = ${oldPicture}`;
      await this.cleanUp([{ area: 'content', paths: [oldPicture] }]);
    }
    return this.detail(caller, id);
  }

  /** All or nothing: the class and every dependent go in one transaction; files after the commit. */
  async delete(caller: Caller, id: string) {
    const { paths, picture } = await this.sql.begin(async (tx) => {
      const txSql = tx as unknown as Sql;
      const [locked] = await txSql<{ teacher_id: string; picture_url: string | null }[]>`
        select teacher_id, picture_url from classes where id = ${id} for update`;
      assertCanManageClass(caller, locked ?? null);
      const picture = storagePathOfFileUrl(locked!.picture_url, 'content');
      if (picture) await txSql`delete from media_files where storage_path = ${picture}`;
      return { paths: await q.deleteClassCascade(txSql, { id }), picture };
    });
    await this.cleanUp([
      { area: 'submissions', paths },
      // Uploads whose submission record was never written live under the class's prefix too.
      { area: 'submissions', prefix: `${id}/` },
      { area: 'content', paths: picture ? [picture] : [] },
    ]);
  }

  async removeStudent(caller: Caller, classId: string, studentId: string) {
    assertCanManageClass(caller, await q.getClass(this.sql, { id: classId }));
    const removed = await q.markEnrollmentRemoved(this.sql, { classId, studentId });
    if (!removed) throw new AppError(ErrorCode.STUDENT_NOT_IN_CLASS, 404, 'Student is not enrolled in this class');
  }

  async join(caller: Caller, rawCode: string) {
    const code = normalizeJoinCode(rawCode);
    const cls = await q.findClassByInvitationCode(this.sql, { code });
    if (!cls) throw new AppError(ErrorCode.CLASS_NOT_FOUND, 404, 'Class not found');
    const enrollment = await q.insertActiveEnrollment(this.sql, { classId: cls.id, studentId: caller.userId });
    if (!enrollment) throw new AppError(ErrorCode.ALREADY_ENROLLED, 409, 'Already enrolled in this class');
    return { id: enrollment.id, class_id: cls.id, student_id: caller.userId, status: enrollment.status, joined_at: iso(enrollment.joined_at), class_name: cls.name };
  }

  /** The class as its owner sees it (with students) or as an enrolled student sees it. */
  async detail(caller: Caller, id: string): Promise<ClassDetail> {
    const cls = await q.getClass(this.sql, { id });
    const isStudent = caller.profile?.role === 'student';
    if (isStudent) {
      if (!cls) throw new AppError(ErrorCode.CLASS_NOT_FOUND, 404, 'Class not found');
      assertEnrolled(await q.getActiveEnrollment(this.sql, { classId: id, studentId: caller.userId }));
    } else {
      assertCanManageClass(caller, cls);
    }
    const counts = await q.getClassCounts(this.sql, { id });
    const students = isStudent ? [] : await q.listActiveStudents(this.sql, { classId: id });
    return {
      id: cls!.id, name: cls!.name, description: cls!.description, class_code: cls!.class_code,
      invitation_code: isStudent ? null : cls!.invitation_code,
      picture_url: cls!.picture_url, created_at: iso(cls!.created_at), is_active: cls!.is_active,
      teacher_id: cls!.teacher_id,
      teacher_name: teacherName({ first_name: counts.teacher_first_name, last_name: counts.teacher_last_name, display_name: counts.teacher_display_name }),
      student_count: counts.student_count, lesson_count: counts.lesson_count,
      students: students.map((s) => ({
        enrollment_id: s.enrollment_id, student_id: s.student_id, joined_at: iso(s.joined_at),
        name: displayName(s), first_name: s.first_name, last_name: s.last_name,
      })),
      viewer: isStudent ? 'student' : 'teacher',
    };
  }
}
