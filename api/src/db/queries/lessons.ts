import type { Sql } from '../client.ts';
import type { BlockType } from '../../contract/index.ts';

/** SQL of lessons, blocks, lesson blocks and lessons in classes. */

export interface LessonRow {
  id: string;
  teacher_id: string;
  name: string;
  description: string | null;
  picture_url: string | null;
  is_public: boolean;
  is_visible_to_students: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}
const LESSON_COLUMNS = 'id, teacher_id, name, description, picture_url, is_public, is_visible_to_students, version, created_at, updated_at';

export interface LessonSummaryRow extends LessonRow { block_count: number; class_count: number }

export async function insertLesson(
  sql: Sql, l: { teacherId: string; name: string; description: string | null; pictureUrl: string | null },
): Promise<LessonRow> {
  const [row] = await sql<LessonRow[]>`
    insert into lessons (teacher_id, name, description, picture_url)
    values (${l.teacherId}, ${l.name}, ${l.description}, ${l.pictureUrl})
    returning ${sql.unsafe(LESSON_COLUMNS)}`;
  return row!;
}

export async function getLesson(sql: Sql, { id }: { id: string }): Promise<LessonRow | null> {
  const rows = await sql<LessonRow[]>`select ${sql.unsafe(LESSON_COLUMNS)} from lessons where id = ${id}`;
  return rows[0] ?? null;
}

/** The lesson, row-locked until the transaction ends: changes to its block list serialize. */
export async function lockLesson(sql: Sql, { id }: { id: string }): Promise<LessonRow | null> {
  const rows = await sql<LessonRow[]>`select ${sql.unsafe(LESSON_COLUMNS)} from lessons where id = ${id} for update`;
  return rows[0] ?? null;
}

/** A save of the lesson's content: its fields, and the version one higher (call with the lesson locked). */
export async function saveLessonFields(
  sql: Sql, l: { id: string; name: string; description: string | null; pictureUrl: string | null },
): Promise<LessonRow> {
  const [row] = await sql<LessonRow[]>`
    update lessons set name = ${l.name}, description = ${l.description}, picture_url = ${l.pictureUrl}, version = version + 1, updated_at = now()
    where id = ${l.id}
    returning ${sql.unsafe(LESSON_COLUMNS)}`;
  return row!;
}

/** The overview's switches (is_public, is_visible_to_students); the content goes through saveLessonFields. */
export async function updateLesson(
  sql: Sql,
  { id, patch }: { id: string; patch: Partial<{ is_public: boolean; is_visible_to_students: boolean }> },
): Promise<LessonRow | null> {
  const cols = (Object.keys(patch) as (keyof typeof patch)[]).filter((k) => patch[k] !== undefined);
  const rows = cols.length
    ? await sql<LessonRow[]>`update lessons set ${sql(patch, cols)}, updated_at = now() where id = ${id} returning ${sql.unsafe(LESSON_COLUMNS)}`
    : await sql<LessonRow[]>`select ${sql.unsafe(LESSON_COLUMNS)} from lessons where id = ${id}`;
  return rows[0] ?? null;
}

/** A teacher's lessons, newest first, with block and class counts. */
export async function listTeacherLessons(sql: Sql, { teacherId }: { teacherId: string }): Promise<LessonSummaryRow[]> {
  return sql<LessonSummaryRow[]>`
    select ${sql.unsafe(LESSON_COLUMNS.split(', ').map((c) => `l.${c}`).join(', '))},
      (select count(*)::int from lesson_blocks lb where lb.lesson_id = l.id) as block_count,
      (select count(*)::int from class_lessons cl where cl.lesson_id = l.id) as class_count
    from lessons l
    where l.teacher_id = ${teacherId}
    order by l.created_at desc, l.id desc`;
}

/** Sets is_visible in every class of the lesson (the overview's 'sichtbar für Lernende' switch). */
export async function setLessonVisibleInAllClasses(sql: Sql, { lessonId, visible }: { lessonId: string; visible: boolean }) {
  await sql`update class_lessons set is_visible = ${visible} where lesson_id = ${lessonId}`;
}

