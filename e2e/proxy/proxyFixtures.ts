// Proxy-mode fixtures: per worker a variant upstream (in this process) and Gatehouse in upstream mode in front of
// it, holding the upstream's key, so the browser holds none.
import { test as base, expect } from '@playwright/test';
import { makeDataDir, removeDataDir } from '../fixtures';
import { startServer, type RunningServer } from '../startServer';
import { testPage } from '../testPage';
import { startVariantUpstream, type VariantUpstream } from '../variantUpstream/variantUpstream';

/** The key the variant upstream accepts; Gatehouse holds it and adds it to every forwarded request. */
export const UPSTREAM_KEY = 'upstream-key-9f8e7d6c5b4a';

interface WorkerFixtures {
  upstream: VariantUpstream;
  proxyServer: RunningServer;
}

/** Starts Gatehouse in upstream mode on a fresh data dir; stop it (and remove the dir) when done. */
export async function startProxyServer(upstreamUrl: string, apiKey: string): Promise<RunningServer> {
  const dataDir = await makeDataDir();
  const server = await startServer({ dataDir, apiKey, upstreamUrl });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await removeDataDir(dataDir);
    },
  };
}

export const test = base.extend<object, WorkerFixtures>({
  upstream: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no dependencies
    async ({}, use) => {
      const upstream = await startVariantUpstream(UPSTREAM_KEY);
      try {
        await use(upstream);
      } finally {
        await upstream.stop();
      }
    },
    { scope: 'worker' },
  ],
  proxyServer: [
    async ({ upstream }, use) => {
      const server = await startProxyServer(upstream.url, UPSTREAM_KEY);
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Profiled when asked, photographed when it failed (e2e/testPage.ts).
  page: async ({ page }, use, testInfo) => {
    await testPage(page, use, testInfo);
  },
  baseURL: async ({ proxyServer }, use) => {
    await use(proxyServer.url);
  },
});

export { expect };
