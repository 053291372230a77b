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
  await page.route('**/assets/editorModule-*.js', async (route) => {
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

/** Serves the gate's record changed by `change` while `broken()` says so. */
async function breakGate(page: Page, change: (gate: Record<string, unknown>) => void, broken: () => boolean) {
  await page.route('**/console/v1/gates/search_ranking_v3', async (route) => {
    if (route.request().method() !== 'GET' || !broken()) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

test('a record the whole check refuses shows the error its read gives, and Retry reads it again', async ({
  connectedPage: page,
}) => {
  test.setTimeout(90_000);
  let broken = true;
  // The owner is not shown in the first view: its check lets the record through, the gate schema then refuses it.
  await breakGate(
    page,
    (gate) => (gate.owner = 'Search team'),
    () => broken,
  );
  await page.goto('/gates/search_ranking_v3');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/does not have the shape Gatehouse expects at data\.owner/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit gate' })).toHaveCount(0);

  broken = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('English-speaking markets').first()).toBeVisible();
});

test('a rule the first view cannot read fails the page before anything of the gate is drawn', async ({
  connectedPage: page,
}) => {
  await breakGate(
    page,
    (gate) => {
      const [first] = gate.rules as Record<string, unknown>[];
      if (first) first.passPercentage = 'half';
    },
    () => true,
  );
  await page.goto('/gates/search_ranking_v3');
  await expect(
    page.getByText(/expects at data\.rules\.0\.passPercentage \(Invalid input: expected number/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'Settings' })).toHaveCount(0);
});