/** Keeps the lesson's summary flag in step with its classes: visible for students when visible in at least one. */
export async function syncLessonVisibility(sql: Sql, { lessonId }: { lessonId: string }) {
  await sql`
    update lessons set is_visible_to_students = exists (select 1 from class_lessons where lesson_id = ${lessonId} and is_visible), updated_at = now()
    where id = ${lessonId}`;
}

// ── Blocks ───────────────────────────────────────────────────────────────────

export interface BlockRow {
  id: string;
  teacher_id: string;
  type: BlockType;
  content: Record<string, unknown>;
  name: string | null;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}
const BLOCK_COLUMNS = 'id, teacher_id, type, content, name, description, created_at, updated_at';

export async function insertBlock(
  sql: Sql, b: { teacherId: string; type: BlockType; content: Record<string, unknown>; name: string | null; description: string | null },
): Promise<BlockRow> {
  const [row] = await sql<BlockRow[]>`
    insert into blocks (teacher_id, type, content, name, description)
    values (${b.teacherId}, ${b.type}, ${sql.json(b.content as never)}, ${b.name}, ${b.description})
    returning ${sql.unsafe(BLOCK_COLUMNS)}`;
  return row!;
}

export async function lockBlock(sql: Sql, { id }: { id: string }): Promise<BlockRow | null> {
  const rows = await sql<BlockRow[]>`select ${sql.unsafe(BLOCK_COLUMNS)} from blocks where id = ${id} for update`;
  return rows[0] ?? null;
}

export async function updateBlock(
  sql: Sql, { id, content, name, description }: { id: string; content?: Record<string, unknown>; name?: string | null; description?: string | null },
): Promise<BlockRow> {
  const [row] = await sql<BlockRow[]>`
    update blocks set
      content = coalesce(${content === undefined ? null : sql.json(content as never)}, content),
      name = ${name === undefined ? sql`name` : name},
      description = ${description === undefined ? sql`description` : description},
      updated_at = now()
    where id = ${id}
    returning ${sql.unsafe(BLOCK_COLUMNS)}`;
  return row!;
}

/**
 * Deletes a block (a deleted custom game's blocks); every lesson that held it closes up its positions and
 * gets a new version, so an editor open on it saves with 409 LESSON_CHANGED instead of naming a gone block.
 */
export async function deleteBlock(sql: Sql, { id }: { id: string }): Promise<void> {
  const links = await sql<{ lesson_id: string; order_position: number }[]>`
    delete from lesson_blocks where block_id = ${id} returning lesson_id, order_position`;
  for (const link of links) {
    // One statement: the deferrable unique constraint is checked at its end, so the shift never collides midway.
    await sql`update lesson_blocks set order_position = order_position - 1 where lesson_id = ${link.lesson_id} and order_position > ${link.order_position}`;
    await sql`update lessons set version = version + 1, updated_at = now() where id = ${link.lesson_id}`;
  }
  await sql`delete from blocks where id = ${id}`;
}

/** Of the given blocks, those no lesson holds any more are deleted; answers their contents (for the files they point to). */
export async function deleteUnlinkedBlocks(sql: Sql, { blockIds }: { blockIds: string[] }): Promise<Record<string, unknown>[]> {
  if (!blockIds.length) return [];
  const rows = await sql<{ content: Record<string, unknown> }[]>`
    delete from blocks b where b.id = any(${blockIds}::uuid[])
      and not exists (select 1 from lesson_blocks lb where lb.block_id = b.id)
    returning b.content`;
  return rows.map((r) => r.content);
}

// ── Lesson blocks ────────────────────────────────────────────────────────────

export interface LessonBlockRow {
  id: string;
  lesson_id: string;
  block_id: string;
  order_position: number;
  block_type: BlockType;
  block_content: Record<string, unknown>;
  block_name: string | null;
  block_description: string | null;
  block_created_at: Date;
  block_updated_at: Date;
}

