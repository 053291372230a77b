// Lighthouse (desktop preset) performance and accessibility scores, in the Debian Chromium the suite uses. The
// browser is started by Playwright with a remote-debugging port, and Lighthouse drives it over that port.
import { createServer } from 'node:net';
import { chromium, type LaunchOptions } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';

/** Scores out of 100, or why there is none. */
export type Scores = { performance: number; accessibility: number } | { error: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

/** Runs Lighthouse once per url, one after the other; a url it cannot audit gets the reason instead of scores. */
export async function lighthouseScores(urls: readonly string[], launch: LaunchOptions): Promise<Scores[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), `--remote-debugging-port=${String(port)}`],
  });
  try {
    const scores: Scores[] = [];
    for (const url of urls) {
      try {
        const result = await lighthouse(
          url,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          desktopConfig,
        );
        const categories = result?.lhr.categories;
        const runtimeError = result?.lhr.runtimeError;
        if (runtimeError !== undefined) scores.push({ error: runtimeError.message });
        else {
          scores.push({
            performance: Math.round((categories?.performance?.score ?? NaN) * 100),
            accessibility: Math.round((categories?.accessibility?.score ?? NaN) * 100),
          });
        }
      } catch (error) {
        scores.push({ error: error instanceof Error ? error.message : String(error) });
      }
    }
    return scores;
  } finally {
    await browser.close();
  }
}
