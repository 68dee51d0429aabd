import { FILE_LIMITS, type StorageArea } from '../contract/index.ts';

/** A stored file as a driver hands it out: a stream, so large files never sit in memory. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

/** One entry of a listing. */
export interface StorageEntry {
  /** The object's path inside its area (no area prefix). */
  path: string;
  size: number;
  updatedAt: Date | null;
}

/**
 * The one storage interface, implemented by the local-disk driver (one machine)
 * and the S3 driver (any S3-compatible store). Paths follow the rule in
 * paths.ts; a path outside it throws StoragePathError in every method.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Stores (or overwrites) a file; readers see the old or the new file, never a partial one. */
  put(area: StorageArea, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores (or overwrites) a file from a local file, streamed (uploads never sit in memory whole); same guarantee as put. */
  putFile(area: StorageArea, path: string, localFile: string, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(area: StorageArea, path: string): Promise<StoredFile | null>;
  /** Deletes these files; missing ones are ignored. */
  remove(area: StorageArea, paths: string[]): Promise<void>;
  /** Deletes every file under the folder `prefix` (never the whole area: '' is refused). */
  removePrefix(area: StorageArea, prefix: string): Promise<void>;
  /** Files under the folder `prefix` ('' = whole area), all depths, by path ascending, at most `limit` (default 100). */
  list(area: StorageArea, prefix: string, opts?: { limit?: number }): Promise<StorageEntry[]>;
  /** Releases connections (S3); a no-op for the local driver. */
  close(): void;
}

/** The listing limit: default 100 (spec 9), at most 1000, at least 1. */
export function listLimit(opts?: { limit?: number }): number {
  const limit = opts?.limit ?? FILE_LIMITS.storageListDefaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > FILE_LIMITS.storageListMaxLimit) {
    throw new RangeError(`list limit must be an integer between 1 and ${FILE_LIMITS.storageListMaxLimit}`);
  }
  return limit;
}
