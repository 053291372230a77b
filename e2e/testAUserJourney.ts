// The "Test a user" journey, shared by the embedded run (test-a-user.spec.ts) and the upstream one
// (proxy/proxyTestAUser.spec.ts): a gate made for it, a user who passes by its second rule, one who fails by default.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { recordEnvelope } from '../src/contract/envelope';
import { GateSchema } from '../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';

/** Creates a gate of two 100 % rules: staff by email first, then a Canada pilot; its id. */
export async function createTestAUserGate(request: APIRequestContext, serverUrl: string, apiKey: string) {
  const response = await request.post(`${serverUrl}${API_BASE_PATH}${apiPaths.gates()}`, {
    headers: { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json' },
    data: {
      name: `Test a user demo ${String(Date.now())}`,
      isEnabled: true,
      idType: 'userID',
      rules: [
        {
          name: 'Staff',
          passPercentage: 100,
          conditions: [{ type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] }],
        },
        {
          name: 'Canada pilot',
          passPercentage: 100,
          conditions: [{ type: 'country', operator: 'any', targetValue: ['CA', 'US'] }],
        },
      ],
    },
  });
  expect([200, 201]).toContain(response.status());
  return recordEnvelope(GateSchema).parse(await response.json()).data.id;
}

function panelOf(page: Page) {
  return page.getByRole('dialog', { name: /^Test a user on gate/ });
}

/** The panel's result sentence and the badge above it. */
function resultOf(page: Page) {
  return panelOf(page).getByRole('region', { name: 'Result' }).getByRole('status');
}

export async function testAUserJourney(page: Page, gateId: string): Promise<void> {
  await page.goto(`/gates/${gateId}`);
  await page.getByRole('button', { name: 'Test a user' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/[?&]test=1/);
  await panel.getByRole('button', { name: 'No thanks' }).click();

  await panel.getByLabel('User ID').fill('maya');
  await panel.getByLabel('Country').fill('CA');
  await expect(resultOf(page)).toContainText("Passes by Rule 2 'Canada pilot': country CA is any of CA, US ✓");
  const rules = panel.getByRole('list', { name: 'Rules as tried' }).getByRole('listitem');
  await expect(rules.filter({ hasText: "Rule 1 'Staff'" })).toContainText('Not matched');
  await expect(rules.filter({ hasText: "Rule 2 'Canada pilot'" })).toContainText(/^Matched/);
  await expectNoViolations(page);

  await panel.getByLabel('Name to save as').fill('Maya');
  await panel.getByRole('button', { name: 'Save test user' }).click();
  await expect(panel.getByText('Saved “Maya”')).toBeVisible();
  await expect(page).toHaveURL(/[?&]testUser=/);

  await panel.getByLabel('Country').fill('FR');
  await expect(resultOf(page)).toContainText('Fails by default: no rule applies');
  await panel.getByLabel('Name to save as').fill('Sam');
  await panel.getByRole('button', { name: 'Save as new' }).click();
  await expect(panel.getByRole('combobox', { name: 'Saved test user' })).toHaveValue('Sam');

  // The panel, its user and both saved users survive a reload: they live in the address and the browser.
  await page.reload();
  await expect(resultOf(page)).toContainText('Fails by default');
  await panel.getByRole('combobox', { name: 'Saved test user' }).click();
  await page.getByRole('option', { name: 'Maya' }).click();
  await expect(resultOf(page)).toContainText("Passes by Rule 2 'Canada pilot'");
  await expect(panel.getByLabel('Country')).toHaveValue('CA');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Test a user' })).toBeFocused();
}
