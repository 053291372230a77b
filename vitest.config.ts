// Unit and in-process server tests only; browser flows live in e2e/ and run under Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    // Component and hook tests opt into jsdom with `// @vitest-environment jsdom`; the rest run in Node.
    environment: 'node',
    setupFiles: ['src/ui/testing/domSetup.ts'],
    // better-sqlite3 is a native module: separate processes isolate it more safely than worker threads.
    pool: 'forks',
    // One module graph per worker instead of per file: the suite runs in half the time on two cores. Tests keep
    // their state in their own stores and apps, so nothing leaks from one file to the next.
    isolate: false,
    // Server tests seed a whole database before they assert.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
