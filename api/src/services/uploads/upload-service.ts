import { randomUUID } from 'node:crypto';
import { AppError, ErrorCode, FILE_LIMITS, FILE_MESSAGES, type ContentKind, type StorageArea, type UploadResult } from '../../contract/index.ts';
import type { Caller } from '../../caller.ts';
import type { Sql } from '../../db/client.ts';
import { insertMediaFile, setAvatarUrl } from '../../db/queries/files.ts';
import type { Logger } from '../../logger.ts';
import type { Storage } from '../../storage/index.ts';
import type { ClassService } from '../class-service.ts';
import { safeFileName } from './file-name.ts';
import { ALLOWED_TYPE_LABELS, ALLOWED_TYPES, detectFileTypeOfFile, type DetectedType } from './file-types.ts';
import { receiveMultipart, type SpooledUpload } from './receive-multipart.ts';
import type { InFlightGate } from '../../middleware/db-concurrency.ts';

/** A received upload whose type is known (by content). */
export type TypedUpload = SpooledUpload & { type: DetectedType };

/**
 * Upload rules: size and type (decided by content, never by name), where each
 * kind of file is stored, which record remembers it, and who may hand in where.
 * Bodies are streamed to a temp file under `spoolDir` and from there to storage,
 * so memory stays flat for large uploads (50 MB content); the temp file always goes afterwards.
 * Every upload answers with a 365-day signed URL (relative to the API origin).
 */
export class UploadService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: Storage,
    private readonly classes: ClassService,
    private readonly log: Logger,
    private readonly spoolDir: string,
    /** `inFlight`: the API's in-flight slots, taken once the file is received; `bodyIdleMs`: a body with no byte this long ends with 408. */
    private readonly receiving: { inFlight: InFlightGate; bodyIdleMs: number } = { inFlight: (work) => work(), bodyIdleMs: 30_000 },
  ) {}

  /** The caller's avatar; the profile points at it and earlier avatar files go. */
  async avatar(caller: Caller, req: Request): Promise<UploadResult> {
    return this.withUpload(req, FILE_LIMITS.avatarMaxBytes, FILE_MESSAGES.avatarTooLarge, 'avatar', async (upload) => {
      const timestamp = Date.now();
      const result = await this.store('avatars', `${caller.userId}/avatar-${timestamp}.${upload.type.ext}`, upload);
      await setAvatarUrl(this.sql, { userId: caller.userId, url: result.url });
      await this.removeOlderAvatars(caller.userId, timestamp);
      return result;
    });
  }

  /** A class or lesson picture, recorded in media_files (unused ones are swept after a grace period). */
  async teacherImage(caller: Caller, req: Request, kind: 'classes' | 'lessons'): Promise<UploadResult> {
    return this.withUpload(req, FILE_LIMITS.imageMaxBytes, FILE_MESSAGES.imageTooLarge, 'classImage', async (upload) => {
      const path = `teachers/${caller.userId}/${kind}/${randomUUID()}/${safeFileName(upload.originalName, upload.type.ext, Date.now())}`;
      const result = await this.store('content', path, upload);
      await insertMediaFile(this.sql, {
        userId: caller.userId, url: result.url, storagePath: path, fileType: kind === 'classes' ? 'class_image' : 'lesson_image',
      });
      return result;
    });
  }

  /** Teacher content (documents, images) under the teacher's own folder. */
  async content(caller: Caller, req: Request, kind: ContentKind): Promise<UploadResult> {
    return this.withUpload(req, FILE_LIMITS.contentMaxBytes, FILE_MESSAGES.contentTooLarge, 'document', async (upload) => {
      const path = `teachers/${caller.userId}/${kind}/${randomUUID()}/${safeFileName(upload.originalName, upload.type.ext, Date.now())}`;
      return this.store('content', path, upload);
    });
  }

  /**
   * Streams the request's file to a temp file (size enforced while streaming: 413),
   * decides its type by content (415), runs `use` and removes the temp file in every case.
   * Receiving holds no in-flight slot (a slow client must not block others); `use` runs in one.
   * A body that stops arriving ends with 408, a client that goes away ends the request at once.
   */
  async withUpload<T>(
    req: Request, maxBytes: number, tooLarge: string, policy: keyof typeof ALLOWED_TYPES, use: (upload: TypedUpload) => Promise<T>,
  ): Promise<T> {
    const upload = await receiveMultipart(req, { spoolDir: this.spoolDir, maxBytes, tooLarge, idleMs: this.receiving.bodyIdleMs });
    try {
      const type = await detectFileTypeOfFile(upload.tmpPath, upload.originalName, upload.utf8Text);
      if (!type || !ALLOWED_TYPES[policy].has(type.ext)) {
        throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED, 415, `File type not allowed: expected a ${ALLOWED_TYPE_LABELS[policy]}`);
      }
      return await this.receiving.inFlight(() => use({ ...upload, type }));
    } finally {
      await upload.discard();
    }
  }

  /** Streams a received upload into storage and answers with its signed URL. */
  async store(area: StorageArea, path: string, upload: TypedUpload): Promise<UploadResult> {
    try {
      await this.storage.driver.putFile(area, path, upload.tmpPath, upload.type.mime);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // Read-only, full or unreachable (disk or S3): 503, and no record is written after it.
      this.log.error('storing an upload failed', { area, error: String((err as Error)?.message ?? err) });
      throw new AppError(ErrorCode.STORAGE_UNAVAILABLE, 503, 'File storage is not available, nothing was stored');
    }
    return { url: this.storage.urls.url(area, path, FILE_LIMITS.uploadUrlSeconds), path, size: upload.size, content_type: upload.type.mime };
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

