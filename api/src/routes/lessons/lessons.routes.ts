import { createRoute, z } from '@hono/zod-openapi';
import {
  AddLessonsSchema, AppError, ClassLessonSchema, ClassLessonVisibilitySchema, ErrorCode, LessonDocumentSchema, LessonSchema,
  LessonSummarySchema, LessonUpdateSchema, LessonViewSchema, NewLessonSchema, OrderSchema, SavedLessonSchema,
} from '../../contract/index.ts';
import { callerOf, requireAuth, requireRole, servesLti } from '../../middleware/authenticate.ts';
import { bearer, body, createRouter, errors, IdParams, json, uuidParams, validationFailed } from '../openapi-helpers.ts';

const teacherOnly = requireRole('teacher');
const studentOnly = requireRole('student');
const ClassLessonParams = uuidParams('id', 'lessonId');

/** A missing or empty lesson name has its own code (spec 5: MISSING_LESSON_NAME 'Lesson name is required'). */
const lessonNameHook = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string; code?: string }[] } }): undefined => {
  if (result.success) return undefined;
  const issue = result.error!.issues[0]!;
  if (issue.path[0] === 'name' && issue.code !== 'too_big') throw new AppError(ErrorCode.MISSING_LESSON_NAME, 400, 'Lesson name is required');
  throw validationFailed(issue);
};

const route = <const R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ tags: ['lessons'], security: bearer, ...r });

const listOwn = route({
  method: 'get', path: '/teacher/lessons', middleware: teacherOnly,
  summary: "The teacher's own lessons, newest first, with block and class counts",
  responses: { 200: json(z.object({ lessons: z.array(LessonSummarySchema) }), 'Lessons'), ...errors(401, 403) },
});
const create = route({
  method: 'post', path: '/teacher/lessons', middleware: teacherOnly,
  summary: 'Create a lesson with its blocks in one transaction (name required, at most 200 characters; description at most 500); '
    + 'with class_id at the end of that own class, visible there when visible is true',
  request: body(NewLessonSchema),
  responses: { 201: json(SavedLessonSchema, 'The new lesson with its blocks'), ...errors(400, 401, 403, 404) },
});
const save = route({
  method: 'put', path: '/teacher/lessons/{id}', middleware: teacherOnly,
  summary: 'Save an own lesson as a whole (fields and blocks: new, changed, kept, removed, in order) in one transaction, all or nothing. '
    + '`version` is the version the editor loaded: an older one answers 409 LESSON_CHANGED and changes nothing; a save raises it by one',
  request: { params: IdParams, ...body(LessonDocumentSchema) },
  responses: { 200: json(SavedLessonSchema, 'The saved lesson with its new version and its blocks'), ...errors(400, 401, 403, 404, 409) },
});
const update = route({
  method: 'patch', path: '/teacher/lessons/{id}', middleware: teacherOnly,
  summary: "The overview's switches of an own lesson: is_public, and is_visible_to_students (shows or hides it in all of its classes)",
  request: { params: IdParams, ...body(LessonUpdateSchema) },
  responses: { 200: json(LessonSchema, 'The lesson'), ...errors(400, 401, 403, 404) },
});
const remove = route({
  method: 'delete', path: '/teacher/lessons/{id}', middleware: teacherOnly,
  summary: 'Delete an own lesson with its place in every class and the blocks only it uses; files after the commit',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
});
const duplicate = route({
  method: 'post', path: '/teacher/lessons/{id}/duplicate', middleware: teacherOnly,
  summary: "Copy an own lesson as '… (Kopie)', not public, not visible, with copies of its blocks",
  request: { params: IdParams },
  responses: { 201: json(LessonSchema, 'The copy'), ...errors(401, 403, 404) },
});

