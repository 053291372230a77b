// The browser context is reused from test to test (e2e/reusedContext.ts): what one test stores must be gone in the
// next, while the HTTP cache that makes the reuse worth it survives.
import type { BrowserContext } from '@playwright/test';
import { test, expect } from './fixtures';

// In order and in one worker, so the second test gets the context the first one used.
test.describe.configure({ mode: 'serial' });

// A page of the server's own origin that loads no app.
const PLAIN_PAGE = '/gatehouse/status';
let firstContext: BrowserContext | undefined;

test('a test stores data of every kind a page can', async ({ page, context }) => {
  firstContext = context;
  await context.grantPermissions(['clipboard-read']);
  await page.route('**/gatehouse/status', (route) => route.fulfill({ body: 'routed' }));
  await page.goto(PLAIN_PAGE);
  await page.evaluate(async () => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
    document.cookie = 'left=behind; max-age=3600';
    await new Promise((resolve, reject) => {
      const request = indexedDB.open('left-behind');
      request.onsuccess = () => {
        request.result.close();
        resolve(undefined);
      };
      request.onerror = () => {
        reject(new Error('IndexedDB would not open'));
      };
    });
  });
  await expect(page.locator('body')).toHaveText('routed');
});

test('the next test in the same context finds none of it', async ({ page, context, freshContext }) => {
  if (!freshContext) expect(context).toBe(firstContext);
  await page.goto(PLAIN_PAGE);
  await expect(page.locator('body')).not.toHaveText('routed');
  const found = await page.evaluate(async () => ({
    localStorage: localStorage.length,
    sessionStorage: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    clipboardRead: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  }));
  expect(found).toEqual({ localStorage: 0, sessionStorage: 0, cookie: '', databases: [], clipboardRead: 'prompt' });
});
