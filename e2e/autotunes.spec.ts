import type { APIRequestContext, Page } from '@playwright/test';
import { type Autotune, AutotuneSchema } from '../src/contract/autotune';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';
import { expectTableWithRows, openSectionAt, sectionNamed } from './navigation';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

/** Every autotune on the server, read through the API rather than the page. */
async function listAutotunes(request: APIRequestContext, serverUrl: string, apiKey: string): Promise<Autotune[]> {
  const response = await request.get(`${serverUrl}${API_BASE_PATH}${apiPaths.autotunes()}?limit=100`, {
    headers: { [API_KEY_HEADER]: apiKey },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: unknown[] };
  return body.data.map((item) => AutotuneSchema.parse(item));
}

function autotunesTable(page: Page) {
  return page.getByRole('table', { name: 'Autotunes' });
}

/** Opens the wizard at its address: the list's New autotune link is followed once, by the test that creates one. */
async function openWizard(page: Page): Promise<void> {
  await page.goto('/autotunes/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New autotune' })).toBeVisible();
}

function nameInput(page: Page) {
  return page.getByRole('textbox', { name: 'Name', exact: true });
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Picks an option of a Mantine select by its visible label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillBasics(page: Page, name: string): Promise<void> {
  await nameInput(page).fill(name);
  await next(page);
  await expect(page.getByLabel('Variant 1 name')).toBeVisible();
}

async function fillSuccessEvent(page: Page, event: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Success event', exact: true }).fill(event);
}

test('the list shows each autotune with its windows, winner and variant count, 20 per page by default', async ({
  connectedPage: page,
}) => {
  await openSectionAt(page, sectionNamed('Autotunes'));
  const table = await expectTableWithRows(page);
  await expect(table.getByRole('row')).toHaveCount(9);
  const copyRow = table.getByRole('row', { name: /checkout_button_copy/ });
  await expect(copyRow).toContainText('checkout completed');
  await expect(copyRow).toContainText('Exploration 24 hours');
  await expect(copyRow).toContainText('Buy now');
  await expect(copyRow).toContainText('Started');
  await expect(table.getByRole('row', { name: /signup_form_length/ })).toContainText('No winner yet');
  await expect(table.getByRole('row', { name: /signup_form_length/ })).toContainText('Not started');

  await page.goto('/autotunes?page=2&limit=5');
  await expect(page.getByText('Page 2 of 2 · 8 items')).toBeVisible();
  await expect(autotunesTable(page).getByRole('row')).toHaveCount(4);
  await expectNoViolations(page);
});

test('a row opens the autotune with its variants as JSON and its targeting rules', async ({ connectedPage: page }) => {
  await openSectionAt(page, sectionNamed('Autotunes'));
  await autotunesTable(page).getByRole('link', { name: 'promo_banner_discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'promo_banner_discount' })).toBeVisible();
  await expect(page.getByText('Discount shown in the promo banner.')).toBeVisible();
  const variants = page.getByRole('table', { name: 'Variants' });
  await expect(variants.getByRole('row')).toHaveCount(5);
  await expect(variants.getByRole('row', { name: /20% off/ })).toContainText('"pct": 20');
  await expect(variants.getByRole('row', { name: /20% off/ })).toContainText('25 (25%)');
  await expect(page.getByText('Free plan visitors')).toBeVisible();
  await expect(page.getByText('country none CN, RU')).toBeVisible();
  await expect(page.getByText('annual')).toBeVisible();
  await expect(page.getByText('No winner yet')).toBeVisible();

  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);

  // A variant whose value is JSON null shows null, not an empty object.
  await page.goto('/autotunes/promo_50_timing');
  await expect(
    page
      .getByRole('table', { name: 'Variants' })
      .getByRole('row', { name: /On arrival/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('null');
});

test('an unknown autotune id says so and links back to the list', async ({ connectedPage: page }) => {
  await page.goto('/autotunes/no_such_autotune');
  await expect(page.getByText('No autotune has the id no_such_autotune')).toBeVisible();
  await page.getByRole('link', { name: 'Back to autotunes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autotunes' })).toBeVisible();
});

test('the wizard creates an autotune with three variants, opens it, and the list shows it', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  // A whole wizard run with an accessibility check on every step: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await openSectionAt(page, sectionNamed('Autotunes'));
  await page.getByRole('link', { name: 'New autotune' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New autotune' })).toBeVisible();
  await expectNoViolations(page);
  await nameInput(page).fill('Checkout Flow Test');
  await expect(page.getByText('Created with the id checkout_flow_test')).toBeVisible();
  await page.getByLabel('Description').fill('Which checkout flow gets more carts.');
  await page.getByRole('radio', { name: 'stableID' }).check();
  await next(page);

  await page.getByLabel('Variant 1 name').fill('Blue');
  await page.getByLabel('Variant 1 value (JSON)').fill('{"color":"blue"}');
  await page.getByLabel('Variant 2 name').fill('Green');
  await page.getByLabel('Variant 2 value (JSON)').fill('null');
  await page.getByLabel('Variant 2 size').fill('25');
  await page.getByRole('button', { name: 'Duplicate Variant 2' }).click();
  await page.getByLabel('Variant 3 name').fill('Red');
  await page.getByLabel('Variant 3 value (JSON)').fill('{"color":"red"}');
  await page.getByRole('button', { name: 'Move Variant 3 up' }).click();
  await expect(page.getByLabel('Variant 2 name')).toHaveValue('Red');
  await expect(page.getByText('Blue 50%', { exact: true })).toBeVisible();
  await expect(page.getByText('Red 25%', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await next(page);

  await fillSuccessEvent(page, 'add_');
  await page.getByRole('option', { name: 'add_to_cart' }).click();
  await choose(page, 'Exploration window', '7 days (168hr)');
  await choose(page, 'Winner threshold', '99% chance of being best');
  await choose(page, 'Optimization parameter', 'Occurrence: whether the event happens');
  await expectNoViolations(page);
  await next(page);

  await expect(page.getByLabel('Exploration window rate')).toBeHidden();
  await page.getByRole('button', { name: 'Advanced settings' }).click();
  await page.getByLabel('Exploration window rate').fill('0.5');
  await page.getByRole('switch', { name: 'Contextual autotune' }).check();
  await page.getByLabel('Metadata field').fill('cart_value');
  const higherIsBetter = page.getByRole('switch', { name: 'Higher is better' });
  await expect(higherIsBetter).toBeChecked();
  await expectNoViolations(page);
  await next(page);
  await expect(page.getByText(/where higher is better\.$/)).toBeVisible();
  // One toggle turns it off, and off is what is sent.
  await page.getByRole('button', { name: 'Back' }).click();
  await higherIsBetter.uncheck();
  await expect(higherIsBetter).not.toBeChecked();
  await next(page);

  await expect(page.getByText(/where lower is better\.$/)).toBeVisible();
  await expect(page.getByText('Creates the autotune checkout_flow_test, splitting traffic by stableID.')).toBeVisible();
  await expect(page.getByText('3 variants share traffic by size: Blue 50%, Red 25%, Green 25%.')).toBeVisible();
  await expect(page.getByLabel('Request body JSON')).toContainText('"explorationWindow": "168hr"');
  const reviewed = page.getByRole('table', { name: 'Variants' });
  await expect(reviewed.getByRole('row', { name: /Green/ }).getByRole('cell').last()).toHaveText('null');
  await expect(reviewed.getByRole('row', { name: /Red/ })).toContainText('"color": "red"');
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
  await page.getByRole('button', { name: 'Create autotune' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'checkout_flow_test' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Variants' }).getByRole('row')).toHaveCount(4);

  const created = (await listAutotunes(request, serverUrl, apiKey)).find(
    (autotune) => autotune.id === 'checkout_flow_test',
  );
  expect(created).toMatchObject({
    name: 'checkout_flow_test',
    description: 'Which checkout flow gets more carts.',
    idType: 'stableID',
    successEvent: 'add_to_cart',
    explorationWindow: '168hr',
    attributionWindow: '1hr',
    winnerThreshold: '99%',
    explorationWindowRate: 0.5,
    isContextual: true,
    metadataField: 'cart_value',
    higherIsBetter: false,
    optimizationParameter: 'occurrence',
    isStarted: false,
    winner: null,
  });
  expect(created?.variants.map((variant) => [variant.name, variant.json, variant.size])).toEqual([
    ['Blue', { color: 'blue' }, 50],
    ['Red', { color: 'red' }, 25],
    ['Green', null, 25],
  ]);

  await page.getByRole('link', { name: 'Back to autotunes' }).click();
  await expect(autotunesTable(page).getByRole('link', { name: 'checkout_flow_test' })).toBeVisible();
});

test('the Variants step blocks one variant and invalid JSON, saying why', async ({ connectedPage: page }) => {
  await openWizard(page);
  await fillBasics(page, 'Blocked variants');

  await page.getByLabel('Variant 1 value (JSON)').fill('{"color": blue}');
  await expect(page.getByText(/^Not valid JSON/)).toBeVisible();
  await next(page);
  await expect(page.getByLabel('Variant 1 name')).toBeVisible();
  await expect(page.getByText(/^Not valid JSON/)).toBeVisible();
  // Each invalid field says why, also once it has lost focus.
  await page.getByLabel('Variant 2 value (JSON)').fill('{bad');
  await next(page);
  await expect(page.getByText(/^Not valid JSON/)).toHaveCount(2);
  await page.getByLabel('Variant 1 value (JSON)').fill('{"color": "blue"}');
  await page.getByLabel('Variant 2 value (JSON)').fill('{}');
  await expect(page.getByText(/^Not valid JSON/)).toBeHidden();

  // Two variants named alike (case and spaces aside): the later one says so.
  await page.getByLabel('Variant 1 name').fill(' test');
  await next(page);
  await expect(page.getByLabel('Variant 2 name')).toHaveAccessibleDescription(
    'Variant 1 already has this name; each variant needs a name of its own',
  );
  await page.getByLabel('Variant 1 name').fill('Control');

  await page.getByRole('button', { name: 'Remove Variant 2' }).click();
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'An autotune needs at least 2 variants' })).toBeVisible();
  await expect(page.getByLabel('Variant 1 name')).toBeVisible();
  await expectNoViolations(page);

  // Sizes 5, 5 and 2 are shown as shares adding up to 100%, not 42 + 42 + 17.
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByLabel('Variant 1 size').fill('5');
  await page.getByLabel('Variant 2 size').fill('5');
  await page.getByLabel('Variant 3 size').fill('2');
  for (const share of ['Control 42%', 'Variant 2 42%', 'Variant 3 16%'])
    await expect(page.getByText(share, { exact: true })).toBeVisible();
});

test('the Success step offers only the allowed windows and cannot take another', async ({ connectedPage: page }) => {
  await openWizard(page);
  await fillBasics(page, 'Window check');
  await next(page);
  await fillSuccessEvent(page, 'purchase');

  const exploration = page.getByRole('combobox', { name: 'Exploration window', exact: true });
  await exploration.click();
  // One option per duration, not each of the API's three spellings.
  await expect(page.getByRole('option')).toHaveCount(5);
  await exploration.fill('12hr');
  await expect(page.getByText('Not an allowed value')).toBeVisible();
  await page.keyboard.press('Escape');
  await exploration.blur();
  // The typed text is only a search: the choice stays the allowed value it was.
  await expect(exploration).toHaveValue('24 hours (24hr)');

  // With a unit, the attribution window is a number of that unit, not hours counted in minutes.
  const attribution = page.getByRole('combobox', { name: 'Attribution window', exact: true });
  await expect(attribution).toHaveValue('1 hour (1hr)');
  await choose(page, 'Attribution window unit', 'Minutes');
  await expect(attribution).toHaveValue('1 minute (1)');
  await attribution.click();
  await expect(page.getByRole('option')).toHaveText([
    '1 minute (1)',
    '2 minutes (2)',
    '4 minutes (4)',
    '24 minutes (24)',
  ]);
  await page.getByRole('option', { name: '4 minutes (4)' }).click();
  await next(page);
  await next(page);
  await expect(
    page.getByText('An event counts when it comes at most 4 minutes after a variant was seen.'),
  ).toBeVisible();
  await expect(page.getByLabel('Request body JSON')).toContainText('"explorationWindow": "24hr"');
  await expect(page.getByLabel('Request body JSON')).toContainText('"attributionWindow": "4"');
  await expect(page.getByLabel('Request body JSON')).toContainText('"attributionWindowUnit": "min"');
});

test('a draft holding a window that is not allowed is blocked with the message', async ({ connectedPage: page }) => {
  await openWizard(page);
  await fillBasics(page, 'Stale draft');
  await next(page);
  // A draft saved by an older console, or edited by hand, with a value the API does not accept.
  await page.evaluate(() => {
    const key = 'gatehouse.autotuneWizard';
    const saved = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { draft: Record<string, unknown> };
    saved.draft.attributionWindow = '3hr';
    saved.draft.successEvent = 'purchase';
    sessionStorage.setItem(key, JSON.stringify(saved));
  });
  await page.reload();
  await next(page);
  await expect(page.getByText(/^Attribution window must be one of: 1hr, 2hr/)).toBeVisible();
});

test('the Advanced step blocks rates of 0 and 1.5', async ({ connectedPage: page }) => {
  await openWizard(page);
  await fillBasics(page, 'Rate check');
  await next(page);
  await fillSuccessEvent(page, 'purchase');
  await next(page);
  await page.getByRole('button', { name: 'Advanced settings' }).click();

  await page.getByLabel('Exploration window rate').fill('0');
  await page.getByLabel('Long-term exploration allocation').fill('1.5');
  await next(page);
  await expect(page.getByText('Exploration window rate must be between 0.001 and 1')).toBeVisible();
  await expect(page.getByText('Long-term exploration allocation must be between 0.001 and 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create autotune' })).toBeHidden();

  // More than three decimals are kept as typed.
  await page.getByLabel('Exploration window rate').fill('0.0015');
  await page.getByLabel('Long-term exploration allocation').fill('1');
  await expect(page.getByLabel('Exploration window rate')).toHaveValue('0.0015');
  await next(page);
  await expect(page.getByRole('button', { name: 'Create autotune' })).toBeVisible();
  await expect(page.getByLabel('Request body JSON')).toContainText('"explorationWindowRate": 0.0015');
});

test('a taken name is answered 409 and returns to Basics with the message, keeping everything typed', async ({
  connectedPage: page,
}) => {
  await openWizard(page);
  await fillBasics(page, 'Signup form length');
  await page.getByLabel('Variant 1 name').fill('Short form');
  await next(page);
  await fillSuccessEvent(page, 'signup_completed');
  await next(page);
  await next(page);
  await page.getByRole('button', { name: 'Create autotune' }).click();

  await expect(page.getByText('An autotune named "signup_form_length" already exists')).toBeVisible();
  await expect(nameInput(page)).toHaveValue('Signup form length');
  await expect(nameInput(page)).toBeFocused();
  await expectNoViolations(page);

  // Next stays blocked on the taken name; a new name goes through with the rest as it was typed.
  await next(page);
  await expect(page.getByText('An autotune named "signup_form_length" already exists')).toBeVisible();
  await nameInput(page).fill('Signup form length v2');
  await next(page);
  await expect(page.getByLabel('Variant 1 name')).toHaveValue('Short form');
  await next(page);
  await expect(page.getByRole('combobox', { name: 'Success event', exact: true })).toHaveValue('signup_completed');
});

test('the draft survives a reload and a step back', async ({ connectedPage: page }) => {
  await openWizard(page);
  await fillBasics(page, 'Kept draft');
  await page.getByLabel('Variant 1 value (JSON)').fill('{"kept":true}');
  await page.reload();
  await expect(page.getByLabel('Variant 1 value (JSON)')).toHaveValue('{"kept":true}');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(nameInput(page)).toHaveValue('Kept draft');
  await next(page);
  await expect(page.getByLabel('Variant 1 value (JSON)')).toHaveValue('{"kept":true}');

  // Start over asks first; Cancel (focused) keeps the draft.
  await page.getByRole('button', { name: 'Start over' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this autotune draft?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Variant 1 value (JSON)')).toHaveValue('{"kept":true}');
  await page.getByRole('button', { name: 'Start over' }).click();
  await dialog.getByRole('button', { name: 'Discard and start over' }).click();
  await expect(nameInput(page)).toHaveValue('');
  await page.reload();
  await expect(nameInput(page)).toHaveValue('');
});

test('the server also rejects a window that is not in the list, naming the field', async ({
  request,
  serverUrl,
  apiKey,
}) => {
  const response = await request.post(`${serverUrl}${API_BASE_PATH}${apiPaths.autotunes()}`, {
    headers: { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json' },
    data: {
      name: 'bad_window',
      variants: [
        { name: 'a', json: {}, size: 1 },
        { name: 'b', json: {}, size: 1 },
      ],
      successEvent: 'purchase',
      explorationWindow: '12hr',
      attributionWindow: '1hr',
      winnerThreshold: '95%',
    },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { errors: { path: string }[] };
  expect(body.errors.map((error) => error.path)).toContain('explorationWindow');
});

test('a metric source id the server does not list is flagged at its field; a listed one passes', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const created = await request.post(`${serverUrl}${API_BASE_PATH}/metrics/metric_source`, {
    headers: { [API_KEY_HEADER]: apiKey },
    data: {
      name: 'wizard_orders',
      sql: 'select * from orders',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'user_id' }],
    },
  });
  expect(created.status()).toBe(201);
  await openWizard(page);
  await fillBasics(page, 'Source check');
  await next(page);
  await fillSuccessEvent(page, 'purchase');
  const source = page.getByRole('textbox', { name: 'Metric source ID' });
  await source.fill('wizard_ordrs');
  await next(page);
  await expect(source).toHaveAccessibleDescription(/This server has no metric source named wizard_ordrs/);
  await expect(source).toBeFocused();
  await expect(page.getByRole('button', { name: 'Advanced settings' })).toBeHidden();

  await source.fill('wizard_orders');
  await next(page);
  await expect(page.getByRole('button', { name: 'Advanced settings' })).toBeVisible();
});

test('a metric source id is not blocked where the server has no metric source list', async ({
  connectedPage: page,
}) => {
  await page.route('**/console/v1/metrics/metric_source/list**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ status: 404, message: 'Not found' }),
    }),
  );
  await openWizard(page);
  await fillBasics(page, 'Source unchecked');
  await next(page);
  await fillSuccessEvent(page, 'purchase');
  await page.getByRole('textbox', { name: 'Metric source ID' }).fill('warehouse_only_upstream_knows');
  await next(page);
  await expect(page.getByRole('button', { name: 'Advanced settings' })).toBeVisible();
});

test('a rate typed as letters is flagged "Enter a number", and kept as typed', async ({ connectedPage: page }) => {
  await openWizard(page);
  await fillBasics(page, 'Rate letters');
  await next(page);
  await fillSuccessEvent(page, 'purchase');
  await next(page);
  await page.getByRole('button', { name: 'Advanced settings' }).click();
  const rate = page.getByLabel('Exploration window rate');
  await rate.pressSequentially('abc');
  await expect(rate).toHaveValue('abc');
  await next(page);
  await expect(rate).toHaveAccessibleDescription(/Enter a number/);
  await expect(page.getByRole('button', { name: 'Create autotune' })).toBeHidden();
  await rate.fill('0.25');
  await next(page);
  await expect(page.getByLabel('Request body JSON')).toContainText('"explorationWindowRate": 0.25');
});

test('on a phone the stepper stacks its five steps in one column', async ({ connectedPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWizard(page);
  const steps = page.getByRole('button', { name: /^\d (Basics|Variants|Success|Advanced|Review) / });
  await expect(steps).toHaveCount(5);
  const boxes = await Promise.all((await steps.all()).map(async (step) => step.boundingBox()));
  const lefts = boxes.map((box) => Math.round(box?.x ?? -1));
  expect(new Set(lefts).size).toBe(1);
  const tops = boxes.map((box) => box?.y ?? 0);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await page.screenshot({ path: test.info().outputPath('stepper-390.png') });
  await expectNoViolations(page);
});
