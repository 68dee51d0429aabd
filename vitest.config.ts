import { defineConfig } from 'vitest/config';

// Two projects: `unit` touches no infrastructure; `pg` runs API integration tests
// against an embedded PostgreSQL started once by the global setup (a database per file).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{api,shell,remotes,games,infra}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.pg.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'pg',
          include: ['api/**/*.pg.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          globalSetup: ['api/test/pg-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