export async function listLessonBlocks(sql: Sql, { lessonId }: { lessonId: string }): Promise<LessonBlockRow[]> {
  return sql<LessonBlockRow[]>`
    select lb.id, lb.lesson_id, lb.block_id, lb.order_position,
      b.type as block_type, b.content as block_content, b.name as block_name, b.description as block_description,
      b.created_at as block_created_at, b.updated_at as block_updated_at
    from lesson_blocks lb join blocks b on b.id = lb.block_id
    where lb.lesson_id = ${lessonId}
    order by lb.order_position`;
}

/** Puts a block at the end of a lesson (call with the lesson locked; reorderLessonBlocks sets the final places). */
export async function appendLessonBlock(sql: Sql, { lessonId, blockId }: { lessonId: string; blockId: string }): Promise<void> {
  await sql`
    insert into lesson_blocks (lesson_id, block_id, order_position)
    select ${lessonId}, ${blockId}, coalesce(max(order_position), 0) + 1 from lesson_blocks where lesson_id = ${lessonId}`;
}

/** Takes blocks out of a lesson (call with the lesson locked; reorderLessonBlocks closes the gaps). */
export async function unlinkLessonBlocks(sql: Sql, { lessonId, blockIds }: { lessonId: string; blockIds: string[] }): Promise<void> {
  if (blockIds.length) await sql`delete from lesson_blocks where lesson_id = ${lessonId} and block_id = any(${blockIds}::uuid[])`;
}

export async function lessonBlockIds(sql: Sql, { lessonId }: { lessonId: string }): Promise<string[]> {
  const rows = await sql<{ block_id: string }[]>`select block_id from lesson_blocks where lesson_id = ${lessonId}`;
  return rows.map((r) => r.block_id);
}

/** Sets positions 1..n in the given order, in one statement (call with the lesson locked and the set checked). */
export async function reorderLessonBlocks(sql: Sql, { lessonId, blockIds }: { lessonId: string; blockIds: string[] }) {
  await sql`
    update lesson_blocks lb set order_position = o.ord
    from unnest(${blockIds}::uuid[]) with ordinality as o(id, ord)
    where lb.lesson_id = ${lessonId} and lb.block_id = o.id`;
}

// ── Lessons in classes ───────────────────────────────────────────────────────

export interface ClassLessonRow {
  id: string;
  class_id: string;
  lesson_id: string;
  order_position: number;
  is_visible: boolean;
  added_at: Date;
  lesson_name: string;
  lesson_description: string | null;
  lesson_picture_url: string | null;
  lesson_created_at: Date;
  lesson_updated_at: Date;
  block_count: number;
}

/** A class's lessons in order; only the visible ones when `onlyVisible`. */
export async function listClassLessons(sql: Sql, { classId, onlyVisible }: { classId: string; onlyVisible: boolean }): Promise<ClassLessonRow[]> {
  return sql<ClassLessonRow[]>`
    select cl.id, cl.class_id, cl.lesson_id, cl.order_position, cl.is_visible, cl.added_at,
      l.name as lesson_name, l.description as lesson_description, l.picture_url as lesson_picture_url,
      l.created_at as lesson_created_at, l.updated_at as lesson_updated_at,
      (select count(*)::int from lesson_blocks lb where lb.lesson_id = l.id) as block_count
    from class_lessons cl join lessons l on l.id = cl.lesson_id
    where cl.class_id = ${classId} ${onlyVisible ? sql`and cl.is_visible` : sql``}
    order by cl.order_position`;
}

/** Appends a lesson to a class (call with the class locked); one already there keeps its place. */
export async function addLessonToClass(sql: Sql, { classId, lessonId }: { classId: string; lessonId: string }): Promise<void> {
  await sql`
    insert into class_lessons (class_id, lesson_id, order_position)
    select ${classId}, ${lessonId}, coalesce(max(order_position), 0) + 1 from class_lessons where class_id = ${classId}
    on conflict (class_id, lesson_id) do nothing`;
}

