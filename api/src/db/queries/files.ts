import type { Sql } from '../client.ts';

/**
 * SQL of the upload routes (avatar, media records, the submission target check).
 */

export async function setAvatarUrl(sql: Sql, { userId, url }: { userId: string; url: string }): Promise<boolean> {
  const rows = await sql`update user_profiles set avatar_url = ${url}, updated_at = now() where id = ${userId} returning id`;
  return rows.length === 1;
}

export async function insertMediaFile(
  sql: Sql,
  f: { userId: string; url: string; storagePath: string; fileType: 'class_image' | 'lesson_image' | 'lesson_image_block' | 'lesson_file_block' },
): Promise<{ id: string }> {
  const [row] = await sql<{ id: string }[]>`
    insert into media_files (user_id, file_url, storage_path, file_type)
    values (${f.userId}, ${f.url}, ${f.storagePath}, ${f.fileType})
    returning id`;
  return row!;
}

/** True when the block is a file-upload block in a lesson that is visible in the class. */
export async function isUploadBlockInClass(sql: Sql, { blockId, classId }: { blockId: string; classId: string }): Promise<boolean> {
  const rows = await sql`
    select 1
    from lesson_blocks lb
    join class_lessons cl on cl.lesson_id = lb.lesson_id and cl.class_id = ${classId} and cl.is_visible
    join blocks b on b.id = lb.block_id and b.type = 'file_upload'
    where lb.block_id = ${blockId}
    limit 1`;
  return rows.length > 0;
}
