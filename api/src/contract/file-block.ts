import { z } from '@hono/zod-openapi';
import { FILE_BLOCK_FORMATS, FILE_BLOCK_MODES } from './file-block-rules.ts';
import { FILE_LIMITS, LIMITS } from './limits.ts';

/** The file block ('Datei', spec 2, 3, 5, 9): content shape and the hand-ins of students. */

export const TeacherFileSchema = z
  .object({
    url: z.string().trim().min(1).max(LIMITS.urlMax),
    name: z.string().trim().min(1).max(255),
    size: z.number().int().min(0).max(FILE_LIMITS.contentMaxBytes),
    type: z.string().max(200),
  })
  .openapi('TeacherFile');

export const FileContentInputSchema = z.object({
  mode: z.enum(FILE_BLOCK_MODES),
  teacherFile: TeacherFileSchema.nullish(),
  instructions: z.string().trim().max(LIMITS.textMax).nullish(),
  allowedFormats: z.array(z.enum(FILE_BLOCK_FORMATS)).max(FILE_BLOCK_FORMATS.length).optional(),
  maxFileSize: z.number().int().min(1).max(FILE_LIMITS.contentMaxBytes).optional(),
  /** ISO date-time; null = no deadline. */
  submissionDeadline: z.iso.datetime({ offset: true }).nullish(),
});

export const FileContentSchema = z
  .object({
    mode: z.enum(FILE_BLOCK_MODES),
    teacherFile: TeacherFileSchema.nullable(),
    instructions: z.string().nullable(),
    allowedFormats: z.array(z.string()),
    /** The student limit in bytes (at most 3145728). */
    maxFileSize: z.number().int(),
    submissionDeadline: z.string().nullable(),
  })
  .openapi('FileContent');

/** What a student sees of their own latest hand-in. */
export const OwnSubmissionSchema = z
  .object({ id: z.uuid(), file_name: z.string(), file_size: z.number().int(), uploaded_at: z.string(), late: z.boolean() })
  .openapi('OwnSubmission');

/** One hand-in in the teacher's list (every upload, earlier ones included). */
export const FileSubmissionSchema = OwnSubmissionSchema.extend({
  student: z.object({ id: z.uuid(), name: z.string() }),
  /** The student's most recent upload to this block (what the student sees). */
  is_latest: z.boolean(),
  /** A signed address of the file (365 days): the fallback when the download request fails. */
  file_url: z.string(),
}).openapi('FileSubmission');

export const OwnSubmissionAnswerSchema = z.object({ submission: OwnSubmissionSchema.nullable() }).openapi('OwnSubmissionAnswer');

export type FileContentBody = z.input<typeof FileContentInputSchema>;
export type FileContent = z.infer<typeof FileContentSchema>;
export type TeacherFile = z.infer<typeof TeacherFileSchema>;
export type OwnSubmission = z.infer<typeof OwnSubmissionSchema>;
export type FileSubmission = z.infer<typeof FileSubmissionSchema>;
