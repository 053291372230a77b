// Test a user on a gate in upstream mode: the same journey through the proxy (the page's baseURL is the proxy
// server), where the 25 % rule's result is labelled the console's estimate.
import { testAUserJourney } from '../testAUserJourney';
import { test } from './proxyFixtures';

test('tests a user who passes by the second rule and one who fails by default, and keeps both', async ({ page }) => {
  test.setTimeout(90_000);
  await testAUserJourney(page, 'estimate');
});
