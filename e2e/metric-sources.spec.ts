import type { Page, Request } from '@playwright/test';
import { expectNoViolations, expectReadableContrast, useDarkScheme } from './axe';
import { expect, test } from './fixtures';

// Each test opens its own address, so the app need not open at / first.
test.use({ openAppFirst: false });

// Tests of one worker share its server: each uses its own source names.
const SQL = 'select user_id, device_id, occurred_at, amount from analytics.orders';

function sqlEditor(page: Page) {
  return field(page, 'SQL');
}

/** A text input by its label (Mantine's required asterisk is not part of the name). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Opens the form at its address: dead-ends.spec.ts follows the list's New metric source link to it. */
async function openForm(page: Page): Promise<void> {
  await page.goto('/metric-sources/new');
  await expect(sqlEditor(page)).toBeVisible();
}

/** Fills what every source needs: name, SQL, timestamp column and one id type mapping. */
async function fillRequired(page: Page, name: string): Promise<void> {
  await field(page, 'Name').fill(name);
  await sqlEditor(page).fill(SQL);
  await field(page, 'Timestamp column').fill('occurred_at');
  await page.getByRole('combobox', { name: 'Unit id type 1' }).fill('userID');
  await field(page, 'Column of unit id type 1').fill('user_id');
}

/** Records every create or dry run the page sends from now on. */
function watchCreates(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/console/v1/metrics/metric_source')) sent.push(request);
  });
  return sent;
}

test('a dry run shows the verdict and the record, and stores nothing', async ({ connectedPage: page }) => {
  await openForm(page);
  await fillRequired(page, 'orders_dry_run');
  await field(page, 'Description').fill('Orders from the warehouse');
  await page.getByRole('button', { name: 'Dry run' }).click();

  const result = page.getByRole('region', { name: 'Dry run result' });
  await expect(result.getByText('Metric source is valid (dry run)')).toBeVisible();
  const record = result.getByRole('table', { name: 'The record the dry run would create' });
  await expect(record.getByRole('row', { name: /^Name orders_dry_run/ })).toBeVisible();
  await expect(record.getByText(SQL)).toBeVisible();
  await expect(record.getByText('userID → user_id')).toBeVisible();
  // A query source has no table name to show.
  await expect(record.getByRole('row', { name: /^Source type SQL query/ })).toBeVisible();
  await expect(record.getByRole('row', { name: /^Table name/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'New metric source' })).toBeVisible();

  await field(page, 'Timestamp column').fill('amount');
  await expect(result.getByText('The form changed since this dry run')).toBeVisible();

  // The dry run stored nothing: the same name can still be created.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metric source created' })).toBeVisible();
});