export async function setClassLessonVisibility(sql: Sql, { classId, lessonId, visible }: { classId: string; lessonId: string; visible: boolean }) {
  const rows = await sql`update class_lessons set is_visible = ${visible} where class_id = ${classId} and lesson_id = ${lessonId} returning id`;
  return rows.length > 0;
}

/** Removes a lesson from a class (call with the class locked); the following lessons move up. */
export async function removeLessonFromClass(sql: Sql, { classId, lessonId }: { classId: string; lessonId: string }): Promise<boolean> {
  const [gone] = await sql<{ order_position: number }[]>`
    delete from class_lessons where class_id = ${classId} and lesson_id = ${lessonId} returning order_position`;
  if (!gone) return false;
  await sql`update class_lessons set order_position = order_position - 1 where class_id = ${classId} and order_position > ${gone.order_position}`;
  return true;
}

export async function classLessonIds(sql: Sql, { classId }: { classId: string }): Promise<string[]> {
  const rows = await sql<{ lesson_id: string }[]>`select lesson_id from class_lessons where class_id = ${classId}`;
  return rows.map((r) => r.lesson_id);
}

export async function reorderClassLessons(sql: Sql, { classId, lessonIds }: { classId: string; lessonIds: string[] }) {
  await sql`
    update class_lessons cl set order_position = o.ord
    from unnest(${lessonIds}::uuid[]) with ordinality as o(id, ord)
    where cl.class_id = ${classId} and cl.lesson_id = o.id`;
}

