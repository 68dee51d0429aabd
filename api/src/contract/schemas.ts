import { z } from '@hono/zod-openapi';
import { CLASS_CODE_MESSAGE, LIMITS, ROLES, SIGNUP_ROLES } from './limits.ts';
import { CLASS_CODE_PATTERN } from './rules.ts';
import { ACTIONS } from './abilities.ts';

/**
 * Request and response schemas shared by the API routes (validation + OpenAPI)
 * and the front-ends (form validation, response types).
 */

export const ErrorBodySchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email().max(254));

export const PasswordSchema = z.string().min(LIMITS.passwordMin).max(200);

const PersonName = z.string().trim().min(1).max(LIMITS.nameMax);

export const SignUpBodySchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    data: z.object({
      role: z.enum(SIGNUP_ROLES),
      first_name: PersonName,
      last_name: PersonName,
      /** Ignored: the server always derives it from first and last name. */
      display_name: z.string().optional(),
    }),
  })
  .openapi('SignUpBody');

export const TokenBodySchema = z
  .discriminatedUnion('grant_type', [
    // `email` holds the e-mail or the username ('E-Mail oder Benutzername'); matched case-insensitively.
    z.object({ grant_type: z.literal('password'), email: z.string().trim().toLowerCase().min(1).max(254), password: z.string().min(1).max(200) }),
    // Browsers send no refresh_token: it comes from the HttpOnly cookie (plus the CSRF header).
    // A client without a cookie jar may send the cookie's value here instead.
    z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(10).max(200).optional() }),
  ])
  .openapi('TokenBody');

export const LogoutBodySchema = z
  .object({ scope: z.enum(['local', 'global']).default('local') })
  .openapi('LogoutBody');

export const UserMetadataSchema = z.object({
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
});

export const UserSchema = z
  .object({
    id: z.uuid(),
    /** Null for a student account created by a teacher (signs in with its username). */
    email: z.string().nullable(),
    username: z.string().nullable(),
    created_at: z.string(),
    email_confirmed_at: z.string().nullable(),
    user_metadata: UserMetadataSchema,
  })
  .openapi('User');

export const SessionSchema = z
  .object({
    access_token: z.string(),
    // No refresh_token: it travels only in the HttpOnly cookie (see routes/auth/refresh-cookie.ts).
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    expires_at: z.number().int(),
    user: UserSchema,
  })
  .openapi('Session');

export const ProfileSchema = z
  .object({
    id: z.uuid(),
    role: z.enum(ROLES),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    display_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    bio: z.string().nullable(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('Profile');

export const SignUpResultSchema = z
  .object({ user: UserSchema, session: SessionSchema.nullable() })
  .openapi('SignUpResult');

export const ValidateSessionSchema = z
  .object({
    isValid: z.boolean(),
    user: UserSchema.nullable(),
    profile: ProfileSchema.nullable(),
    error: z.enum(['No valid session', 'No user profile found']).optional(),
  })
  .openapi('SessionValidation');

export const ClassSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    class_code: z.string().nullable(),
    invitation_code: z.string(),
    picture_url: z.string().nullable(),
    created_at: z.string(),
    is_active: z.boolean(),
    lesson_count: z.number().int(),
    student_count: z.number().int(),
  })
  .openapi('ClassSummary');

export const StudentClassSummarySchema = z
  .object({
    enrollment_id: z.uuid(),
    joined_at: z.string(),
    class: z.object({
      id: z.uuid(),
      name: z.string(),
      class_code: z.string().nullable(),
      picture_url: z.string().nullable(),
      teacher_name: z.string(),
    }),
  })
  .openapi('StudentClassSummary');

const ClassCodeSchema = z
  .string()
  .trim()
  .transform((v) => (v === '' ? null : v))
  .pipe(z.string().regex(CLASS_CODE_PATTERN, CLASS_CODE_MESSAGE).nullable());

export const ClassInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(LIMITS.classNameMax),
    description: z.string().trim().max(LIMITS.textMax).nullish().transform((v) => v || null),
    class_code: ClassCodeSchema.nullish().transform((v) => v ?? null),
    picture_url: z.string().trim().max(LIMITS.urlMax).nullish().transform((v) => v || null),
  })
  .openapi('ClassInput');

