// Steps a user takes again and again, written once so specs read as the user's story.
import { expect, type Locator, type Page } from '@playwright/test';
import { SECTIONS, type Section } from './sections';

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Clicks a section in the main navigation and waits for its address and h1 (on a page not yet opened, the app opens
 * at `/`): for tests whose story goes through the navigation.
 */
export async function openSection(page: Page, section: Section): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await mainNav(page).getByRole('link', { name: section.name, exact: true }).click();
  await expect(page).toHaveURL(addressOf(section));
  await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
}

/**
 * Opens a section at the address its navigation link opens (openSection holds the two the same) and waits for its
 * h1: for tests about the page, not the way there. On a fresh page it skips loading `/`, the Gates list, first.
 */
export async function openSectionAt(page: Page, section: Section): Promise<void> {
  await page.goto(section.path);
  await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
}

/** The section's address, with or without a query (the paths hold only letters, dashes and slashes). */
function addressOf(section: Section): RegExp {
  return new RegExp(`^https?://[^/]+${section.path}([?#]|$)`);
}

/** The section with this navigation name; throws on a typo so a spec cannot silently skip a page. */
export function sectionNamed(name: string): Section {
  const found = SECTIONS.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`No section named "${name}" in e2e/sections.ts.`);
  return found;
}

/** The page's first table once it shows at least one row of data (a header row plus one). */
export async function expectTableWithRows(page: Page): Promise<Locator> {
  const table = page.getByRole('main').getByRole('table').first();
  await expect(table).toBeVisible();
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
  return table;
}
