import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two cores on the build machines: keep at most two workers.
// --no-wasm-code-gc: see keepWasmCode in apps/server/src/db/database.ts (Node 24 V8 crash with PGlite).
const execArgv = ['--no-wasm-code-gc'];
// The web's '@/…' imports (its tsconfig paths), for the web's unit and component tests.
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: 'unit',
          execArgv,
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
          ],
        },
      },
      {
        // The web's components in a DOM (jsdom), through Testing Library.
        resolve: { alias: webAlias },
        test: {
          name: 'components',
          execArgv,
          environment: 'jsdom',
          include: ['apps/web/test/**/*.test.tsx'],
          setupFiles: ['apps/web/test/support/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'api',
          execArgv,
          include: ['apps/server/test/api/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          execArgv,
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
