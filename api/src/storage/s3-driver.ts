import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import type { StorageArea } from '../contract/index.ts';
import { listLimit, type StorageDriver, type StorageEntry, type StoredFile } from './driver.ts';
import { assertArea, objectPathSegments, prefixSegments } from './paths.ts';

/** Connection settings of the S3 driver (from the S3_* environment variables). */
export interface S3DriverOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's default chain (instance role, …) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

const DELETE_BATCH = 1000;

/**
 * Any S3-compatible store: one bucket, the area as key prefix (`<area>/<path>`).
 * Files are served through our own signed /api/files URLs (S3 presigned URLs
 * cannot live a year), so the bucket stays private.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3DriverOptions) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
      // Many S3-compatible stores reject the newer default checksum headers/trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(area: StorageArea, path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket, Key: this.keyFor(area, path), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength,
    }));
  }

  async putFile(area: StorageArea, path: string, localFile: string, contentType: string): Promise<void> {
    // A file stream with a known length goes out as one PutObject without buffering (lib-storage is only needed for
    // bodies of unknown length or above PutObject's 5 GB; our largest upload is 50 MB).
    const { size } = await stat(localFile);
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket, Key: this.keyFor(area, path), Body: createReadStream(localFile), ContentType: contentType, ContentLength: size,
    }));
  }

  async get(area: StorageArea, path: string): Promise<StoredFile | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyFor(area, path) }));
      if (!res.Body) return null;
      return {
        body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: res.ContentType || 'application/octet-stream',
        size: res.ContentLength ?? 0,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async remove(area: StorageArea, paths: string[]): Promise<void> {
    const keys = paths.map((p) => this.keyFor(area, p));
    await this.deleteKeys(keys);
  }

  async removePrefix(area: StorageArea, prefix: string): Promise<void> {
    const keyPrefix = this.prefixFor(area, prefix, false);
    // Always list from the start: what we deleted is gone, so no continuation token is needed.
    for (;;) {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: keyPrefix, MaxKeys: DELETE_BATCH }));
      const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => !!k);
      if (keys.length === 0) return;
      await this.deleteKeys(keys);
      if (!page.IsTruncated) return;
    }
  }

  async list(area: StorageArea, prefix: string, opts?: { limit?: number }): Promise<StorageEntry[]> {
    const limit = listLimit(opts);
    const keyPrefix = this.prefixFor(area, prefix, true);
    const areaPrefix = `${area}/`;
    const out: StorageEntry[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({
        Bucket: this.bucket, Prefix: keyPrefix, MaxKeys: limit - out.length, ContinuationToken: token,
      }));
      for (const o of page.Contents ?? []) {
        if (!o.Key || o.Key.endsWith('/')) continue; // folder markers made by other tools
        out.push({ path: o.Key.slice(areaPrefix.length), size: o.Size ?? 0, updatedAt: o.LastModified ?? null });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && out.length < limit);
    return out.slice(0, limit);
  }

  close(): void {
    this.client.destroy();
  }

  private keyFor(area: StorageArea, path: string): string {
    assertArea(area);
    objectPathSegments(path);
    return `${area}/${path}`;
  }

  private prefixFor(area: StorageArea, prefix: string, allowEmpty: boolean): string {
    assertArea(area);
    const segments = prefixSegments(prefix, { allowEmpty });
    return segments.length ? `${area}/${segments.join('/')}/` : `${area}/`;
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const res = await this.client.send(new DeleteObjectsCommand({
        Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }));
      const failed = (res.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) {
        throw new Error(`S3 delete failed for ${failed.length} object(s): ${failed[0]?.Code ?? 'unknown'} ${failed[0]?.Key ?? ''}`);
      }
    }
  }
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