/** Every class the lesson is in, locked, so deleting it can close up their positions. */
export async function lockClassesOfLesson(sql: Sql, { lessonId }: { lessonId: string }): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select c.id from classes c join class_lessons cl on cl.class_id = c.id where cl.lesson_id = ${lessonId}
    order by c.id for update of c`;
  return rows.map((r) => r.id);
}

// ── Who may read a lesson, or use its blocks in a class (facts for the policy) ──

export interface LessonClassRow { id: string; name: string; class_code: string | null; teacher_id: string }

/** A class of the teacher that contains the lesson (the given one, else the oldest). */
export async function teacherClassWithLesson(
  sql: Sql, { teacherId, lessonId, classId }: { teacherId: string; lessonId: string; classId?: string },
): Promise<LessonClassRow | null> {
  const rows = await sql<LessonClassRow[]>`
    select c.id, c.name, c.class_code, c.teacher_id from classes c join class_lessons cl on cl.class_id = c.id
    where c.teacher_id = ${teacherId} and cl.lesson_id = ${lessonId} ${classId ? sql`and c.id = ${classId}` : sql``}
    order by c.created_at limit 1`;
  return rows[0] ?? null;
}

/** A class the student is actively enrolled in where the lesson is visible (the given one, else the latest joined). */
export async function studentClassWithVisibleLesson(
  sql: Sql, { studentId, lessonId, classId }: { studentId: string; lessonId: string; classId?: string },
): Promise<LessonClassRow | null> {
  const rows = await sql<LessonClassRow[]>`
    select c.id, c.name, c.class_code, c.teacher_id
    from class_enrollments e
    join classes c on c.id = e.class_id
    join class_lessons cl on cl.class_id = c.id and cl.lesson_id = ${lessonId} and cl.is_visible
    where e.student_id = ${studentId} and e.status = 'active' ${classId ? sql`and c.id = ${classId}` : sql``}
    order by e.joined_at desc limit 1`;
  return rows[0] ?? null;
}

/**
 * A block as seen from one class and one caller (the facts the policy decides hand-ins and game results on):
 * the class's teacher, whether the caller is actively enrolled, and the block when a lesson of the class holds it
 * (`in_class`; `visible_in_class` when one of those lessons is visible there). With `type`, a block of another
 * type counts as not in the class. Null when the class does not exist.
 */
export interface BlockInClassRow {
  class_teacher_id: string;
  caller_enrolled: boolean;
  in_class: boolean;
  visible_in_class: boolean;
  /** The block's type and stored content; null when no lesson of the class holds it. */
  block: { type: BlockType; content: Record<string, unknown> } | null;
}

export async function blockInClass(
  sql: Sql, { classId, blockId, userId, type }: { classId: string; blockId: string; userId: string; type?: BlockType },
): Promise<BlockInClassRow | null> {
  const rows = await sql<(Omit<BlockInClassRow, 'block'> & { block_type: BlockType | null; content: Record<string, unknown> | null })[]>`
    select c.teacher_id as class_teacher_id,
      exists (select 1 from class_enrollments e
              where e.class_id = c.id and e.student_id = ${userId} and e.status = 'active') as caller_enrolled,
      b.id is not null as in_class, coalesce(b.visible, false) as visible_in_class, b.type as block_type, b.content
    from classes c
    left join lateral (
      select b.id, b.type, b.content, bool_or(cl.is_visible) as visible
      from blocks b
      join lesson_blocks lb on lb.block_id = b.id
      join class_lessons cl on cl.lesson_id = lb.lesson_id and cl.class_id = c.id
      where b.id = ${blockId} ${type ? sql`and b.type = ${type}` : sql``}
      group by b.id
    ) b on true
    where c.id = ${classId}`;
  const row = rows[0];
  if (!row) return null;
  const { block_type, content, ...facts } = row;
  return { ...facts, block: block_type && content ? { type: block_type, content } : null };
}

// ── Copy and delete ──────────────────────────────────────────────────────────

/** Copies a lesson's blocks into another lesson as new blocks owned by `teacherId` (same order and settings). */
export async function copyLessonBlocks(sql: Sql, { fromLessonId, toLessonId, teacherId }: { fromLessonId: string; toLessonId: string; teacherId: string }) {
  await sql`
    with source as materialized (
      select gen_random_uuid() as new_id, lb.order_position, lb.settings, b.type, b.content, b.name, b.description
      from lesson_blocks lb join blocks b on b.id = lb.block_id
      where lb.lesson_id = ${fromLessonId}
    ), copied as (
      insert into blocks (id, teacher_id, type, content, name, description)
      select new_id, ${teacherId}, type, content, name, description from source
      returning id
    )
    insert into lesson_blocks (lesson_id, block_id, order_position, settings)
    select ${toLessonId}, s.new_id, s.order_position, s.settings from source s join copied c on c.id = s.new_id`;
}

/** Deletes the blocks that only this lesson uses; answers their contents (for the files they point to). */
export async function blockIdsOfLesson(sql: Sql, { lessonId }: { lessonId: string }): Promise<string[]> {
  const rows = await sql<{ block_id: string }[]>`select block_id from lesson_blocks where lesson_id = ${lessonId}`;
  return rows.map((r) => r.block_id);
}

export async function deleteBlocksOnlyIn(sql: Sql, { lessonId }: { lessonId: string }): Promise<Record<string, unknown>[]> {
  const rows = await sql<{ content: Record<string, unknown> }[]>`
    delete from blocks b
    where b.id in (select block_id from lesson_blocks where lesson_id = ${lessonId})
      and not exists (select 1 from lesson_blocks o where o.block_id = b.id and o.lesson_id <> ${lessonId})
    returning b.content`;
  return rows.map((r) => r.content);
}

export async function deleteLesson(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`delete from lessons where id = ${id}`;
}

/** Of the given content URLs' storage paths, those no lesson picture or block points to any more. */
export async function unreferencedPaths(sql: Sql, { paths }: { paths: string[] }): Promise<string[]> {
  if (!paths.length) return [];
  const rows = await sql<{ path: string }[]>`
    select p as path from unnest(${paths}::text[]) as p
    where not exists (select 1 from lessons l where position(p in l.picture_url) > 0)
      and not exists (select 1 from blocks b where position(p in b.content::text) > 0)
      and not exists (select 1 from classes c where position(p in c.picture_url) > 0)`;
  return rows.map((r) => r.path);
}
