import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One run, four projects: pure game rules, the server over real sockets and
// databases, client components in jsdom, and end-to-end tests in a real browser.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker. Two: the rules' CPU-bound files
    // use both cores, and a browser test (mostly waiting on its page) runs beside
    // another file instead of after all of them. Each browser test file has its own
    // server, data folder and Chromium, so two may run at once.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Whole games played in a test take seconds, more on a loaded machine: a
        // test's time limit is a hang guard, not a speed check (those are benchmarks).
        test: {
          name: 'games',
          environment: 'node',
          include: ['src/games/**/*.test.ts', 'src/engine/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          testTimeout: 60_000,
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: ['src/client/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['src/client/e2e/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts', 'src/client/e2e/global-build.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
