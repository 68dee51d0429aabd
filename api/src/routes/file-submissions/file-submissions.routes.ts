import { createRoute, z } from '@hono/zod-openapi';
import { FileSubmissionSchema, OwnSubmissionAnswerSchema, OwnSubmissionSchema } from '../../contract/index.ts';
import { callerOf, requireRole } from '../../middleware/authenticate.ts';
import { uploadRateLimited } from '../../middleware/rate-limit.ts';
import { bearer, createRouter, errors, json, streamedMultipart, uuidParams } from '../openapi-helpers.ts';

const teacherOnly = requireRole('teacher');
const studentOnly = requireRole('student');
const BlockParams = uuidParams('classId', 'blockId');
const SubmissionParams = uuidParams('classId', 'blockId', 'id');
const binary = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } } });

const submit = createRoute({
  method: 'post', path: '/student/classes/{classId}/file-blocks/{blockId}/submissions', tags: ['file-blocks'], security: bearer,
  summary: "Hand in a file (enrolled student; the block's formats by content, its max size (at most 3 MB), before its deadline)",
  middleware: [studentOnly, uploadRateLimited] as const,
  request: { params: BlockParams, ...streamedMultipart() },
  responses: { 201: json(OwnSubmissionSchema, 'Handed in'), ...errors(400, 401, 403, 404, 409, 413, 415, 429, 503) },
});
const own = createRoute({
  method: 'get', path: '/student/classes/{classId}/file-blocks/{blockId}/submission', tags: ['file-blocks'], security: bearer,
  summary: "The student's newest hand-in (null before the first)", middleware: studentOnly,
  request: { params: BlockParams },
  responses: { 200: json(OwnSubmissionAnswerSchema, 'Newest own hand-in'), ...errors(401, 403, 404) },
});
const list = createRoute({
  method: 'get', path: '/teacher/classes/{classId}/file-blocks/{blockId}/submissions', tags: ['file-blocks'], security: bearer,
  summary: 'Every hand-in of the class for the block (owning teacher): student, file, size, time, late or not', middleware: teacherOnly,
  request: { params: BlockParams },
  responses: { 200: json(z.object({ submissions: z.array(FileSubmissionSchema) }), 'Hand-ins'), ...errors(401, 403, 404) },
});
const downloadOne = createRoute({
  method: 'get', path: '/teacher/classes/{classId}/file-blocks/{blockId}/submissions/{id}/file', tags: ['file-blocks'], security: bearer,
  summary: 'One hand-in, always as an attachment (owning teacher)', middleware: teacherOnly,
  request: { params: SubmissionParams },
  responses: { 200: binary('application/octet-stream', 'The file'), ...errors(401, 403, 404) },
});
const downloadAll = createRoute({
  method: 'get', path: '/teacher/classes/{classId}/file-blocks/{blockId}/submissions/archive', tags: ['file-blocks'], security: bearer,
  summary: "'alle herunterladen': every hand-in as one zip, streamed (owning teacher)", middleware: teacherOnly,
  request: { params: BlockParams },
  responses: { 200: binary('application/zip', 'The zip'), ...errors(401, 403, 404) },
});

/** Hand-ins of file blocks; the rules live in FileSubmissionService. */
export const fileSubmissionRoutes = createRouter()
  .openapi(submit, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.fileSubmissions.submit(callerOf(c), classId, blockId, c.req.raw), 201);
  })
  .openapi(own, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.fileSubmissions.own(callerOf(c), classId, blockId), 200);
  })
  .openapi(list, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.json(await c.var.deps.fileSubmissions.list(callerOf(c), classId, blockId), 200);
  })
  .openapi(downloadAll, async (c) => {
    const { classId, blockId } = c.req.valid('param');
    return c.var.deps.fileSubmissions.archive(callerOf(c), classId, blockId);
  })
  .openapi(downloadOne, async (c) => {
    const { classId, blockId, id } = c.req.valid('param');
    return c.var.deps.fileSubmissions.download(callerOf(c), classId, blockId, id);
  });
