// Runs a benchmark against the real host, the way the e2e suite does: a fresh data directory, the built console
// (`dist`, or DIST_DIR) served by `src/server/main.ts`, Debian's Chromium with the suite's flags, a connected page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type LaunchOptions, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { E2E_API_KEY, connect, makeDataDir, removeDataDir } from '../../e2e/fixtures';
import { startServer } from '../../e2e/startServer';

/** The viewport benchmarks measure in: a common laptop screen. */
const VIEWPORT = { width: 1440, height: 900 };

/** The launch options of the suite's Chromium project, so a benchmark runs the browser the tests run. */
export function launchOptions(): LaunchOptions {
  const project = playwrightConfig.projects?.find((candidate) => candidate.name === 'chromium');
  return project?.use?.launchOptions ?? { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
}

function requireBuild(): void {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run \`npm run build\` first (or set DIST_DIR to a build folder).`);
  }
}

/**
 * Starts the real server on a fresh data directory and hands `run` a Chromium page that is already connected
 * (its console holds the API key) and the server's origin. `setup` may write records into the store of the data
 * directory before the server starts (a store that is not empty is not seeded). Everything is stopped and the
 * data directory removed afterwards, also when `run` throws. Builds nothing: expects a build in `dist`/DIST_DIR.
 */
export async function withConnectedBrowser<T>(
  setup: (dataDir: string) => Promise<void> | void,
  run: (page: Page, origin: string) => Promise<T>,
): Promise<T> {
  requireBuild();
  const dataDir = await makeDataDir();
  try {
    await setup(dataDir);
    const server = await startServer({ dataDir, apiKey: E2E_API_KEY });
    try {
      const browser = await chromium.launch(launchOptions());
      try {
        const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT });
        // tsx compiles with keepNames: functions passed to page.evaluate call an `__name` helper the page lacks.
        await context.addInitScript('globalThis.__name = (fn) => fn;');
        const page = await context.newPage();
        await connect(page, E2E_API_KEY);
        return await run(page, server.url);
      } finally {
        await browser.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
}