export const ClassUpdateSchema = ClassInputSchema.partial().openapi('ClassUpdate');

export const JoinClassSchema = z.object({ code: z.string().trim().toUpperCase().min(1).max(LIMITS.joinCodeInputMax) }).openapi('JoinClass');

/**
 * The login of a username account as a teacher of the class sees it (security finding 10): the account stays with
 * the teacher who created it. Its creator gets 'Passwort zurücksetzen', the open requests of other teachers and the
 * other teachers' classes the pupil is in (name and teacher only); another teacher of the class may ask for a reset.
 */
export const StudentLoginSchema = z.object({
  /** 'resetPassword' (its creator, an admin) or 'requestReset' (another teacher of the class), decided by the policy. */
  abilities: z.array(z.enum(ACTIONS['student-account'])),
  /** The display name of the teacher who created the account (whom a request goes to); null when unknown. */
  created_by_name: z.string().nullable(),
  /** The caller asked the creator for a reset and the request is open. */
  reset_requested: z.boolean(),
  /** For the creator only: open requests of other teachers of the pupil. */
  reset_requests: z.array(z.object({ teacher_name: z.string(), requested_at: z.string() })),
  /** For the creator only: other teachers' classes the pupil is actively enrolled in. */
  other_classes: z.array(z.object({ class_name: z.string(), teacher_name: z.string() })),
});

export const EnrolledStudentSchema = z.object({
  enrollment_id: z.uuid(),
  student_id: z.uuid(),
  joined_at: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Set for accounts created by a teacher ('Benutzername'); such students get 'Passwort zurücksetzen'. */
  username: z.string().nullable(),
  /** For username accounts: who manages the login and what the caller may do with it; null for e-mail accounts. */
  login: StudentLoginSchema.nullable(),
});

export const ClassDetailSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    class_code: z.string().nullable(),
    /** Only for the owning teacher. */
    invitation_code: z.string().nullable(),
    picture_url: z.string().nullable(),
    created_at: z.string(),
    is_active: z.boolean(),
    teacher_id: z.uuid(),
    teacher_name: z.string(),
    student_count: z.number().int(),
    lesson_count: z.number().int(),
    /** Active students with names; only for the owning teacher (empty for students). */
    students: z.array(EnrolledStudentSchema),
    /** What the caller may do with the class (`manage` for its teacher, `participate` for an enrolled student), decided by the policy. */
    abilities: z.array(z.enum(ACTIONS.class)),
  })
  .openapi('ClassDetail');

export const EnrollmentSchema = z
  .object({ id: z.uuid(), class_id: z.uuid(), student_id: z.uuid(), status: z.enum(['active', 'removed']), joined_at: z.string(), class_name: z.string() })
  .openapi('Enrollment');

export const AdminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string().nullable(),
    /** 'Benutzername' of a student account created by a teacher (no e-mail). */
    username: z.string().nullable(),
    role: z.enum(ROLES),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    display_name: z.string().nullable(),
    bio: z.string().nullable(),
    avatar_url: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('AdminUser');

