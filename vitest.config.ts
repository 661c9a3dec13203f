import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects (run one with `--project unit` or `--project api`):
 * - unit: pure tests next to the code (contracts, API helpers in lib/, web logic), no database.
 * - api: tests through `app.inject` against real PostgreSQL. global-setup.ts starts one server per run and migrates a
 *   template database; each test file clones its own database from it (harness.ts), so files run in parallel.
 * Web tests that render (antd, React) run in jsdom: the file starts with `// @vitest-environment jsdom` and uses
 * apps/web/src/test/dom.tsx (providers, English catalogs, the matchMedia antd needs).
 */
export default defineConfig({
  test: {
    // Two cores on CI: more workers only fight over them (and over PostgreSQL).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/api/src/lib/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // The payroll engine is pure (no database): its tests need no PostgreSQL.
            'apps/api/src/modules/payroll/engine/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude],
          // A jsdom test that renders antd forms takes 1 to 2 s alone and over 5 s (vitest's default) on a loaded
          // machine: the limit catches a hang, not slowness.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/src/lib/**', 'apps/api/src/modules/payroll/engine/**'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
