// A page on another origin that tries to change a gate the one way a browser lets it: a `no-cors` POST with a
// text/plain body, which a browser sends without asking the target first.
import { expect, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AttackerSite {
  /** The same page as seen from another port of this machine (same-site) and from another site. */
  origins: string[];
  stop: () => Promise<void>;
}

/** Serves a page whose script POSTs `body` to `target` and then sets its title to "sent". */
async function startAttackerSite(target: string, body: unknown): Promise<AttackerSite> {
  const script =
    `fetch(${JSON.stringify(target)}, { mode: 'no-cors', method: 'POST', headers: { 'content-type': 'text/plain' }, ` +
    `body: ${JSON.stringify(JSON.stringify(body))} }).then(() => { document.title = 'sent'; }, () => { document.title = 'failed'; });`;
  const page = `<!doctype html><title>waiting</title><h1>Nothing to see here</h1><script>${script}</script>`;
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origins: [`http://127.0.0.1:${String(port)}/`, `http://localhost:${String(port)}/`],
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Opens the attacker's page from each of its origins and waits until its script has sent the POST. */
export async function sendFromAttackerPages(page: Page, target: string, body: unknown): Promise<void> {
  const site = await startAttackerSite(target, body);
  try {
    for (const origin of site.origins) {
      await page.goto(origin);
      await expect(page).toHaveTitle('sent');
    }
  } finally {
    await site.stop();
  }
}
