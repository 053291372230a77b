import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { mainNav } from './navigation';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

// A slow API must not keep the page blank: the frame and a loading skeleton paint first, then the rows.
test('with a slow API the frame and a skeleton paint before the data, and scripts arrive compressed', async ({
  connectedPage: page,
}) => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/console/v1/**', async (route) => {
    await answered;
    await route.continue();
  });
  const scriptEncodings: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scriptEncodings.push(response.headers()['content-encoding'] ?? 'none');
  });

  await page.goto('/layers');
  await expect(mainNav(page).getByRole('link', { name: 'Layers', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Loading page' })).toBeAttached();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(1);
  await expectNoViolations(page);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Layers', exact: true })).toBeVisible();
  await expect
    .poll(() => page.getByRole('main').getByRole('table').first().getByRole('row').count())
    .toBeGreaterThan(1);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  // Chromium offers brotli; every script large enough to be worth it comes back encoded.
  expect(scriptEncodings.length).toBeGreaterThan(0);
  expect(scriptEncodings).toContain('br');
});
