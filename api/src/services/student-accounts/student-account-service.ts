import { randomInt } from 'node:crypto';
import { usernameBase } from './usernames.ts';
import {
  AppError, ErrorCode, STUDENT_ACCOUNTS_MAX,
  type PasswordResetResult, type ResetRequestResult, type StudentAccount, type StudentAccountsResult, type StudentLogin, type StudentName,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Sql } from '../../db/client.ts';
import * as classes from '../../db/queries/classes.ts';
import * as sessions from '../../db/queries/sessions.ts';
import * as accounts from '../../db/queries/student-accounts.ts';
import * as users from '../../db/queries/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { iso, presentStudentLogin } from '../../presenters.ts';
import { abilities, authorize, found, type StudentAccountSubject } from '../authorization.ts';
import { childPassword } from './child-password.ts';

/** Tries with a number up to 99 ('mia.keller7'), then up to 9999, before giving up. */
const USERNAME_ATTEMPTS = 30;

const fullName = (p: StudentName) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Students without e-mail (issue 22): a teacher creates accounts for a class ('Lernende erfassen')
 * and resets their passwords ('Passwort zurücksetzen'). Passwords are generated here, stored only
 * hashed and shown once in the answer. An account stays with the teacher who created it (security
 * finding 10): another teacher of the pupil asks that teacher for a reset ('Zurücksetzen anfragen').
 */
export class StudentAccountService {
  constructor(private readonly sql: Sql) {}

  /**
   * Creates one student account per name, each enrolled in the class, all or nothing in one
   * transaction. Usernames are the readable base with a random number ('mia.keller7'), unique on the platform.
   */
  async createInClass(caller: Caller, classId: string, students: StudentName[]): Promise<StudentAccountsResult> {
    if (students.length === 0) throw new AppError(ErrorCode.NO_STUDENT_NAMES, 400, 'No names given');
    if (students.length > STUDENT_ACCOUNTS_MAX) {
      throw new AppError(ErrorCode.TOO_MANY_STUDENTS, 400, `At most ${STUDENT_ACCOUNTS_MAX} accounts per request`);
    }
    // Checked before the (CPU-heavy) hashing, and again under the class's row lock.
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    authorize(caller, 'createStudents', { type: 'class', teacherId: cls.teacher_id, callerEnrolled: false });

    const passwords = students.map(() => childPassword());
    // Bulk: behind every sign-in in the scrypt queue (security finding 9), two at a time.
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p, { priority: 'bulk' })));

    return inTransaction(this.sql, async (tx) => {
      const locked = found(await classes.lockClass(tx, { id: classId }), 'class');
      authorize(caller, 'createStudents', { type: 'class', teacherId: locked.teacher_id, callerEnrolled: false });
      const accounts: StudentAccount[] = [];
      for (const [i, person] of students.entries()) {
        const name = fullName(person);
        const metadata = { role: 'student', first_name: person.first_name, last_name: person.last_name, display_name: name };
        const user = await insertWithFreeUsername(tx, usernameBase(person), hashes[i]!, metadata, caller.userId);
        await users.ensureProfile(tx, {
          id: user.id, role: 'student', firstName: person.first_name, lastName: person.last_name || null,
          displayName: name, email: null, username: user.username,
        });
        await classes.insertActiveEnrollment(tx, { classId, studentId: user.id });
        accounts.push({
          student_id: user.id, name, first_name: person.first_name, last_name: person.last_name,
          username: user.username!, password: passwords[i]!,
        });
      }
      return { class_name: cls.name, accounts };
    });
  }

  /** The student of the class as a permission subject: the class's teacher, the enrollment, the account's creator. */
  private async subject(classId: string, studentId: string) {
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    const enrollment = await classes.getActiveEnrollment(this.sql, { classId, studentId });
    const user = enrollment ? await accounts.getStudentLogin(this.sql, { id: studentId }) : null;
    const subject: StudentAccountSubject = {
      type: 'student-account', classTeacherId: cls.teacher_id, enrolled: !!user,
      hasUsername: !!user?.username && !user.email, createdBy: user?.created_by ?? null,
    };
    return { user, subject };
  }

  /**
   * A new password for a student who signs in with a username, by the teacher who created the account (or an
   * admin), in any class the student is enrolled in; the old password and every session of the student stop
   * working at once, and every open reset request is answered.
   */
  async resetPassword(caller: Caller, classId: string, studentId: string): Promise<PasswordResetResult> {
    const { user, subject } = await this.subject(classId, studentId);
    authorize(caller, 'resetPassword', subject);
    const password = childPassword();
    const passwordHash = await hashPassword(password);
    await inTransaction(this.sql, async (tx) => {
      await users.setPasswordHash(tx, { id: studentId, passwordHash });
      await sessions.revokeAllSessions(tx, { userId: studentId, reason: 'password_reset' });
      await accounts.deleteResetRequests(tx, { studentId });
    });
    const m = user!.user_metadata;
    return { student_id: studentId, name: m.display_name || fullName({ first_name: m.first_name ?? '', last_name: m.last_name ?? '' }), username: user!.username!, password };
  }

  /**
   * 'Zurücksetzen anfragen': the teacher of a class the pupil joined asks the account's creator for a new
   * password; the creator sees the request beside the pupil in their class.
   */
  async requestReset(caller: Caller, classId: string, studentId: string): Promise<ResetRequestResult> {
    const { subject } = await this.subject(classId, studentId);
    authorize(caller, 'requestReset', subject);
    const row = await accounts.insertResetRequest(this.sql, { studentId, requestedBy: caller.userId });
    return { student_id: studentId, requested_at: iso(row.requested_at) };
  }
}

/**
 * The logins of the class's username students as the caller (a teacher who manages the class) sees them, by
 * student id: what the caller may do with each, and for the accounts the caller created, the open requests and
 * the other teachers' classes the pupil is in.
 */
export async function classLogins(sql: Sql, caller: Caller, cls: { id: string; teacher_id: string }): Promise<Map<string, StudentLogin>> {
  const logins = await accounts.listClassLogins(sql, { classId: cls.id });
  const ids = logins.map((l) => l.student_id);
  const own = logins.filter((l) => l.created_by === caller.userId).map((l) => l.student_id);
  const [requests, otherClasses] = await Promise.all([
    accounts.listResetRequests(sql, { studentIds: ids }),
    accounts.listOtherTeachersClasses(sql, { studentIds: own, teacherId: caller.userId }),
  ]);
  return new Map(logins.map((l) => {
    const subject: StudentAccountSubject = {
      type: 'student-account', classTeacherId: cls.teacher_id, enrolled: true, hasUsername: true, createdBy: l.created_by,
    };
    const of = <R extends { student_id: string }>(rows: R[]) => rows.filter((r) => r.student_id === l.student_id);
    return [l.student_id, presentStudentLogin(l, caller.userId, abilities(caller, subject), of(requests), of(otherClasses))];
  }));
}

async function insertWithFreeUsername(tx: Sql, base: string, passwordHash: string, metadata: users.AuthUserRow['user_metadata'], createdBy: string) {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const n = attempt < 10 ? randomInt(1, 100) : randomInt(100, 10_000);
    const user = await users.insertUsernameUser(tx, { username: `${base}${n}`, passwordHash, metadata, createdBy });
    if (user) return user;
  }
  throw new AppError(ErrorCode.CONFLICT, 409, 'No free username found');
}
