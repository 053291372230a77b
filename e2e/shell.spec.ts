import { connect, E2E_API_KEY, expect, test, UNAUTHORIZED_MESSAGE } from './fixtures';
import { expectTableWithRows, mainNav, openSection, sectionNamed } from './navigation';
import { SECTIONS } from './sections';

const NO_KEY_BANNER = 'Enter the API key on the Connection page';

test('shows the title and every section in the main navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Gatehouse/);
  await expect(page.getByRole('banner').getByText('Gatehouse', { exact: true })).toBeVisible();
  for (const section of SECTIONS) {
    await expect(mainNav(page).getByRole('link', { name: section.name, exact: true })).toBeVisible();
  }

  // The first Tab shows the skip link; following it puts focus on the page, past the header and navigation.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
});

test('a first visit with no key anywhere is welcomed, sends no API request and leads to Connection', async ({
  page,
}) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/console/v1')) apiRequests.push(request.url());
  });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Connect to get started' })).toBeVisible();
  await expect(main.getByText('this server keeps it in the CONSOLE_API_KEY environment variable')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Not connected' })).toHaveCount(0);
  await expect(page.getByText(NO_KEY_BANNER)).toBeHidden();
  expect(apiRequests).toEqual([]);

  await main.getByRole('link', { name: 'Go to Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
  expect(apiRequests).toEqual([]);
});

test('testing the right key says Connected; editing the fields clears the result; saving it goes on to Gates', async ({
  page,
}) => {
  await page.goto('/connection');
  const main = page.getByRole('main');
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(main.getByText('Connected', { exact: true })).toBeVisible();
  await expect(main.getByText(/Found \d+ layers?/)).toBeVisible();

  // The result belonged to the tested values: a changed base URL has not been tested.
  const baseUrl = page.getByLabel('Base URL');
  await baseUrl.fill('not an address');
  await expect(main.getByText('Connected', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText(/^Base URL must be empty/)).toBeVisible();
  await expect(baseUrl).toBeFocused();
  await page.getByLabel('API key', { exact: true }).fill('another-key');
  await baseUrl.fill('');

  // Opened from the main navigation, a Save that connects leads on to Gates and says what it found.
  await connect(page, E2E_API_KEY);
  await expect(page).toHaveURL(/\/gates$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Connected' })).toContainText(/Found \d+ layers?\./);
  await expectTableWithRows(page);
  await expect(page.getByText(NO_KEY_BANNER)).toBeHidden();
});

test('connecting from a page that asked for the key goes back to that page', async ({ page }) => {
  await page.goto('/layers?limit=10');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Connect to get started' })).toBeVisible();
  await main.getByRole('link', { name: 'Go to Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
  await expect(page).toHaveURL(/\/connection\?redirect=/);

  // A wrong key is saved but refused: the user stays to correct it.
  await page.getByLabel('API key', { exact: true }).fill('not-the-right-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Saved, but the server refused this key')).toBeVisible();
  await expect(page).toHaveURL(/\/connection\?redirect=/);

  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/layers\?limit=10$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Layers' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Connected' })).toContainText(/Found \d+ layers?\./);
  await expectTableWithRows(page);
});

test('a crafted return address never takes the user off the console', async ({ page }) => {
  await page.goto('/connection?redirect=https%3A%2F%2Fattacker.example%2F');
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/gates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();
});

test('a first visit with no key logs nothing to the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Connect to get started' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Layers', exact: true }).click();
  await expect(page).toHaveURL(/\/layers/);
  await expect(main.getByRole('heading', { level: 1, name: 'Connect to get started' })).toBeVisible();
  expect(logged).toEqual([]);
});

test('opens every section from the main navigation, lists showing seeded rows', async ({ connectedPage: page }) => {
  for (const section of SECTIONS) {
    await openSection(page, section);
    if (section.isList) await expectTableWithRows(page);
  }
});

