// The rule and condition builder as a product manager uses it, on a seeded gate through the real server.
import type { Locator, Page } from '@playwright/test';
import { expectNoViolations, expectReadableInDarkScheme } from './axe';
import { expect, test } from './fixtures';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

const GATE = 'checkout_apple_pay';

async function openGate(page: Page): Promise<void> {
  await page.goto(`/gates/${GATE}`);
  await expect(page.getByRole('form', { name: 'Edit gate' })).toBeVisible();
}

function rule(page: Page, position: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Rule ${String(position)}:`) });
}

/** The rule headings in order, e.g. ["Rule 1: Employees", ...]. */
function ruleHeadings(page: Page): Locator {
  return page.getByRole('region', { name: /^Rule \d+:/ });
}

async function expandRule(page: Page, position: number): Promise<Locator> {
  await page.getByRole('button', { name: `Expand Rule ${String(position)}` }).click();
  return rule(page, position);
}

/** dnd-kit's live region when it announces `text` (it is visually hidden, so it is found by role and text). */
function announced(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function paste(input: Locator, text: string): Promise<void> {
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('choosing a type narrows the operators and the value input follows the operator', async ({
  connectedPage: page,
}) => {
  await openGate(page);
  const everyone = await expandRule(page, 3);
  await everyone.getByRole('button', { name: 'Add condition' }).click();
  const condition = everyone.getByRole('group', { name: 'Condition 1' });

  await pickOption(page, condition.getByRole('combobox', { name: 'Type' }), 'App version');
  await condition.getByRole('combobox', { name: 'Operator' }).click();
  const operators = page.getByRole('listbox').getByRole('option');
  await expect(operators).toHaveText([
    'is above version',
    'is at least version',
    'is below version',
    'is at most version',
    'is version',
    'is not version',
  ]);
  await page.getByRole('option', { name: 'is at least version' }).click();
  const version = condition.getByRole('textbox', { name: 'Version' });
  await version.fill('2.x');
  await expect(condition.getByText('Enter one version such as 1.2.3')).toBeVisible();
  await version.fill('2.4.0');
  await expect(condition.getByText('Enter one version such as 1.2.3')).toBeHidden();
  await expect(everyone.getByText('Users whose app version is at least 2.4.0 — 10% pass')).toBeVisible();

  // A custom field also compares numbers; its name is asked for, and text is no number.
  await pickOption(page, condition.getByRole('combobox', { name: 'Type' }), 'Custom field');
  await expect(condition.getByRole('textbox', { name: 'Custom field name' })).toBeVisible();
  await pickOption(page, condition.getByRole('combobox', { name: 'Operator' }), 'is greater than');
  const number = condition.getByRole('textbox', { name: 'Number' });
  await number.fill('three');
  await expect(condition.getByText('Enter a number')).toBeVisible();
  await number.fill('3');
  await condition.getByRole('textbox', { name: 'Custom field name' }).fill('seats');
  await expect(condition.getByText('Reads: custom field seats is greater than 3')).toBeVisible();

  // Segments take no operator, only a name.
  await pickOption(page, condition.getByRole('combobox', { name: 'Type' }), 'Passes segment');
  await expect(condition.getByRole('combobox', { name: 'Operator' })).toHaveCount(0);
  await condition.getByRole('combobox', { name: 'Segment' }).fill('beta_testers');
  await expect(everyone.getByText('Users who pass segment beta_testers — 10% pass')).toBeVisible();
});

test('pasting "US, CA" and "MX" on two lines makes three values', async ({ connectedPage: page }) => {
  await openGate(page);
  const everyone = await expandRule(page, 3);
  await everyone.getByRole('button', { name: 'Add condition' }).click();
  const condition = everyone.getByRole('group', { name: 'Condition 1' });
  await pickOption(page, condition.getByRole('combobox', { name: 'Type' }), 'Country');
  await paste(condition.getByRole('combobox', { name: 'Values' }), 'US, CA\nMX');
  await expect(everyone.getByText('Users whose country is any of US, CA, MX — 10% pass')).toBeVisible();
  await expect(condition.getByText('Enter at least one value')).toBeHidden();
});

test('rules can be added, duplicated, deleted and moved up and down', async ({ connectedPage: page }) => {
  await openGate(page);
  await expect(ruleHeadings(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'Duplicate Rule 1' }).click();
  await expect(ruleHeadings(page)).toHaveCount(4);
  await expect(rule(page, 2)).toHaveAccessibleName('Rule 2: Employees (copy)');

  await page.getByRole('button', { name: 'Move Rule 2 down' }).click();
  await expect(rule(page, 3)).toHaveAccessibleName('Rule 3: Employees (copy)');
  // Focus stays on the moved rule's move button, so pressing again moves it further.
  await expect(page.getByRole('button', { name: 'Move Rule 3 down' })).toBeFocused();
  await page.getByRole('button', { name: 'Move Rule 3 up' }).click();
  await expect(page.getByRole('button', { name: 'Move Rule 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Employees (copy)');
  await expect(page.getByRole('button', { name: 'Move Rule 1 up' })).toBeDisabled();
  // At the top the up button is disabled: the rule's header takes focus.
  await expect(page.getByRole('button', { name: /^(Expand|Collapse) Rule 1$/ })).toBeFocused();

  await page.getByRole('button', { name: 'Delete Rule 1' }).click();
  await expect(ruleHeadings(page)).toHaveCount(3);
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Employees');
  // The next rule's header takes focus after a delete.
  await expect(page.getByRole('button', { name: /^(Expand|Collapse) Rule 1$/ })).toBeFocused();

  await page.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleHeadings(page)).toHaveCount(4);
  const added = rule(page, 3);
  await expect(added.getByRole('textbox', { name: 'Rule name' })).toHaveValue('Rule 3');
  await expect(added.getByText('Everyone — 0% pass')).toBeVisible();
});

test('a new rule goes above the catch-all and says so, and a rule moved below it is flagged as never reached', async ({
  connectedPage: page,
}) => {
  await openGate(page);
  // Rule 3, "Everyone else", has no conditions: it decides every unit, so the button offers the place above it.
  const addRule = page.getByRole('button', { name: 'Add rule above the catch-all' });
  await expect(addRule).toHaveAccessibleDescription(
    'Rule 3 has no conditions and decides every unit, so a new rule goes above it; a rule below it is never reached.',
  );
  await addRule.click();
  await expect(ruleHeadings(page)).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: 'New rule' })).toHaveText(
    'New rule “Rule 3” added at position 3, above the catch-all rule “Everyone else” (now rule 4).',
  );
  await expect(rule(page, 3)).toHaveAccessibleName('Rule 3: Rule 3');
  await expect(rule(page, 4)).toHaveAccessibleName('Rule 4: Everyone else');
  const added = rule(page, 3);
  await expect(added.getByText(/Never reached/)).toHaveCount(0);

  // Once it targets someone, the rule below it is reached again.
  await added.getByRole('button', { name: 'Add condition' }).click();
  await page.keyboard.press('Escape');
  await added.getByRole('combobox', { name: 'Values' }).fill('DE');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Never reached/)).toHaveCount(0);

  // Moved below the catch-all, the new rule can never be reached, and says so.
  await page.getByRole('button', { name: 'Move Rule 3 down' }).click();
  await expect(rule(page, 4)).toHaveAccessibleName('Rule 4: Rule 3');
  await expect(
    rule(page, 4).getByText(
      'Never reached: rule 3 has no conditions, so it decides every unit before this rule is checked.',
    ),
  ).toBeVisible();
});

test('an IP address condition flags an impossible address at the value, and takes IPv4, IPv6 and text prefixes', async ({
  connectedPage: page,
}) => {
  await openGate(page);
  const everyone = await expandRule(page, 3);
  await everyone.getByRole('button', { name: 'Add condition' }).click();
  const condition = everyone.getByRole('group', { name: 'Condition 1' });
  await pickOption(page, condition.getByRole('combobox', { name: 'Type' }), 'IP address');
  const values = condition.getByRole('combobox', { name: 'Values' });
  await values.fill('999.1.1.1');
  await page.keyboard.press('Enter');
  await expect(
    condition.getByText('“999.1.1.1” is not an IP address; enter IPv4 such as 203.0.113.7 or IPv6 such as 2001:db8::1'),
  ).toBeVisible();
  await expect(values).toHaveAttribute('aria-invalid', 'true');

  await values.press('Backspace');
  await values.fill('203.0.113.7');
  await page.keyboard.press('Enter');
  await values.fill('2001:db8::1');
  await page.keyboard.press('Enter');
  await expect(condition.getByText(/is not an IP address/)).toBeHidden();

  // "Starts with" compares text: a prefix such as 10. is no address and needs none.
  await pickOption(page, condition.getByRole('combobox', { name: 'Operator' }), 'starts with any of');
  await values.press('Backspace');
  await values.press('Backspace');
  await values.fill('10.');
  await page.keyboard.press('Enter');
  await expect(condition.getByText('Reads: IP address starts with 10.')).toBeVisible();
  await expect(page.getByLabel(/Rule 3 has/)).toHaveCount(0);
});

test('a new condition shows no error before it is used, and an empty custom field name is flagged once left', async ({
  connectedPage: page,
}) => {
  await openGate(page);
  const everyone = await expandRule(page, 3);
  const saveButton = page
    .getByRole('region', { name: 'Unsaved changes' })
    .getByRole('button', { name: /Review and save|Fix/ });
  await everyone.getByRole('button', { name: 'Add condition' }).click();
  const condition = everyone.getByRole('group', { name: 'Condition 1' });
  await expect(condition).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(saveButton).toHaveText('Review and save');
  await expect(condition.getByText('Enter at least one value')).toHaveCount(0);
  await expect(page.getByLabel(/Rule 3 has/)).toHaveCount(0);

  // Switching to a custom field asks for its name and values, without calling them wrong yet.
  await pickOption(page, condition.getByRole('combobox', { name: 'Type' }), 'Custom field');
  const fieldName = condition.getByRole('textbox', { name: 'Custom field name' });
  await expect(fieldName).toBeVisible();
  await expect(condition.getByText('Custom field name is required')).toHaveCount(0);
  await expect(condition.getByText('Enter at least one value')).toHaveCount(0);
  await expect(saveButton).toHaveText('Review and save');

  // Entered and left empty, the name is flagged at the field at once, not only at the review.
  await fieldName.focus();
  await page.keyboard.press('Tab');
  await expect(condition.getByText('Custom field name is required')).toBeVisible();
  await expect(fieldName).toHaveAttribute('aria-invalid', 'true');

  // A save attempt shows what is still missing.
  await saveButton.click();
  await expect(condition.getByText('Enter at least one value')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Review changes' })).toHaveCount(0);
});

test('a rule moves with the keyboard through its drag handle', async ({ connectedPage: page }) => {
  await openGate(page);
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Employees');
  const handle = page.getByRole('button', { name: 'Reorder Rule 1' });
  await handle.focus();
  // dnd-kit takes the arrow keys only once the rule is picked up: wait for what a screen reader announces (the
  // pick-up, then at once where the rule is).
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(announced(page, 'rule 1 is over the place of rule 1.')).toHaveCount(1);
  // The sensor starts listening for arrows in a timer set at the pick-up, and Chromium runs a key press before a
  // waiting timer: a timer of ours, set after it, runs after it (timers of equal delay keep their order).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowDown');
  await expect(announced(page, 'rule 1 is over the place of rule 2.')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Safari and iOS shoppers');
  await expect(rule(page, 2)).toHaveAccessibleName('Rule 2: Employees');
});

test('errors appear next to the field as the user types, and a collapsed rule counts them', async ({
  connectedPage: page,
}) => {
  await openGate(page);
  const employees = await expandRule(page, 1);
  await employees.getByRole('textbox', { name: 'Rule name' }).fill('');
  await expect(employees.getByText('Rule name is required')).toBeVisible();
  const percentage = employees.getByRole('textbox', { name: 'Pass percentage' });
  await percentage.fill('101');
  await expect(employees.getByText('Pass percentage must be between 0 and 100')).toBeVisible();
  await expect(percentage).toHaveValue('101%');
  // The badge shows only a valid percentage.
  await expect(rule(page, 1).getByText('101% pass', { exact: true })).toHaveCount(0);
  const condition = employees.getByRole('group', { name: 'Condition 1' });
  await pickOption(page, condition.getByRole('combobox', { name: 'Operator' }), 'matches regular expression');
  await condition.getByRole('textbox', { name: 'Regular expression' }).fill('([a-z');
  await expect(condition.getByText('Enter a valid regular expression')).toBeVisible();

  await page.getByRole('button', { name: 'Collapse Rule 1' }).click();
  await expect(page.getByLabel('Rule 1 has 3 problems')).toBeVisible();
  await page.getByRole('button', { name: 'Expand Rule 1' }).click();
  await employees.getByRole('textbox', { name: 'Rule name' }).fill('Staff');
  await percentage.fill('100');
  await expect(rule(page, 1).getByText('100% pass', { exact: true })).toBeVisible();
  await condition.getByRole('textbox', { name: 'Regular expression' }).fill('@larkspur\\.example$');
  await expect(page.getByLabel(/Rule 1 has/)).toHaveCount(0);
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Staff');
});

test('the expanded builder passes axe in light and dark schemes', async ({ connectedPage: page }) => {
  test.setTimeout(90_000);
  await openGate(page);
  await page.getByRole('button', { name: 'Expand all rules' }).click();
  await expect(rule(page, 2).getByRole('group', { name: 'Condition 2' })).toBeVisible();
  await expectNoViolations(page);
  await expectReadableInDarkScheme(page);
});

test('a rule moves with the mouse by dragging its handle', async ({ connectedPage: page }) => {
  await openGate(page);
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Employees');
  const handle = page.getByRole('button', { name: 'Reorder Rule 1' });
  // Mid-screen first: near the viewport's edge dnd-kit scrolls the page, moving the drop target away.
  await handle.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
  });
  const from = await handle.boundingBox();
  const to = await rule(page, 2).boundingBox();
  if (from === null || to === null) throw new Error('The drag handles are not on screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Small steps: dnd-kit starts a drag only after the pointer has moved a few pixels.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 20 });
  await page.mouse.up();
  await expect(rule(page, 1)).toHaveAccessibleName('Rule 1: Safari and iOS shoppers');
  await expect(rule(page, 2)).toHaveAccessibleName('Rule 2: Employees');
});
