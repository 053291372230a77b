// The page session (src/client/pageSession.ts) with which the server writes a page's first view into its HTML.
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

const SESSION_COOKIE = 'gatehouse-session';

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Opens a page of the console and waits for the page session it opens once idle. */
export async function openSession(page: Page): Promise<void> {
  await page.goto('/gates');
  await expect.poll(() => sessionCookie(page.context()), { timeout: 15_000 }).toBeDefined();
}

/** The page's HTML as the server sends it to this browser, before any script runs. */
export async function servedPage(page: Page, address: string): Promise<string> {
  const response = await page.request.get(address, { headers: { Accept: 'text/html' } });
  return response.text();
}

/** The text of the server's render in `#root`, or undefined when the server sent the page without one. */
export async function servedRootText(page: Page, address: string): Promise<string | undefined> {
  const root = /<div id="root" inert>([\s\S]*?)<\/div><script type="application\/json"/.exec(
    await servedPage(page, address),
  );
  return root?.[1]?.replace(/<[^>]+>/g, ' ');
}

/**
 * The server's render of `address` once it writes one: a server's first renders of a page can take longer than the
 * second it allows them on a loaded machine, and it then serves the page as built.
 */
export async function writtenRootText(page: Page, address: string): Promise<string> {
  let text: string | undefined;
  await expect.poll(async () => (text = await servedRootText(page, address)), { timeout: 15_000 }).toBeDefined();
  return text ?? '';
}