test('a wrong key is saved but refused, the test says so, and list pages say Not connected', async ({ page }) => {
  await page.goto('/connection');
  await page.getByLabel('API key', { exact: true }).fill('not-the-right-key');
  await page.getByRole('button', { name: 'Save' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText('Saved, but the server refused this key')).toBeVisible();
  await expect(main.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  await expect(main.getByText('Saved', { exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(main.getByText('Connection failed', { exact: true })).toBeVisible();
  await expect(main.getByText(UNAUTHORIZED_MESSAGE)).toBeVisible();
  // The user is on the Connection page already: the message does not send them there.
  await expect(main.getByText('Check the API key and try again.')).toBeVisible();
  await expect(main.getByText(/on the Connection page/)).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Gates', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Not connected' })).toBeVisible();
  await expect(main.getByText(/Set the API key on the Connection page/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Connection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
});

test('the header says when the server refused the saved key, and links to Connection', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('gatehouse.connection') === null) {
      window.sessionStorage.setItem(
        'gatehouse.connection',
        JSON.stringify({ baseUrl: '', apiKey: 'not-the-right-key', remember: false }),
      );
    }
  });
  await page.goto('/layers');
  await expect(page.getByRole('heading', { name: 'Not connected' })).toBeVisible();
  const header = page.getByRole('banner');
  const refused = header.getByRole('link', { name: /^API key refused/ });
  await expect(refused).toBeVisible();
  await expect(header.getByText(/API key set/)).toHaveCount(0);

  await refused.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connection' })).toBeVisible();
  await page.getByLabel('API key', { exact: true }).fill(E2E_API_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/layers$/);
  await expectTableWithRows(page);
  await expect(header.getByText(/^API key set/)).toBeVisible();
  await expect(header.getByRole('link', { name: /^API key refused/ })).toHaveCount(0);

  // Saving a wrong key on the Connection page says so in the header at once.
  await mainNav(page).getByRole('link', { name: 'Connection', exact: true }).click();
  await page.getByLabel('API key', { exact: true }).fill('another-wrong-key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByText('Saved, but the server refused this key')).toBeVisible();
  await expect(header.getByRole('link', { name: /^API key refused/ })).toBeVisible();
});

test('an unknown address shows Page not found', async ({ connectedPage: page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('paging the Gates list puts the page in the address, and a reload keeps it', async ({ connectedPage: page }) => {
  await openSection(page, sectionNamed('Gates'));
  await expectTableWithRows(page);
  await expect(page.getByText(/Page 1 of \d+ · \d+ items/)).toBeVisible();
  const firstPageRows = await page.getByRole('main').getByRole('table').first().getByRole('row').allInnerTexts();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(/Page 2 of \d+ · \d+ items/)).toBeVisible();
  const secondPageRows = await page.getByRole('main').getByRole('table').first().getByRole('row').allInnerTexts();
  expect(secondPageRows.slice(1)).not.toEqual(firstPageRows.slice(1));

  await page.reload();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByText(/Page 2 of \d+ · \d+ items/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
});

test('on a narrow screen the burger opens the navigation, and Escape or picking a section closes it', async ({
  connectedPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = mainNav(page);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Gates', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Layers', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await openSection(page, sectionNamed('Layers'));
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
});

test('the colour scheme toggle switches between light and dark and is remembered', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Toggle color scheme' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', /^(light|dark)$/);
  const before = await html.getAttribute('data-mantine-color-scheme');
  const after = before === 'dark' ? 'light' : 'dark';

  await toggle.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', before ?? 'light');
});

test('the document is served with the security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response).not.toBeNull();
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers['content-security-policy']).toContain("connect-src 'self'");
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
});

test('the console loads nothing from outside its own server', async ({ page, serverUrl }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== serverUrl) foreign.push(url.href);
  });
  await connect(page, E2E_API_KEY);
  for (const section of SECTIONS) await openSection(page, section);
  await page.getByRole('button', { name: 'Toggle color scheme' }).click();
  expect(foreign).toEqual([]);
});
