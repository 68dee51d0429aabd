import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError, ErrorCode } from '../../contract/index.ts';

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
}

interface ReceivedFile { originalName: string; written: Promise<{ size: number; utf8Text: boolean }> }

const FIELD_LIMITS = { fields: 20, fieldSize: 4096, parts: 25, files: 1, fieldNameSize: 100 } as const;

/**
 * Streams the multipart field `file` of a request to a temp file, never holding
 * the whole body in memory (busboy parses the stream; back-pressure holds the
 * client when the disk is slower). The size limit is enforced while streaming:
 * the byte after `maxBytes` aborts the request, the partial temp file is removed
 * and a 413 FILE_TOO_LARGE is thrown. Other fields are collected as texts.
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

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (!info.valueTruncated) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || state.file) {
        stream.resume(); // not ours: drain it
        return;
      }
      const check = new Utf8Check();
      stream.on('limit', () => {
        state.tooLarge = true;
        const tooLarge = new AppError(ErrorCode.FILE_TOO_LARGE, 413, opts.tooLarge);
        source.unpipe(parser);
        source.destroy(); // stop reading the rest of the body
        stream.destroy(tooLarge); // ends the write pipeline (the partial file is removed below)
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
    source.on('error', (err) => { if (!state.tooLarge) reject(err); });
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
