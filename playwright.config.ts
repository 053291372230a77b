// Browser tests against the real host (e2e/fixtures.ts starts it per worker); Debian's Chromium, no downloads.
import { defineConfig, devices } from '@playwright/test';

// Chromium 156 loads its omnibox popups (two WebUI renderers, chrome://omnibox-popup.top-chrome) for every window
// even headless, so for every test: about a fifth of the browser tests' CPU (19 of 106 CPU s on 20 tests, twice),
// for a browser UI no test sees. Chromium keeps only the last --disable-features, so Playwright's own list
// (playwright-core's chromiumSwitches) is repeated here: check it when upgrading Playwright.
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

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
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  // Seeds the data set once; each worker's server starts on a copy (e2e/fixtures.ts).
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  // Each worker runs its own server and browser. On these two cores two workers left about 40 % of the CPU idle: a
  // run's whole process tree used 553-562 CPU s, where two-worker runs took 476-584 s (tests wait on answers, timers
  // and polls); a third fills it. 74 tests of six specs, alternated at load 13-17: 187 and 109 s with two, 130 and
  // 102 s with three.
  workers: 3,
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
    // Off here: Playwright's 'only-on-failure' photographs every page before its context closes and throws the PNG
    // away when the test passed (4–6 % of the browser tests' CPU on 20 tests, twice). A failed test's page is
    // photographed by the page fixture instead (e2e/testPage.ts).
    screenshot: 'off',
    // As a user who asks for reduced motion: Mantine then opens menus, dialogs and popovers without transitions, so
    // no test renders a few hundred milliseconds of animation frames before its next step.
    reducedMotion: 'reduce',
  },
  projects: [
    // Everything against the embedded server.
    { name: 'chromium', testIgnore: 'proxy/**', use: browser },
    // One journey per page again, in upstream mode against a variant upstream (e2e/variantUpstream).
    { name: 'proxy', testMatch: 'proxy/**/*.spec.ts', use: browser },
  ],
});
