import { STORAGE_AREAS, type StorageArea } from '../contract/index.ts';

/**
 * The one rule for object paths, shared by every driver, the URL signer and the
 * file route: slash-separated segments of letters, digits, '.', '_' and '-',
 * never starting with a dot. So '..', absolute paths, backslashes, NUL bytes and
 * hidden files (the local driver's temp and meta files) cannot be named at all.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENTS = 16;

/** Thrown for a path or area that the storage layer refuses. */
export class StoragePathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoragePathError';
  }
}

export function isStorageArea(area: string): area is StorageArea {
  return (STORAGE_AREAS as readonly string[]).includes(area);
}

export function assertArea(area: string): asserts area is StorageArea {
  if (!isStorageArea(area)) throw new StoragePathError(`Unknown storage area: ${JSON.stringify(area).slice(0, 50)}`);
}

function segmentsOf(path: string): string[] | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return null;
  const segments = path.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return null;
  return segments;
}

/** True for a path an object may have (see the rule above). */
export function isSafeObjectPath(path: string): boolean {
  return segmentsOf(path) !== null;
}

/** The path's segments, or a StoragePathError. */
export function objectPathSegments(path: string): string[] {
  const segments = segmentsOf(path);
  if (!segments) throw new StoragePathError('Invalid storage path');
  return segments;
}

/**
 * A folder prefix ('' = the whole area; one trailing slash tolerated) as segments.
 * Prefixes are folders, never partial names: 'abc' lists 'abc/x' but not 'abcd/x'.
 */
export function prefixSegments(prefix: string, { allowEmpty }: { allowEmpty: boolean }): string[] {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (trimmed === '') {
    if (!allowEmpty) throw new StoragePathError('An empty prefix is not allowed here');
    return [];
  }
  return objectPathSegments(trimmed);
}
