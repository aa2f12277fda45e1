import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `api` (server through the app factory on a real database), `web`
 * (components in happy-dom), `browser` (the built app in headless Chromium against a real
 * server). `npm test` runs api and web; CI adds browser and api against PostgreSQL.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Every core runs test files (vitest keeps one back for itself by default, which on CI's two
    // cores ran one file at a time).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/support/globalSetup.ts'],
          // Files share a worker's loaded modules: each builds its own app on its own database,
          // and loading the server once per worker instead of once per file saves minutes.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          // Files share a worker's window and modules; tests/web/setup.ts puts the window back
          // after each test (no rendered app, no storage, the start address).
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/support/globalSetup.ts'],
          // A file has its own server, data folder and Chromium: files run side by side, in
          // shared workers, as the other projects' do.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
