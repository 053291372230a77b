// The gate page paints a read-only first view while the editor's code loads; the editor then takes its place
// without moving a line.
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

test.use({ openAppFirst: false });

/** Where the settings' labels are from the top of the page, and where the two sections' headings are. */
async function positions(page: Page): Promise<Record<string, number>> {
  const settings = page.getByRole('region', { name: 'Settings' });
  const places: Record<string, number> = {};
  for (const label of ['Name', 'Type', 'Description', 'Id type', 'Target apps', 'Tags', 'Require review']) {
    // A required field's label ends in an asterisk.
    const box = await settings
      .getByText(new RegExp(`^${label}( \\*)?$`))
      .first()
      .boundingBox();
    places[label] = Math.round(box?.y ?? -1);
  }
  for (const heading of ['Settings', 'Rules']) {
    const box = await page.getByRole('heading', { name: heading, exact: true }).boundingBox();
    places[`${heading} x`] = Math.round(box?.x ?? -1);
    places[`${heading} y`] = Math.round(box?.y ?? -1);
  }
  return places;
}

test('the editor replaces the first view in place, and the first view passes axe', async ({ connectedPage: page }) => {
  test.setTimeout(90_000);
  // The editor's code is held back until the first view has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/GateEditor-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gates/search_ranking_v3');
  const settings = page.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('textbox', { name: /^Name/ })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByRole('form', { name: 'Edit gate' })).toHaveCount(0);
  const before = await positions(page);
  await expectNoViolations(page);

  release();
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: 30_000 });
  await expect(settings.getByRole('textbox', { name: /^Name/ })).toBeEnabled();
  const after = await positions(page);
  // Within a pixel: a subpixel line may round either way.
  for (const [place, y] of Object.entries(before)) {
    expect(Math.abs((after[place] ?? -100) - y), `${place} moved`).toBeLessThanOrEqual(1);
  }
});
