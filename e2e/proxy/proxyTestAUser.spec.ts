// Test a user on a gate in upstream mode: the same journey through the proxy (100 % rules, so exact there too).
import { createTestAUserGate, testAUserJourney } from '../testAUserJourney';
import { test, UPSTREAM_KEY } from './proxyFixtures';

test('tests a user who passes by the second rule and one who fails by default, and keeps both', async ({
  page,
  request,
  proxyServer,
}) => {
  test.setTimeout(90_000);
  const gateId = await createTestAUserGate(request, proxyServer.url, UPSTREAM_KEY);
  await testAUserJourney(page, gateId);
});
