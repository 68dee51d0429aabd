import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres } from '@platform/embedded-pg';
import { buildBuiltInRules } from './built-in-rules.ts';

/**
 * Starts one throwaway embedded PostgreSQL for the `pg` test project (data in a
 * temp folder, never the user's DATA_DIR). Each test file creates its own database.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-pgtest-'));
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dataDir, port });
  project.provide('pgAdminUrl', pg.url);
  // The built-in games' rules, built from their sources as their builds ship them (the API replays rounds with them).
  const rulesDir = await buildBuiltInRules();
  project.provide('builtInRulesDir', rulesDir);
  return async () => {
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rulesDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The built-in games' rules.js folders (test/built-in-rules.ts). */
    builtInRulesDir: string;
  }
}
