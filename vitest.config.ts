import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // React may still flush a scheduled passive effect (a static antd dialog closing) after a web
    // test file's jsdom is torn down; that shows as "window is not defined" inside react-dom or its
    // scheduler, after every test of the file has passed. Only that exact case is ignored.
    onUnhandledError(error) {
      const stack = String((error as { stack?: unknown }).stack ?? '');
      const afterTeardown =
        (error as { name?: string }).name === 'ReferenceError' &&
        /window is not defined/.test(String((error as { message?: unknown }).message)) &&
        /node_modules\/(react-dom|scheduler)\//.test(stack);
      return afterTeardown ? false : undefined;
    },
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          // Runs in one group with the web project, which needs the same worker limit (Vitest 4).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // One migrated and one seeded database per run; each test file starts from a copy.
          globalSetup: ['./apps/api/src/test/global-setup.ts'],
          // Each file gets its own fresh database; PGlite is CPU-bound, so two files at a time.
          pool: 'forks',
          maxWorkers: 2,
          // The app's module graph is imported once per worker, not once per file (5 s a file): each
          // file still gets its own database and app, and nothing of the API keeps state in modules.
          isolate: false,
          // Vitest 4 runs projects with different worker limits in separate groups.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // happy-dom: a fifth faster than jsdom over the web files; the few that need jsdom say so in a docblock.
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // Vitest's default is one worker fewer than the cores: one file at a time on CI's two cores, where
          // most of a file's time is jsdom and imports rather than tests (docs/testing.md, "time").
          maxWorkers: 2,
          // A hang guard, not a speed check: user-event flows through antd take seconds on a busy
          // two-core CI machine, and a timeout there would fail a correct test.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
