// The console refuses a JSON value deeper than the API accepts before sending it: the message
// shows under the field it concerns, and no request leaves the browser.
import type { Page } from '@playwright/test';
import { API_BASE_PATH, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { openSectionAt, sectionNamed } from './navigation';

// The test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

const nested = (levels: number) => `${'{"level":'.repeat(levels)}1${'}'.repeat(levels)}`;

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('a variant JSON nested 70 levels deep is refused at its field and nothing is sent', async ({
  connectedPage: page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `${API_BASE_PATH}${apiPaths.autotunes()}`)
      creates.push(request.url());
  });

  await openSectionAt(page, sectionNamed('Autotunes'));
  await page.getByRole('link', { name: 'New autotune' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Deep variant');
  await next(page);
  await page.getByLabel('Variant 1 name').fill('Plain');
  await page.getByLabel('Variant 2 name').fill('Deep');
  const deep = page.getByLabel('Variant 2 value (JSON)');
  await deep.fill(nested(70));
  const message = 'This JSON nests more than 64 levels deep; at most 64 are allowed';
  await expect(deep).toHaveAccessibleDescription(new RegExp(message));
  await next(page);
  // Still on the Variants step, the message under the field.
  await expect(deep).toBeVisible();
  await expect(deep).toHaveAccessibleDescription(new RegExp(message));
  await expectNoViolations(page);

  // 5,000 levels: the same message, and the page keeps working.
  await deep.fill(nested(5_000));
  await expect(deep).toHaveAccessibleDescription(new RegExp(message));
  await deep.fill(nested(64));
  await expect(page.getByText(message)).toBeHidden();

  expect(creates).toEqual([]);
  expect(errors).toEqual([]);
});
