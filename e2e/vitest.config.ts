import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browser end-to-end tests: `npx vitest run --config e2e/vitest.config.ts`. One real server (scripts/start.mjs with
 * its embedded PostgreSQL) for the whole run, started by support/global-setup.ts; one file at a time, since a
 * Chromium and the server already fill the machine.
 */
export default defineConfig({
  root,
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    // Fail, never retry: a flaky end-to-end test is a bug to fix, not to hide.
    retry: 0,
  },
});
