import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run, every suite. The server suite runs against embedded PGlite and, when TEST_DATABASE_URL is
 * set, a second time against that PostgreSQL server. Browser journeys (e2e) drive Debian's Chromium.
 */
const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: database },
    // Migrates one template per run; each test file copies it (docs/decisions/0043-test-speed.md).
    globalSetup: ['src/test/global-setup.ts'],
    // One worker process runs file after file; each file still gets fresh server modules (decision 0043).
    isolate: false,
    setupFiles: ['src/test/fresh-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one file at a time on a 2-core machine, leaving a core idle while a
    // server file waits on its database: two workers took the server projects from 491 s to 331 s and the
    // web project from 262 s to 216 s (decision 0043).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Whole-app renders in jsdom share two cores with the other suites: allow their 10 s waits.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // Builds the web app and seeds the demo data once; each journey's server copies it (decision 0043).
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A journey's list changes after a server round trip and a render: vitest's 1 s default for
          // `expect.poll` was passed on a busy machine (the consent journey, two journeys at a time; decision 0043).
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
