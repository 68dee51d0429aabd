import { randomInt } from 'node:crypto';
import {
  AppError, ErrorCode, STUDENT_ACCOUNTS_MAX, usernameBase,
  type PasswordResetResult, type StudentAccount, type StudentAccountsResult, type StudentName,
} from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Sql } from '../../db/client.ts';
import * as classes from '../../db/queries/classes.ts';
import * as sessions from '../../db/queries/sessions.ts';
import * as users from '../../db/queries/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { authorize, found } from '../authorization.ts';
import { childPassword } from './child-password.ts';

/** Tries with a number up to 99 ('mia.keller7'), then up to 9999, before giving up. */
const USERNAME_ATTEMPTS = 30;

const fullName = (p: StudentName) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Students without e-mail (issue 22): a teacher creates accounts for a class ('Lernende erfassen')
 * and resets their passwords ('Passwort zurücksetzen'). Passwords are generated here, stored only
 * hashed and shown once in the answer.
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
        const user = await insertWithFreeUsername(tx, usernameBase(person), hashes[i]!, metadata);
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

  /**
   * A new password for a student of the caller's class who signs in with a username; the old
   * password and every session of the student stop working at once.
   */
  async resetPassword(caller: Caller, classId: string, studentId: string): Promise<PasswordResetResult> {
    const cls = found(await classes.getClass(this.sql, { id: classId }), 'class');
    const enrollment = await classes.getActiveEnrollment(this.sql, { classId, studentId });
    const user = enrollment ? await users.getAuthUser(this.sql, { id: studentId }) : null;
    authorize(caller, 'resetPassword', {
      type: 'student-account', classTeacherId: cls.teacher_id, enrolled: !!user, hasUsername: !!user?.username && !user.email,
    });
    const password = childPassword();
    const passwordHash = await hashPassword(password);
    await inTransaction(this.sql, async (tx) => {
      await users.setPasswordHash(tx, { id: studentId, passwordHash });
      await sessions.revokeAllSessions(tx, { userId: studentId, reason: 'password_reset' });
    });
    const m = user!.user_metadata;
    return { student_id: studentId, name: m.display_name || fullName({ first_name: m.first_name ?? '', last_name: m.last_name ?? '' }), username: user!.username!, password };
  }
}

async function insertWithFreeUsername(tx: Sql, base: string, passwordHash: string, metadata: users.AuthUserRow['user_metadata']) {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const n = attempt < 10 ? randomInt(1, 100) : randomInt(100, 10_000);
    const user = await users.insertUsernameUser(tx, { username: `${base}${n}`, passwordHash, metadata });
    if (user) return user;
  }
  throw new AppError(ErrorCode.CONFLICT, 409, 'No free username found');
}
