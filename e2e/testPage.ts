// The `page` fixture of both fixture sets (e2e/fixtures.ts, e2e/proxy/proxyFixtures.ts).
import type { Page, TestInfo } from '@playwright/test';
import { profiledPage } from './profiling';

/**
 * Profiled when asked (e2e/profiling.ts), and photographed when its test failed. Playwright's own
 * `screenshot: 'only-on-failure'` photographs every page before its context closes, passed or not, and then throws
 * the picture away: a PNG encoded in the browser and sent to the runner for every test.
 */
export async function testPage(page: Page, use: (page: Page) => Promise<void>, testInfo: TestInfo): Promise<void> {
  await profiledPage(page, use, testInfo);
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  try {
    const path = testInfo.outputPath('test-failed-1.png');
    await page.screenshot({ path, timeout: 5_000 });
    testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' });
  } catch {
    // A page that cannot be photographed (crashed, closing) leaves the failure's own message to speak.
  }
}