test('creating a source shows the created record and offers to create another', async ({ connectedPage: page }) => {
  await openForm(page);
  await fillRequired(page, 'checkout_events');
  await page.getByRole('combobox', { name: 'Tags' }).fill('revenue');
  await page.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await page.getByRole('switch', { name: 'Timestamp is a day' }).check();
  await page.getByRole('button', { name: 'Add id type' }).click();
  await page.getByRole('combobox', { name: 'Unit id type 2' }).fill('stableID');
  await field(page, 'Column of unit id type 2').fill('device_id');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Metric source created' })).toBeVisible();
  await expect(page).toHaveURL(/created=checkout_events/);
  await expect(page.getByText('Metric source created successfully')).toBeVisible();
  const record = page.getByRole('table', { name: 'The created metric source' });
  for (const [field, value] of [
    ['Name', 'checkout_events'],
    ['Tags', 'revenue'],
    ['Source type', 'SQL query'],
    ['SQL', SQL],
    ['Timestamp column', 'occurred_at'],
    ['Timestamp is a day', 'Yes'],
  ]) {
    await expect(record.getByRole('row', { name: new RegExp(`^${field}`) })).toContainText(value ?? '');
  }
  await expect(record.getByText('stableID → device_id')).toBeVisible();
  await expectNoViolations(page);

  // The answer survives a reload; "create another" starts from an empty form.
  await page.reload();
  await expect(record.getByText('userID → user_id')).toBeVisible();
  await page.getByRole('link', { name: 'Create another metric source' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New metric source' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('');
});

test('a dry run flags what a new user typed at each field: name, id column, SQL syntax, a timestamp column the query lacks', async ({
  connectedPage: page,
}) => {
  await openForm(page);
  const sent = watchCreates(page);
  await field(page, 'Name').fill('orders completed!!');
  await sqlEditor(page).fill('SELEC user_id FRM');
  await field(page, 'Timestamp column').fill('nonexistent_col');
  await page.getByRole('combobox', { name: 'Unit id type 1' }).fill('userID');
  await field(page, 'Column of unit id type 1').fill('user id; drop table');
  await page.getByRole('button', { name: 'Dry run' }).click();

  // What the form can tell on its own is flagged before anything is sent.
  await expect(field(page, 'Name')).toHaveAccessibleDescription(
    /Name may use only letters, digits, spaces, hyphens and underscores/,
  );
  await expect(field(page, 'Column of unit id type 1')).toHaveAccessibleDescription(/Column must be a column name/);
  expect(sent).toHaveLength(0);

  // The server reads the SQL: its messages land next to the fields they are about.
  await field(page, 'Name').fill('orders completed');
  await field(page, 'Column of unit id type 1').fill('user_id');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(sqlEditor(page)).toHaveAccessibleDescription(/SQL has a syntax error at line 1, column 7/);
  await expect(page.getByText('Dry run passed')).toBeHidden();

  await sqlEditor(page).fill('select user_id, amount from analytics.orders');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(field(page, 'Timestamp column')).toHaveAccessibleDescription(
    /The query does not output a column named nonexistent_col/,
  );
  await expect(page.getByText('Dry run passed')).toBeHidden();
  await expectNoViolations(page);

  await field(page, 'Timestamp column').fill('amount');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Dry run passed: nothing was saved')).toBeVisible();
  expect(sent).toHaveLength(3);
});

test('the created summary shows the custom fields that were sent', async ({ connectedPage: page }) => {
  await openForm(page);
  await fillRequired(page, 'orders_with_custom_fields');
  await page.getByRole('button', { name: 'Add custom field' }).click();
  await field(page, 'Key of custom field 1').fill('order_value');
  await field(page, 'Formula of custom field 1').fill('amount * 2');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Metric source created' })).toBeVisible();
  const customFields = page
    .getByRole('table', { name: 'The created metric source' })
    .getByRole('row', { name: /^Custom fields/ });
  await expect(customFields).toContainText('order_value');
  await expect(customFields).toContainText('amount * 2');
});

test('a taken name is answered next to the name field and nothing typed is lost', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  const taken = await request.post(`${serverUrl}/console/v1/metrics/metric_source`, {
    headers: { 'SERVICE-API-KEY': apiKey },
    data: {
      name: 'payments',
      sql: 'select uid, ts from payments',
      timestampColumn: 'ts',
      idTypeMapping: [{ serviceUnitID: 'userID', column: 'uid' }],
    },
  });
  expect(taken.status()).toBe(201);

  await openForm(page);
  await fillRequired(page, 'payments');
  await page.getByRole('button', { name: 'Create' }).click();

  const name = field(page, 'Name');
  await expect(name).toHaveAccessibleDescription(/A metric source named "payments" already exists/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('payments');
  await expect(sqlEditor(page)).toHaveText(SQL);
  await expect(field(page, 'Column of unit id type 1')).toHaveValue('user_id');
  await expect(page.getByRole('heading', { level: 1, name: 'New metric source' })).toBeVisible();
});

test('skipping validation with a column that has no type is blocked before sending', async ({
  connectedPage: page,
}) => {
  await openForm(page);
  const sent = watchCreates(page);
  await fillRequired(page, 'skip_validation_source');
  await page.getByRole('switch', { name: 'Skip validation' }).check();
  await field(page, 'Name of column 1').fill('user_id');
  await field(page, 'Type of column 1').fill('string');
  await page.getByRole('button', { name: 'Create' }).click();
  const timestamp = field(page, 'Timestamp column');
  await expect(timestamp).toHaveAccessibleDescription(/Timestamp column must be one of the listed columns/);
  // Each click adds one row: a filled type's message follows its value, so nothing moves under the pointer.
  for (const [row, name, type] of [
    [2, 'occurred_at', 'timestamp'],
    [3, 'country', 'STRING'],
  ] as const) {
    await page.getByRole('button', { name: 'Add column' }).click();
    await field(page, `Name of column ${String(row)}`).fill(name);
    await field(page, `Type of column ${String(row)}`).fill(type);
    await expect(field(page, `Type of column ${String(row)}`)).not.toHaveAccessibleDescription(
      'Column type is required',
    );
  }
  await expect(timestamp).not.toHaveAccessibleDescription(/must be one of the listed columns/);
  await field(page, 'Name of column 3').fill('user_id');
  await expect(field(page, 'Name of column 3')).toHaveAccessibleDescription('Column user_id is listed twice');
  await field(page, 'Name of column 3').fill('country');
  await page.getByRole('button', { name: 'Add column' }).click();
  await field(page, 'Name of column 4').fill('amount');
  await expect(field(page, 'Name of column 5')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(field(page, 'Type of column 4')).toHaveAccessibleDescription('Column type is required');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(field(page, 'Type of column 4')).toHaveAccessibleDescription('Column type is required');
  expect(sent).toHaveLength(0);

  // Once aligned, the dry run goes through with the columns.
  await field(page, 'Type of column 4').fill('double');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Metric source is valid (dry run)')).toBeVisible();
  expect(sent.map((request) => request.postDataJSON() as unknown)).toEqual([
    expect.objectContaining({
      skip_validation: true,
      all_columns: ['user_id', 'occurred_at', 'country', 'amount'],
      column_types: ['string', 'timestamp', 'STRING', 'double'],
      dryRun: true,
    }),
  ]);
});

test('a table source without a table name is blocked before sending', async ({ connectedPage: page }) => {
  await openForm(page);
  const sent = watchCreates(page);
  await fillRequired(page, 'orders_table');
  await page.getByRole('radio', { name: 'Table' }).check();
  await expect(sqlEditor(page)).toBeHidden();
  await page.getByRole('button', { name: 'Create' }).click();

  const tableName = field(page, 'Table name');
  await expect(tableName).toHaveAccessibleDescription(/Table name is required for a table source/);
  await expect(tableName).toBeFocused();
  expect(sent).toHaveLength(0);

  // Going back to the query keeps the SQL typed before.
  await page.getByRole('radio', { name: 'SQL query' }).check();
  await expect(sqlEditor(page)).toHaveText(SQL);
});

test('the draft survives a reload', async ({ connectedPage: page }) => {
  await openForm(page);
  await fillRequired(page, 'draft_source');
  await page.getByRole('switch', { name: 'Verified' }).check();
  await page.reload();
  await expect(field(page, 'Name')).toHaveValue('draft_source');
  await expect(sqlEditor(page)).toHaveText(SQL);
  await expect(field(page, 'Column of unit id type 1')).toHaveValue('user_id');
  await expect(page.getByRole('switch', { name: 'Verified' })).toBeChecked();

  // The page says it restored the draft, and clears it on request (after one confirmation).
  const notice = page.getByRole('status').filter({ hasText: 'Restored your unsaved draft' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Clear form' }).click();
  await notice.getByRole('button', { name: 'Clear every field' }).click();
  await expect(notice).toBeHidden();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(sqlEditor(page)).toHaveText('');
  await expect(page.getByRole('switch', { name: 'Verified' })).not.toBeChecked();
  await page.reload();
  await expect(sqlEditor(page)).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(page.getByText('Restored your unsaved draft')).toBeHidden();
});

// One fresh form for both: its errors are the state the second axe pass checks.
test('a fresh form names every required field it is missing, and has no accessibility violations, empty, with errors or filled in', async ({
  connectedPage: page,
}) => {
  // axe over this long form takes seconds per run on a busy machine.
  test.slow();
  await openForm(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(field(page, 'Name')).toHaveAccessibleDescription(/Name is required/);
  await expect(page.getByText('SQL must not be empty')).toBeVisible();
  await expect(field(page, 'Timestamp column')).toHaveAccessibleDescription(/Timestamp column is required/);
  await expect(page.getByRole('combobox', { name: 'Unit id type 1' })).toHaveAccessibleDescription(
    'Unit id type is required',
  );
  await expectNoViolations(page);
  await fillRequired(page, 'a11y_light_source');
  await expectNoViolations(page);
});

test('the form has no accessibility violations in the dark scheme, with errors or a dry run verdict', async ({
  connectedPage: page,
}) => {
  test.slow();
  await openForm(page);
  await useDarkScheme(page);
  await fillRequired(page, 'a11y_dark_source');
  await page.getByRole('switch', { name: 'Skip validation' }).check();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(field(page, 'Type of column 1')).toHaveAccessibleDescription('Column type is required');
  await expectReadableContrast(page);
  await field(page, 'Name of column 1').fill('occurred_at');
  await field(page, 'Type of column 1').fill('timestamp');
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(page.getByText('Metric source is valid (dry run)')).toBeVisible();
  await expectReadableContrast(page);
});