export const AdminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const AdminUserListSchema = z
  .object({
    users: z.array(AdminUserSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z.object({ total: z.number().int(), teachers: z.number().int(), students: z.number().int(), admins: z.number().int() }),
  })
  .openapi('AdminUserList');

export const AdminUserUpdateSchema = z
  .object({
    first_name: z.string().trim().max(LIMITS.nameMax).nullish(),
    last_name: z.string().trim().max(LIMITS.nameMax).nullish(),
    bio: z.string().trim().max(LIMITS.textMax).nullish(),
  })
  .openapi('AdminUserUpdate');

export const AdminRoleChangeSchema = z.object({ role: z.enum(ROLES) }).openapi('AdminRoleChange');

export const AdminTeacherClassSchema = z.object({
  id: z.uuid(), name: z.string(), class_code: z.string().nullable(), created_at: z.string(),
  student_count: z.number().int(), lesson_count: z.number().int(),
});
export const AdminTeacherLessonSchema = z.object({ id: z.uuid(), name: z.string(), description: z.string().nullable(), created_at: z.string() });
export const AdminEnrollmentSchema = z.object({
  id: z.uuid(), class_id: z.uuid(), class_name: z.string(), teacher_name: z.string(),
  status: z.enum(['active', 'removed']), joined_at: z.string(), removed_at: z.string().nullable(),
});

/** 'Lernende erfassen': the names of the new students (parsed from the text area by parseStudentNames). */
export const StudentAccountsInputSchema = z
  .object({
    students: z.array(z.object({
      first_name: z.string().trim().min(1).max(LIMITS.nameMax),
      last_name: z.string().trim().max(LIMITS.nameMax).default(''),
    })).max(1000),
  })
  .openapi('StudentAccountsInput');

/** One created account with its password, shown once (never stored in clear). */
export const StudentAccountSchema = z
  .object({
    student_id: z.uuid(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    password: z.string(),
  })
  .openapi('StudentAccount');

export const StudentAccountsResultSchema = z
  .object({ class_name: z.string(), accounts: z.array(StudentAccountSchema) })
  .openapi('StudentAccountsResult');

export const PasswordResetResultSchema = z
  .object({ student_id: z.uuid(), name: z.string(), username: z.string(), password: z.string() })
  .openapi('PasswordResetResult');

/** 'Zurücksetzen anfragen': the open request (asking again keeps the first one's time). */
export const ResetRequestResultSchema = z
  .object({ student_id: z.uuid(), requested_at: z.string() })
  .openapi('ResetRequestResult');

/** What every upload answers: a 365-day signed URL (relative to the API origin) and the object's path in its area. */
export const UploadResultSchema = z
  .object({
    url: z.string().openapi({ example: '/api/files/avatars/0b6c…/avatar-1735689600000.png?exp=1767225600&sig=…' }),
    path: z.string(),
    size: z.number().int(),
    content_type: z.string(),
  })
  .openapi('UploadResult');

export type UploadResult = z.infer<typeof UploadResultSchema>;
export type StudentAccount = z.infer<typeof StudentAccountSchema>;
export type StudentAccountsResult = z.infer<typeof StudentAccountsResultSchema>;
export type PasswordResetResult = z.infer<typeof PasswordResetResultSchema>;
export type ResetRequestResult = z.infer<typeof ResetRequestResultSchema>;
export type StudentLogin = z.infer<typeof StudentLoginSchema>;
export type AdminUser = z.infer<typeof AdminUserSchema>;
export type AdminTeacherClass = z.infer<typeof AdminTeacherClassSchema>;
export type AdminTeacherLesson = z.infer<typeof AdminTeacherLessonSchema>;
export type AdminEnrollment = z.infer<typeof AdminEnrollmentSchema>;
export type AdminUserList = z.infer<typeof AdminUserListSchema>;
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;
export type ClassInput = z.infer<typeof ClassInputSchema>;
export type ClassDetail = z.infer<typeof ClassDetailSchema>;
export type Enrollment = z.infer<typeof EnrollmentSchema>;
export type SignUpBody = z.infer<typeof SignUpBodySchema>;
export type User = z.infer<typeof UserSchema>;
export type Session = z.infer<typeof SessionSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type SessionValidation = z.infer<typeof ValidateSessionSchema>;
export type ClassSummary = z.infer<typeof ClassSummarySchema>;
export type StudentClassSummary = z.infer<typeof StudentClassSummarySchema>;
