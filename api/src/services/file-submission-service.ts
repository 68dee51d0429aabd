import { Readable } from 'node:stream';
import yazl from 'yazl';
import {
  AppError, ErrorCode, formatExtension, parseStoredContent, studentUploadLimit,
  type FileContent, type FileSubmission, type OwnSubmission,
} from '../contract/index.ts';
import { displayName } from '../contract/rules.ts';
import { presentOwnSubmission, presentSubmission } from '../presenters.ts';
import type { Caller } from '../caller.ts';
import type { Sql } from '../db/client.ts';
import * as q from '../db/queries/file-submissions.ts';
import { blockInClass } from '../db/queries/lessons.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../storage/index.ts';
import { attachmentHeaders } from '../storage/serve-policy.ts';
import { authorize, found, type FileBlockSubject } from './authorization.ts';
import { safeFileName } from './uploads/file-name.ts';
import type { UploadService } from './uploads/upload-service.ts';

/**
 * Hand-ins of a file block (spec 4, 5, 7): a student of the class uploads within
 * the block's formats, size and deadline; a later upload replaces what the student
 * sees while earlier ones stay for the teacher, who lists and downloads them (one
 * file, or all as one streamed zip). Files are always sent as attachments.
 */
export class FileSubmissionService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: Storage,
    private readonly uploads: UploadService,
    private readonly log: Logger,
  ) {}

  /** A student hands in the request's file. Everything is checked before the body is read. */
  async submit(caller: Caller, classId: string, blockId: string, req: Request): Promise<OwnSubmission> {
    const content = await this.fileBlock(caller, classId, blockId, 'submit');
    if (content.mode === 'download') throw new AppError(ErrorCode.FILE_BLOCK_NO_UPLOADS, 409, 'This file block takes no uploads');
    if (isPast(content.submissionDeadline)) {
      throw new AppError(ErrorCode.SUBMISSION_DEADLINE_PASSED, 409, 'The deadline of this file block has passed');
    }
    const limit = studentUploadLimit(content.maxFileSize);
    const allowed = new Set(content.allowedFormats.map(formatExtension));
    return this.uploads.withUpload(req, limit, `File too large: at most ${limit} bytes`, 'document', async (upload) => {
      if (!allowed.has(upload.type.ext)) {
        throw new AppError(ErrorCode.FILE_TYPE_NOT_ALLOWED, 415, `File type not allowed here: ${content.allowedFormats.join(', ')}`);
      }
      const path = `${classId}/${blockId}/${caller.userId}/${safeFileName(upload.originalName, upload.type.ext, Date.now())}`;
      const stored = await this.uploads.store('submissions', path, upload);
      try {
        const row = await q.insertSubmission(this.sql, {
          blockId, classId, studentId: caller.userId, fileUrl: stored.url, storagePath: path,
          fileName: originalName(upload.originalName, upload.type.ext), fileSize: upload.size,
        });
        return presentOwnSubmission(row, content);
      } catch (err) {
        // No record, no file: the stored file must not stay behind unreferenced.
        await this.storage.driver.remove('submissions', [path]).catch((e) => this.log.warn('removing an unrecorded hand-in failed', { path, error: String(e) }));
        throw err;
      }
    });
  }

  /** The student's newest hand-in (null before the first). */
  async own(caller: Caller, classId: string, blockId: string): Promise<{ submission: OwnSubmission | null }> {
    const content = await this.fileBlock(caller, classId, blockId, 'submit');
    const row = await q.getLatestOwnSubmission(this.sql, { blockId, classId, studentId: caller.userId });
    return { submission: row ? presentOwnSubmission(row, content) : null };
  }

  /** The owning teacher's list: every hand-in, earlier ones included, late or not. */
  async list(caller: Caller, classId: string, blockId: string): Promise<{ submissions: FileSubmission[] }> {
    const content = await this.fileBlock(caller, classId, blockId, 'review');
    const rows = await q.listSubmissions(this.sql, { blockId, classId });
    return { submissions: rows.map((r) => presentSubmission(r, content)) };
  }

  /** One hand-in as an attachment (owning teacher). */
  async download(caller: Caller, classId: string, blockId: string, id: string): Promise<Response> {
    await this.fileBlock(caller, classId, blockId, 'review');
    const row = await q.getSubmission(this.sql, { id, blockId, classId });
    const file = row?.storage_path ? await this.storage.driver.get('submissions', row.storage_path) : null;
    if (!row || !file) throw new AppError(ErrorCode.NOT_FOUND, 404, 'Submission not found');
    return new Response(file.body, { status: 200, headers: attachmentHeaders(row.file_name, file.contentType, file.size) });
  }

  /**
   * 'alle herunterladen': every hand-in as one zip, streamed while it is built
   * (yazl opens each file only when its turn comes; nothing is held whole).
   * Entries: '<Nachname Vorname>/<Zeit>_<Dateiname>'.
   */
  async archive(caller: Caller, classId: string, blockId: string): Promise<Response> {
    await this.fileBlock(caller, classId, blockId, 'review');
    const rows = await q.listSubmissions(this.sql, { blockId, classId });
    const zip = new yazl.ZipFile();
    const used = new Set<string>();
    for (const r of rows) {
      if (!r.storage_path) continue;
      const storagePath = r.storage_path;
      const folder = zipSegment(`${r.last_name ?? ''} ${r.first_name ?? ''}`.trim() || displayName(r));
      let entry = `${folder}/${zipStamp(r.uploaded_at)}_${zipSegment(r.file_name)}`;
      for (let n = 2; used.has(entry); n++) entry = `${folder}/${zipStamp(r.uploaded_at)}_${n}_${zipSegment(r.file_name)}`;
      used.add(entry);
      zip.addReadStreamLazy(entry, { mtime: new Date(r.uploaded_at), compress: false }, (cb) => {
        this.storage.driver.get('submissions', storagePath).then(
          (file) => cb(null, file ? Readable.fromWeb(file.body as import('node:stream/web').ReadableStream<Uint8Array>) : Readable.from([])),
          (err: Error) => cb(err, undefined as never),
        );
      });
    }
    zip.end();
    const body = Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers: attachmentHeaders(`Abgaben-${blockId.slice(0, 8)}.zip`, 'application/zip') });
  }

  /**
   * The block's content once the policy lets the caller `submit` (an enrolled student, a lesson visible in the
   * class holds the block) or `review` (the class's teacher). A class that does not exist answers a student
   * like one they are not in (403: no one learns which ids exist), the teacher's routes 404.
   */
  private async fileBlock(caller: Caller, classId: string, blockId: string, action: 'submit' | 'review'): Promise<FileContent> {
    const ctx = await blockInClass(this.sql, { classId, blockId, userId: caller.userId, type: 'file_upload' });
    if (action === 'review') found(ctx, 'class');
    const subject: FileBlockSubject = {
      type: 'file-block', classTeacherId: ctx?.class_teacher_id ?? null, callerEnrolled: ctx?.caller_enrolled ?? false,
      inClass: ctx?.in_class ?? false, visibleInClass: ctx?.visible_in_class ?? false,
    };
    authorize(caller, action, subject);
    // Allowed means a lesson of the class holds the block: `found` only narrows the type.
    return parseStoredContent('file_upload', found(ctx?.block, 'file-block').content);
  }
}

function isPast(deadline: string | null | undefined, at = Date.now()): boolean {
  return !!deadline && Date.parse(deadline) < at;
}

/** The name shown for a hand-in: the client's name (no folders, at most 255 characters), else 'datei.<ext>'. */
function originalName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || `datei.${ext}`).slice(-255);
}

/** A zip path segment without separators or control characters. */
function zipSegment(s: string): string {
  return s.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').replace(/^\.+/, '_').slice(0, 120) || 'datei';
}

/** 2026-11-23_10-15-30 (UTC), so entries sort by time. */
function zipStamp(d: Date): string {
  return new Date(d).toISOString().slice(0, 19).replace('T', '_').replaceAll(':', '-');
}

