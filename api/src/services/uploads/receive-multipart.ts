import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError, ErrorCode } from '../../contract/index.ts';
import { watchBody } from '../../middleware/request-body.ts';

/** A multipart upload written to a temp file while it arrived; `discard()` removes the temp file (always call it). */
export interface SpooledUpload {
  /** The temp file holding exactly the uploaded bytes. */
  tmpPath: string;
  size: number;
  /** The client's file name (never trusted for the type). */
  originalName: string;
  /** The other form fields (short texts). */
  fields: Record<string, string>;
  /** True when the bytes are valid UTF-8 without NUL bytes (plain text has no magic number). */
  utf8Text: boolean;
  discard(): Promise<void>;
}

export interface ReceiveOptions {
  /** Folder for temp files (created on demand). */
  spoolDir: string;
  /** Largest accepted file in bytes: one byte more aborts the upload with 413 and `tooLarge`. */
  maxBytes: number;
  tooLarge: string;
  /** No byte for this long ends the upload with 408 REQUEST_TIMEOUT (default 30 s). */
  idleMs?: number;
}

interface ReceivedFile { originalName: string; written: Promise<{ size: number; utf8Text: boolean }> }

const FIELD_LIMITS = { fields: 20, fieldSize: 4096, parts: 25, files: 1, fieldNameSize: 100 } as const;

/**
 * Streams the multipart field `file` of a request to a temp file, never holding
 * the whole body in memory (busboy parses the stream; back-pressure holds the
 * client when the disk is slower). The size limit is enforced while streaming:
 * the byte after `maxBytes` aborts the request, the partial temp file is removed
 * and a 413 FILE_TOO_LARGE is thrown. Other fields are collected as texts.
 * Tied to the request: when the client goes away (the request's signal aborts, the body stream
 * errors) or no byte arrives for `idleMs` (408), reading stops, the parser and the file writer
 * are torn down and the partial temp file is removed, so the request always ends.
 */
export async function receiveMultipart(req: Request, opts: ReceiveOptions): Promise<SpooledUpload> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 415, 'Expected a multipart/form-data body with the field "file"');
  }
  if (!req.body) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'A file is required (multipart field "file")');
  await fs.mkdir(opts.spoolDir, { recursive: true });
  const tmpPath = path.join(opts.spoolDir, `upload-${randomUUID()}`);
  const discard = () => fs.rm(tmpPath, { force: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits: { ...FIELD_LIMITS, fileSize: opts.maxBytes + 1 } });
  } catch {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Malformed multipart body');
  }
  const source = Readable.fromWeb(req.body as import('node:stream/web').ReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  // Set from the parser's callbacks (an object, so TypeScript does not narrow it to its initial value).
  const state: { file: ReceivedFile | null; tooLarge: boolean } = { file: null, tooLarge: false };

  // The file part being written (destroyed when the request fails, so its writer settles).
  let activeFile: Readable | null = null;
  const watch = watchBody(req.signal, opts.idleMs ?? 30_000);
  /** Stops reading the body and tears down the parser and the file writer. */
  const abandon = (err: Error) => {
    source.unpipe(parser);
    source.destroy();
    activeFile?.destroy(err);
    parser.destroy();
  };

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (!info.valueTruncated) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || state.file) {
        stream.resume(); // not ours: drain it
        return;
      }
      activeFile = stream;
      const check = new Utf8Check();
      stream.on('limit', () => {
        state.tooLarge = true;
        const tooLarge = new AppError(ErrorCode.FILE_TOO_LARGE, 413, opts.tooLarge);
        // Stop reading the rest of the body (ends the write pipeline; the partial file is removed below) once
        // busboy has returned from emitting 'limit': it still marks its file stream truncated afterwards, and
        // destroying the parser inside the event nulls that stream (a TypeError thrown inside busboy).
        process.nextTick(() => abandon(tooLarge));
        reject(tooLarge);
      });
      state.file = {
        originalName: info.filename ?? '',
        written: pipeline(stream, check, createWriteStream(tmpPath, { flags: 'wx' })).then(() => ({ size: check.size, utf8Text: check.valid() })),
      };
      state.file.written.catch(reject);
    });
    parser.on('close', resolve);
    parser.on('error', () => reject(new AppError(ErrorCode.VALIDATION_FAILED, 400, 'Malformed multipart body')));
    source.on('error', (err) => {
      if (state.tooLarge) return;
      abandon(err);
      reject(err);
    });
    source.on('data', watch.touch);
    watch.failure.catch((err: Error) => {
      abandon(err);
      reject(err);
    });
  });
  source.pipe(parser);

  try {
    await parsed;
    const received = state.file;
    if (!received) throw new AppError(ErrorCode.VALIDATION_FAILED, 400, 'A file is required (multipart field "file")');
    const { size, utf8Text } = await received.written;
    if (state.tooLarge) throw new AppError(ErrorCode.FILE_TOO_LARGE, 413, opts.tooLarge);
    return { tmpPath, size, originalName: received.originalName, fields, utf8Text, discard };
  } catch (err) {
    // Wait for the writer to settle before removing what it wrote (the partial file).
    await state.file?.written.catch(() => {});
    await discard();
    throw err;
  } finally {
    watch.stop();
  }
}

/** Passes bytes through, counting them and checking that they form UTF-8 text without NUL bytes. */
class Utf8Check extends Transform {
  size = 0;
  private ok = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.ok) {
      try {
        if (chunk.includes(0)) this.ok = false;
        else this.decoder.decode(chunk, { stream: true });
      } catch {
        this.ok = false;
      }
    }
    done(null, chunk);
  }

  valid(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

/** A spooled file untouched this long belongs to no running request (the HTTP server ends any request after 15 min). */
export const SPOOL_STALE_MS = 15 * 60_000;

/**
 * Removes temp files of uploads that no request owns any more (a crash, a kill -9): run at start
 * and periodically. Only files older than `staleMs` go, so another instance sharing the folder keeps
 * the uploads it is receiving. Returns how many were removed.
 */
export async function sweepSpool(spoolDir: string, staleMs = SPOOL_STALE_MS, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(spoolDir);
  } catch {
    return 0; // no folder yet
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith('upload-')) continue;
    const file = path.join(spoolDir, name);
    try {
      const { mtimeMs } = await fs.stat(file);
      if (now - mtimeMs < staleMs) continue;
      await fs.rm(file, { force: true });
      removed++;
    } catch { /* gone meanwhile */ }
  }
  return removed;
}