const classLessonList = json(z.object({ lessons: z.array(ClassLessonSchema) }), "The class's lessons in order");
const teacherClassLessons = route({
  method: 'get', path: '/teacher/classes/{id}/lessons', middleware: teacherOnly,
  summary: "An own class's lessons in order, visible or not", request: { params: IdParams },
  responses: { 200: classLessonList, ...errors(401, 403, 404) },
});
const addLessons = route({
  method: 'post', path: '/teacher/classes/{id}/lessons', middleware: teacherOnly,
  summary: 'Add own lessons at the end of an own class (hidden at first); lessons already there keep their place',
  request: { params: IdParams, ...body(AddLessonsSchema) },
  responses: { 200: classLessonList, ...errors(400, 401, 403, 404) },
});
const reorderLessons = route({
  method: 'put', path: '/teacher/classes/{id}/lessons/order', middleware: teacherOnly,
  summary: "New order of all the class's lessons (ids = lesson ids), in one transaction; 409 when the set changed meanwhile",
  request: { params: IdParams, ...body(OrderSchema) },
  responses: { 200: classLessonList, ...errors(400, 401, 403, 404, 409) },
});
const setVisibility = route({
  method: 'patch', path: '/teacher/classes/{id}/lessons/{lessonId}', middleware: teacherOnly,
  summary: 'Show or hide a lesson for the students of an own class',
  request: { params: ClassLessonParams, ...body(ClassLessonVisibilitySchema) },
  responses: { 200: json(ClassLessonSchema, 'The lesson in the class'), ...errors(400, 401, 403, 404) },
});
const removeFromClass = route({
  method: 'delete', path: '/teacher/classes/{id}/lessons/{lessonId}', middleware: teacherOnly,
  summary: 'Remove a lesson from an own class; the following lessons move up',
  request: { params: ClassLessonParams },
  responses: { 204: { description: 'Removed' }, ...errors(401, 403, 404) },
});
const studentClassLessons = route({
  method: 'get', path: '/student/classes/{id}/lessons', middleware: studentOnly,
  summary: 'The visible lessons of a class the student is enrolled in, in order', request: { params: IdParams },
  responses: { 200: classLessonList, ...errors(401, 403, 404) },
});
const viewLesson = route({
  // servesLti: the lesson view of a lesson an LMS launched (the policy opens only the launch's lesson).
  method: 'get', path: '/lessons/{id}', middleware: [servesLti, requireAuth],
  summary: 'A lesson with its blocks, as the owner, a teacher of a class with it, or a student of a class where it is visible',
  request: {
    params: IdParams,
    query: z.object({ class_id: z.uuid().optional().openapi({ param: { name: 'class_id', in: 'query' }, description: 'The class it is opened from' }) }),
  },
  responses: { 200: json(LessonViewSchema, 'The lesson'), ...errors(401, 403, 404) },
});

export const lessonRoutes = createRouter()
  .openapi(listOwn, async (c) => c.json({ lessons: await c.var.deps.lessons.listOwn(callerOf(c)) }, 200))
  .openapi(create, async (c) => c.json(await c.var.deps.lessons.create(callerOf(c), c.req.valid('json')), 201), lessonNameHook)
  .openapi(save, async (c) => c.json(await c.var.deps.lessons.save(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200), lessonNameHook)
  .openapi(update, async (c) => c.json(await c.var.deps.lessons.update(callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(remove, async (c) => {
    await c.var.deps.lessons.delete(callerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(duplicate, async (c) => c.json(await c.var.deps.lessons.duplicate(callerOf(c), c.req.valid('param').id), 201))
  .openapi(teacherClassLessons, async (c) => c.json({ lessons: await c.var.deps.lessons.listInClass(callerOf(c), c.req.valid('param').id) }, 200))
  .openapi(addLessons, async (c) =>
    c.json({ lessons: await c.var.deps.lessons.addToClass(callerOf(c), c.req.valid('param').id, c.req.valid('json').lesson_ids) }, 200))
  .openapi(reorderLessons, async (c) =>
    c.json({ lessons: await c.var.deps.lessons.reorderInClass(callerOf(c), c.req.valid('param').id, c.req.valid('json').ids) }, 200))
  .openapi(setVisibility, async (c) => {
    const { id, lessonId } = c.req.valid('param');
    return c.json(await c.var.deps.lessons.setVisibility(callerOf(c), id, lessonId, c.req.valid('json').is_visible), 200);
  })
  .openapi(removeFromClass, async (c) => {
    const { id, lessonId } = c.req.valid('param');
    await c.var.deps.lessons.removeFromClass(callerOf(c), id, lessonId);
    return c.body(null, 204);
  })
  .openapi(studentClassLessons, async (c) => c.json({ lessons: await c.var.deps.lessons.listInClass(callerOf(c), c.req.valid('param').id) }, 200))
  .openapi(viewLesson, async (c) =>
    c.json(await c.var.deps.lessons.view(callerOf(c), c.req.valid('param').id, c.req.valid('query').class_id), 200));
