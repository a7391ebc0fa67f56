import { availableParallelism } from 'node:os';
import { linguiPlugins } from './scripts/lingui-plugins.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  // The same transform as the build: the components' t`...` and <Trans> macros, and the .po catalogues.
  plugins: [...linguiPlugins(), react()],
  test: {
    // Vitest's default is one file at a time on two cores (cores - 1). The API tests spend much of
    // their time waiting on the disk's flushes and PostgreSQL's answers, so two at a time on two
    // cores took the SQLite API tests from 487 s to 241 s on a loaded machine, with none failing
    // (three at a time starved the CPU-bound ones past their time limits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/cli/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-sqlite',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'sqlite', PASSWORD_HASH_COST: 'test' },
          setupFiles: ['./tests/setup/fail-on-console-error.ts', './tests/setup/test-databases.ts'],
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: ['src/server/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'postgres', PASSWORD_HASH_COST: 'test' },
                setupFiles: ['./tests/setup/fail-on-console-error.ts', './tests/setup/test-databases.ts'],
                // One schema per test file; files run in parallel across workers.
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A screen test renders whole routes in jsdom; on a loaded two-core machine one takes several
          // seconds, so the 5 s default failed tests that were right, only slow.
          testTimeout: 15_000,
          setupFiles: ['./tests/setup/fail-on-console-error.ts', './tests/setup/jsdom.ts'],
        },
      },
    ],
  },
});
