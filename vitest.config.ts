import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { reactWithLingui } from './vite.config';

/**
 * Six projects: `core`, `web` and `functions-unit` (the functions' pure modules, such as the
 * e-mail templates) need nothing running; `rules`, `functions`
 * and `e2e` run inside one `firebase emulators:exec` (npm run test:emulators).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'] },
      },
      {
        plugins: [reactWithLingui(), lingui()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup-tests.ts'],
          // jsdom rendering (ApexCharts above all) on a busy 2-core machine can pass 5 s.
          testTimeout: 15_000,
          env: {
            VITE_FIREBASE_API_KEY: 'demo-api-key',
            VITE_FIREBASE_AUTH_DOMAIN: 'demo-sprout.firebaseapp.com',
            VITE_FIREBASE_PROJECT_ID: 'demo-sprout',
          },
        },
      },
      {
        plugins: [reactWithLingui()],
        test: {
          name: 'functions-unit',
          environment: 'node',
          include: ['functions/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          // Rules tests clear their database between tests. It is a project of its own in the
          // Firestore emulator (tests/support/emulators.ts: rulesProjectId), with no functions
          // behind it, so clearing never touches the other suites' data; they still run after the
          // function and browser suites, so as not to add to those suites' load. One worker.
          sequence: { groupOrder: 2 },
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The reminder suites run the jobs in-process (functions/src, whose e-mail templates use
        // Lingui macros and JSX), against the emulators.
        plugins: [reactWithLingui()],
        test: {
          name: 'functions',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.spec.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
