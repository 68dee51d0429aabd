import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres } from '@platform/embedded-pg';

/**
 * Starts one throwaway embedded PostgreSQL for the `pg` test project (data in a
 * temp folder, never the user's DATA_DIR). Each test file creates its own database.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-pgtest-'));
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dataDir, port });
  project.provide('pgAdminUrl', pg.url);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
