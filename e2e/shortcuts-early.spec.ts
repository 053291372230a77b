// The keyboard shortcuts' matching loads after the first page (src/ui/useShortcuts.ts): a key pressed before it has
// arrived waits for it and still works, and Ctrl/Cmd+S or Ctrl/Cmd+K never reach the browser meanwhile.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSession, writtenRootText } from './pageSession';

test.use({ openAppFirst: false });

/** Holds the scripts at `pattern` back until `release()`; `asked()` says whether the page has asked for one. */
async function holdScripts(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(pattern, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Holds the shortcut handler's code back until `release()`; `asked()` says whether the page has asked for it. */
const holdShortcutHandler = (page: Page) => holdScripts(page, '**/assets/shortcutKeys-*.js');

/** Records each later keydown of a character with Ctrl or Cmd held, and whether something kept it from the browser. */
async function watchModKeys(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { modKeys: string[] }).modKeys = seen;
    // Bubble phase on window: after the app's capture-phase listener has had its say.
    window.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.length === 1)
        seen.push(`${event.key} ${event.defaultPrevented ? 'kept' : 'to the browser'}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { modKeys: string[] }).modKeys);
}

test('"g l" pressed as the gates list shows, before the shortcuts have loaded, goes to Layers once they have', async ({
  connectedPage: page,
}) => {
  const handler = await holdShortcutHandler(page);
  await page.goto('/gates');
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('l');
  await expect.poll(handler.asked).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();

  handler.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
});

test('Ctrl/Cmd+S in a gate field before the shortcuts have loaded never reaches the browser, and opens the review', async ({
  connectedPage: page,
}) => {
  const handler = await holdShortcutHandler(page);
  await page.goto('/gates/search_ranking_v3');
  const description = page.getByRole('form', { name: 'Edit gate' }).getByRole('textbox', { name: 'Description' });
  await description.fill('Ranking v3, reviewed before its shortcuts loaded.');
  const modKeys = await watchModKeys(page);

  await page.keyboard.press('ControlOrMeta+s');
  expect(await modKeys()).toEqual(['s kept']);
  await expect.poll(handler.asked).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toHaveCount(0);

  handler.release();
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toBeVisible();
});

test('Ctrl/Cmd+K before the shortcuts have loaded is kept from the browser and opens the palette, and other keys are not', async ({
  connectedPage: page,
}) => {
  const handler = await holdShortcutHandler(page);
  await page.goto('/events/page%2Fview');
  await expect(page.getByRole('heading', { level: 1, name: 'page/view' })).toBeVisible();
  const modKeys = await watchModKeys(page);

  // Ctrl/Cmd+Shift+K is no shortcut of the console: it stays the browser's.
  await page.keyboard.press('ControlOrMeta+Shift+K');
  await page.keyboard.press('ControlOrMeta+k');
  expect(await modKeys()).toEqual(['K to the browser', 'k kept']);
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);

  handler.release();
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Search gates, layers/ })).toBeFocused();
});

test('a key pressed on the page the server wrote, before the app has taken it over, is answered once it has', async ({
  connectedPage: page,
}) => {
  await openSession(page);
  await writtenRootText(page, '/gates/search_ranking_v3');
  // The app's script runs (its loader asks for the editor's code) while the server's view is on screen, inert.
  const editor = await holdScripts(page, '**/assets/editorModule-*.js');
  await page.goto('/gates/search_ranking_v3');
  await expect.poll(editor.asked).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/gates\/search_ranking_v3$/);

  editor.release();
  await expect(page).toHaveURL(/\/gates\/search_ranking_v3\/history/);
  await expect(page.getByRole('heading', { level: 1, name: /Search ranking v3/ })).toBeVisible();
});
