import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { StorageArea } from '../contract/index.ts';
import { listLimit, type StorageDriver, type StorageEntry, type StoredFile } from './driver.ts';
import { assertArea, objectPathSegments, prefixSegments } from './paths.ts';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Files on local disk under `<root>/<area>/<path>` (root = DATA_DIR/storage).
 * Writes go to a temp file in the same folder and are renamed into place, so a
 * reader never sees half a file. The content type lives in a hidden sidecar
 * `.<name>.meta` (hidden names can never be object paths, see paths.ts).
 */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(area: StorageArea, objectPath: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.writeWithRetry(area, objectPath, (tmp) => fs.writeFile(tmp, bytes, { flag: 'wx' }), contentType);
  }

  async putFile(area: StorageArea, objectPath: string, localFile: string, contentType: string): Promise<void> {
    // copyFile streams in the kernel (or clones on copy-on-write file systems); nothing passes through the JS heap.
    await this.writeWithRetry(area, objectPath, (tmp) => fs.copyFile(localFile, tmp, fs.constants.COPYFILE_EXCL), contentType);
  }

  private async writeWithRetry(area: StorageArea, objectPath: string, writeData: (tmp: string) => Promise<void>, contentType: string) {
    const file = this.fileFor(area, objectPath);
    // A concurrent remove may prune the (then empty) folder between mkdir and write: try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.writeAtomically(file, writeData, contentType);
        return;
      } catch (err) {
        if (!isMissing(err) || attempt >= 3) throw err;
      }
    }
  }

  private async writeAtomically(file: string, writeData: (tmp: string) => Promise<void>, contentType: string): Promise<void> {
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true });
    const tmpData = path.join(dir, `.tmp-${randomUUID()}`);
    const tmpMeta = path.join(dir, `.tmp-${randomUUID()}`);
    try {
      await writeData(tmpData);
      await fs.writeFile(tmpMeta, JSON.stringify({ contentType }), { flag: 'wx' });
      await fs.rename(tmpMeta, metaFor(file));
      await fs.rename(tmpData, file);
    } catch (err) {
      await Promise.all([fs.rm(tmpData, { force: true }), fs.rm(tmpMeta, { force: true })]);
      throw err;
    }
  }

  async get(area: StorageArea, objectPath: string): Promise<StoredFile | null> {
    const file = this.fileFor(area, objectPath);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = await readContentType(file);
      const stream = handle.createReadStream({ autoClose: true });
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, contentType, size: stat.size };
    } catch (err) {
      await handle.close().catch(() => {});
      throw err;
    }
  }

  async remove(area: StorageArea, paths: string[]): Promise<void> {
    const files = paths.map((p) => this.fileFor(area, p));
    for (const file of files) {
      await fs.rm(file, { force: true });
      await fs.rm(metaFor(file), { force: true });
      await this.pruneEmptyDirs(area, path.dirname(file));
    }
  }

  async removePrefix(area: StorageArea, prefix: string): Promise<void> {
    const dir = this.dirFor(area, prefixSegments(prefix, { allowEmpty: false }));
    // Move the folder aside first, so the prefix vanishes at once, then delete it.
    const doomed = path.join(this.areaRoot(area), `.deleting-${randomUUID()}`);
    try {
      await fs.rename(dir, doomed);
    } catch (err) {
      if (isMissing(err)) return;
      if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return; // a file, not a folder: nothing under it
      throw err;
    }
    await fs.rm(doomed, { recursive: true, force: true });
    await this.pruneEmptyDirs(area, path.dirname(dir));
  }

  async list(area: StorageArea, prefix: string, opts?: { limit?: number }): Promise<StorageEntry[]> {
    const limit = listLimit(opts);
    const segments = prefixSegments(prefix, { allowEmpty: true });
    const dir = this.dirFor(area, segments);
    const out: StorageEntry[] = [];
    await walk(dir, segments.join('/'), out, limit);
    return out;
  }

  close(): void {}

  private areaRoot(area: StorageArea): string {
    assertArea(area);
    return path.join(this.root, area);
  }

  private dirFor(area: StorageArea, segments: string[]): string {
    const base = this.areaRoot(area);
    const dir = path.resolve(base, ...segments);
    if (dir !== base && !dir.startsWith(base + path.sep)) throw new Error('storage path escaped its area');
    return dir;
  }

  private fileFor(area: StorageArea, objectPath: string): string {
    const segments = objectPathSegments(objectPath);
    const file = this.dirFor(area, segments);
    if (file === this.areaRoot(area)) throw new Error('storage path escaped its area');
    return file;
  }

  /** Removes folders left empty, up to (not including) the area folder. */
  private async pruneEmptyDirs(area: StorageArea, from: string): Promise<void> {
    const stop = this.areaRoot(area);
    for (let dir = from; dir.startsWith(stop + path.sep); dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
    }
  }
}

function metaFor(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta`);
}

async function readContentType(file: string): Promise<string> {
  try {
    const meta = JSON.parse(await fs.readFile(metaFor(file), 'utf8')) as { contentType?: unknown };
    return typeof meta.contentType === 'string' && meta.contentType ? meta.contentType : DEFAULT_CONTENT_TYPE;
  } catch {
    return DEFAULT_CONTENT_TYPE;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Depth-first walk in global key order: a folder 'a' sorts as 'a/' so that
 * 'a-b' (0x2D) comes before 'a/x' (0x2F), exactly like sorted S3 keys. Stops at `limit`.
 */
async function walk(dir: string, keyPrefix: string, out: StorageEntry[], limit: number): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  const visible = entries
    .filter((e) => !e.name.startsWith('.') && (e.isFile() || e.isDirectory()))
    .map((e) => ({ e, sortKey: e.isDirectory() ? `${e.name}/` : e.name }))
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  for (const { e } of visible) {
    if (out.length >= limit) return;
    const key = keyPrefix ? `${keyPrefix}/${e.name}` : e.name;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      await walk(full, key, out, limit);
    } else {
      try {
        const stat = await fs.stat(full);
        out.push({ path: key, size: stat.size, updatedAt: stat.mtime });
      } catch (err) {
        if (!isMissing(err)) throw err; // removed meanwhile: skip
      }
    }
  }
}
