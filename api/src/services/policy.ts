import { AppError, ErrorCode } from '../contract/index.ts';
import type { Caller } from '../context.ts';

/**
 * The one authorization module: who may do what with which record.
 * Routes call these after loading the record; the tests cover them as a matrix.
 */

/** Only the owning teacher manages a class (admins use the admin routes). */
export function assertCanManageClass(caller: Caller, cls: { teacher_id: string } | null): asserts cls is { teacher_id: string } {
  if (!cls) throw new AppError(ErrorCode.CLASS_NOT_FOUND, 404, 'Class not found');
  if (caller.profile?.role !== 'teacher' || cls.teacher_id !== caller.userId) {
    throw new AppError(ErrorCode.NOT_CLASS_OWNER, 403, 'Not allowed to manage this class');
  }
}

/** A student sees a class only while actively enrolled. */
export function assertEnrolled(enrollment: unknown | null): void {
  if (!enrollment) throw new AppError(ErrorCode.NOT_ENROLLED, 403, 'Not enrolled in this class');
}
