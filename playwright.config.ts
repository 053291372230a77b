// Browser tests against the real host (e2e/fixtures.ts starts it per worker); Debian's Chromium, no downloads.
import { defineConfig, devices } from '@playwright/test';

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Seeds the data set once; each worker's server starts on a copy (e2e/fixtures.ts).
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  // Two cores: each worker runs its own server and browser.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // An axe pass over a full page takes 20–28 s on this 2-core machine when both workers run; 30 s left no margin.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace of every test costs a snapshot per action (seconds on the 200-rule gate); CI retries a
    // failure once, and that retry is recorded.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Everything against the embedded server.
    { name: 'chromium', testIgnore: 'proxy/**', use: browser },
    // One journey per page again, in upstream mode against a variant upstream (e2e/variantUpstream).
    { name: 'proxy', testMatch: 'proxy/**/*.spec.ts', use: browser },
  ],
});
