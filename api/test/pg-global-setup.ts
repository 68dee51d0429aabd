import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../infra/src/embedded-postgres.ts';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
