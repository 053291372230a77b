// The rule builder stops at the gate size limits the server enforces (docs/api.md, Limits).
import { recordEnvelope } from '../src/contract/envelope';
import { GateSchema } from '../src/contract/gate';
import { MAX_RULES_PER_GATE } from '../src/contract/limits';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { waitUntilShown } from './waitUntilShown';

// Each test opens its own address (or a section from the navigation), so the app need not open at / first.
test.use({ openAppFirst: false });

test('a gate of 500 rules: Add rule is off and says why', async ({
  connectedPage: page,
  request,
  serverUrl,
  apiKey,
}) => {
  test.setTimeout(90_000);
  const headers = { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json' };
  const created = await request.post(`${serverUrl}${API_BASE_PATH}${apiPaths.gates()}`, {
    headers,
    data: { name: 'Rule cap e2e' },
  });
  expect(created.status()).toBe(201);
  const { id } = recordEnvelope(GateSchema).parse(await created.json()).data;
  const rules = Array.from({ length: MAX_RULES_PER_GATE }, (_, index) => ({
    name: `Rule ${String(index + 1)}`,
    passPercentage: 0,
    conditions: [],
  }));
  const updated = await request.post(`${serverUrl}${API_BASE_PATH}${apiPaths.gate(id)}`, { headers, data: { rules } });
  expect(updated.status()).toBe(200);

  await page.goto(`/gates/${id}`);
  await waitUntilShown(page.getByRole('form', { name: 'Edit gate' }), 30_000);
  const addRule = page.getByRole('button', { name: 'Add rule' });
  await expect(addRule).toBeDisabled();
  await expect(addRule).toHaveAccessibleDescription('A gate holds at most 500 rules; remove one to add another.');
  await expectNoViolations(page);
});
