import { randomUUID } from 'node:crypto';
import { AppError, ErrorCode, FILE_LIMITS, FILE_MESSAGES, type ContentKind, type StorageArea, type UploadResult } from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import type { Sql } from '../../db/client.ts';
import { insertMediaFile, isUploadBlockInClass, setAvatarUrl } from '../../db/queries/files.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/index.ts';
import type { ClassService } from '../class-service.ts';
import { safeFileName } from './file-name.ts';
import { ALLOWED_TYPE_LABELS, ALLOWED_TYPES, detectFileType, type DetectedType } from './file-types.ts';

/**
 * Upload rules: size and type (decided by content, never by name), where each
 * kind of file is stored, which record remembers it, and who may hand in where.
 * Every upload answers with a 365-day signed URL (relative to the API origin).
 */
export class UploadService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: Storage,
    private readonly classes: ClassService,
    private readonly log: Logger,
  ) {}

  /** The caller's avatar; the profile points at it and earlier avatar files go. */
  async avatar(caller: Caller, file: File): Promise<UploadResult> {
    const { bytes, type } = await receive(file, FILE_LIMITS.avatarMaxBytes, FILE_MESSAGES.avatarTooLarge, 'avatar');
    const timestamp = Date.now();
    const result = await this.store('avatars', `${caller.userId}/avatar-${timestamp}.${type.ext}`, bytes, type);
    await setAvatarUrl(this.sql, { userId: caller.userId, url: result.url });
    await this.removeOlderAvatars(caller.userId, timestamp);
    return result;
  }

  /** A class or lesson picture, recorded in media_files (unused ones are swept after a grace period). */
  async teacherImage(caller: Caller, file: File, kind: 'classes' | 'lessons'): Promise<UploadResult> {
    const { bytes, type } = await receive(file, FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge, 'classImage');
    const path = `teachers/${caller.userId}/${kind}/${randomUUID()}/${safeFileName(file.name, type.ext, Date.now())}`;
    const result = await this.store('content', path, bytes, type);
    await insertMediaFile(this.sql, {
      userId: caller.userId, url: result.url, storagePath: path, fileType: kind === 'classes' ? 'class_image' : 'lesson_image',
    });
    return result;
  }

  /** Teacher content (documents, images) under the teacher's own folder. */
  async content(caller: Caller, file: File, kind: ContentKind): Promise<UploadResult> {
    const { bytes, type } = await receive(file, FILE_LIMITS.contentMaxBytes, FILE_MESSAGES.contentTooLarge, 'document');
    const path = `teachers/${caller.userId}/${kind}/${randomUUID()}/${safeFileName(file.name, type.ext, Date.now())}`;
    return this.store('content', path, bytes, type);
  }

  /** A student's hand-in for a file-upload block of a visible lesson in a class they are enrolled in. */
  async submission(caller: Caller, file: File, classId: string, blockId: string): Promise<UploadResult> {
    await this.classes.authorizeParticipation(caller, classId);
    if (!(await isUploadBlockInClass(this.sql, { blockId, classId }))) {
      throw new AppError(ErrorCode.NOT_FOUND, 404, 'No file-upload block with this id in a visible lesson of this class');
    }
    const { bytes, type } = await receive(file, FILE_LIMITS.submissionMaxBytes, FILE_MESSAGES.submissionTooLarge, 'document');
    const path = `${classId}/${blockId}/${caller.userId}/${safeFileName(file.name, type.ext, Date.now())}`;
    return this.store('submissions', path, bytes, type);
  }

  private async store(area: StorageArea, path: string, bytes: Uint8Array, type: DetectedType): Promise<UploadResult> {
    await this.storage.driver.put(area, path, bytes, type.mime);
    return { url: this.storage.urls.url(area, path, FILE_LIMITS.uploadUrlSeconds), path, size: bytes.byteLength, content_type: type.mime };
  }

  /** Best effort: earlier avatar files of the user (older timestamps) go; a failure only logs. */
  private async removeOlderAvatars(userId: string, keepTimestamp: number) {
    const { driver } = this.storage;
    try {
      const entries = await driver.list('avatars', userId, { limit: 1000 });
      const older = entries.map((e) => e.path).filter((p) => {
        const ts = /\/avatar-(\d+)\.[a-z0-9]+$/.exec(p)?.[1];
        return ts !== undefined && Number(ts) < keepTimestamp;
      });
      if (older.length) await driver.remove('avatars', older);
    } catch (err) {
      this.log.warn('removing old avatars failed', { userId, error: String((err as Error)?.message ?? err) });
    }
  }
}

/** Reads the file, checks its size and decides its type by content; throws 413/415. */
async function receive(file: File, maxBytes: number, tooLarge: string, policy: keyof typeof ALLOWED_TYPES) {
  if (file.size > maxBytes) throw new AppError(ErrorCode.FILE_TOO_LARGE, 413, tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await detectFileType(bytes, file.name);
  if (!type || !ALLOWED_TYPES[policy].has(type.ext)) {
    throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED, 415, `File type not allowed: expected a ${ALLOWED_TYPE_LABELS[policy]}`);
  }
  return { bytes, type };
}
