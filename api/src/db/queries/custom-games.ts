import type { Sql } from '../client.ts';
import type { CustomGameType } from '../../contract/index.ts';

/** SQL of custom games (table custom_games; the template id is the game's type). */

export interface CustomGameRow {
  id: string;
  teacher_id: string;
  template_id: CustomGameType;
  name: string;
  description: string | null;
  is_public: boolean;
  game_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}
const COLUMNS = 'id, teacher_id, template_id, name, description, is_public, game_data, created_at, updated_at';

export interface CustomGameSummaryRow extends Omit<CustomGameRow, 'game_data'> { lesson_count: number }

export async function insertCustomGame(
  sql: Sql, g: { teacherId: string; type: CustomGameType; name: string; description: string | null; data: Record<string, unknown> },
): Promise<CustomGameRow> {
  // Spec 9: new custom games are saved public.
  const [row] = await sql<CustomGameRow[]>`
    insert into custom_games (teacher_id, template_id, name, description, is_public, game_data)
    values (${g.teacherId}, ${g.type}, ${g.name}, ${g.description}, true, ${sql.json(g.data as never)})
    returning ${sql.unsafe(COLUMNS)}`;
  return row!;
}

export async function getCustomGame(sql: Sql, { id }: { id: string }): Promise<CustomGameRow | null> {
  const rows = await sql<CustomGameRow[]>`select ${sql.unsafe(COLUMNS)} from custom_games where id = ${id}`;
  return rows[0] ?? null;
}

/** The game, row-locked until the transaction ends. */
export async function lockCustomGame(sql: Sql, { id }: { id: string }): Promise<CustomGameRow | null> {
  const rows = await sql<CustomGameRow[]>`select ${sql.unsafe(COLUMNS)} from custom_games where id = ${id} for update`;
  return rows[0] ?? null;
}

export async function updateCustomGame(
  sql: Sql, g: { id: string; type: CustomGameType; name: string; description: string | null; data: Record<string, unknown> },
): Promise<CustomGameRow> {
  const [row] = await sql<CustomGameRow[]>`
    update custom_games
    set template_id = ${g.type}, name = ${g.name}, description = ${g.description}, game_data = ${sql.json(g.data as never)}, updated_at = now()
    where id = ${g.id}
    returning ${sql.unsafe(COLUMNS)}`;
  return row!;
}

export async function deleteCustomGame(sql: Sql, { id }: { id: string }): Promise<void> {
  await sql`delete from custom_games where id = ${id}`;
}

/** A teacher's own games, newest first, with how many lessons use each. */
export async function listTeacherCustomGames(sql: Sql, { teacherId }: { teacherId: string }): Promise<CustomGameSummaryRow[]> {
  return sql<CustomGameSummaryRow[]>`
    select g.id, g.teacher_id, g.template_id, g.name, g.description, g.is_public, g.created_at, g.updated_at,
      (select count(distinct lb.lesson_id)::int from lesson_blocks lb join blocks b on b.id = lb.block_id
        where b.type = 'game' and b.content->>'gameId' = g.id::text) as lesson_count
    from custom_games g
    where g.teacher_id = ${teacherId}
    order by g.created_at desc, g.id`;
}

/**
 * Where game blocks pointing to the game sit, as seen by one user (facts for the policy, which decides who may
 * play a private game through a lesson): in a lesson of a class the user teaches, and in a lesson visible in a
 * class the user is actively enrolled in.
 */
export interface GameInClassLessonsRow { in_taught_class: boolean; in_visible_enrolled_class: boolean }

export async function gameInUsersClassLessons(sql: Sql, { gameId, userId }: { gameId: string; userId: string }): Promise<GameInClassLessonsRow> {
  const [row] = await sql<GameInClassLessonsRow[]>`
    with placed as (
      select cl.class_id, cl.is_visible from blocks b
      join lesson_blocks lb on lb.block_id = b.id
      join class_lessons cl on cl.lesson_id = lb.lesson_id
      where b.type = 'game' and b.content->>'gameId' = ${gameId}
    )
    select
      exists (select 1 from placed p join classes c on c.id = p.class_id where c.teacher_id = ${userId}) as in_taught_class,
      exists (select 1 from placed p join class_enrollments e on e.class_id = p.class_id
              where p.is_visible and e.student_id = ${userId} and e.status = 'active') as in_visible_enrolled_class`;
  return row!;
}

/** Whether a game block of the lesson plays the custom game (the lesson an LTI launch is for). */
export async function gameInLesson(sql: Sql, { gameId, lessonId }: { gameId: string; lessonId: string }): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`
    select exists (
      select 1 from blocks b join lesson_blocks lb on lb.block_id = b.id
      where lb.lesson_id = ${lessonId} and b.type = 'game' and b.content->>'gameId' = ${gameId}
    ) as found`;
  return row!.found;
}

/** Ids of the game blocks (in any teacher's lessons) that point to the custom game. */
export async function gameBlockIds(sql: Sql, { gameId }: { gameId: string }): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select id from blocks where type = 'game' and content->>'gameId' = ${gameId} order by id for update`;
  return rows.map((r) => r.id);
}

/** Game blocks pointing to the game take over its type, name, description and quiz id. */
export async function syncGameBlocks(
  sql: Sql, g: { gameId: string; gameType: CustomGameType; name: string; description: string | null; quizId: string },
): Promise<void> {
  const patch = { gameType: g.gameType, gameName: g.name, gameDescription: g.description, quizId: g.quizId };
  await sql`
    update blocks set content = content || ${sql.json(patch as never)}, updated_at = now()
    where type = 'game' and content->>'gameId' = ${g.gameId}`;
}
