import type { Sql } from '../client.ts';

/**
 * SQL of uploads and stored files (avatar, media records, the submission target check, unused pictures).
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

export async function deleteMediaFileByPath(sql: Sql, { storagePath }: { storagePath: string }): Promise<void> {
  await sql`delete from media_files where storage_path = ${storagePath}`;
}

/**
 * Deletes the records of class and lesson pictures older than the grace period
 * that no class, lesson or block uses; returns their storage paths (the files go after).
 */
export async function deleteUnusedPictureRecords(sql: Sql, { graceHours }: { graceHours: number }): Promise<string[]> {
  const rows = await sql<{ storage_path: string }[]>`
    delete from media_files m
    where m.file_type in ('class_image', 'lesson_image')
      and m.storage_path is not null
      and m.created_at < now() - make_interval(hours => ${graceHours})
      and not exists (select 1 from classes c where position(m.storage_path in c.picture_url) > 0)
      and not exists (select 1 from lessons l where position(m.storage_path in l.picture_url) > 0)
      and not exists (select 1 from blocks b where position(m.storage_path in b.content::text) > 0)
    returning m.storage_path`;
  return rows.map((r) => r.storage_path);
}
