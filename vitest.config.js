import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['tests/core/**/*.test.js'],
          environment: 'node',
          setupFiles: ['tests/support/english.js'],
          // One worker runs the files one after the other: each loads the
          // core once instead of once per file.
          isolate: false,
          // Beside the end-to-end files a core test of 1 s took over 5 s (the
          // default) on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.js'],
          environment: 'node',
          // One Chromium, shared by the files, one file at a time on a two-core machine.
          globalSetup: ['tests/e2e/support/global-setup.js'],
          fileParallelism: false,
          // The files share nothing but the browser; loading playwright and axe
          // once for all of them saves a few seconds.
          isolate: false,
          // Generous, for a slow or busy machine: a test that hangs still fails,
          // a test on a machine half as fast as this one still passes.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll waits for what the page does later (idle work, an
          // observer's report): a second is too short when a core is busy.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
