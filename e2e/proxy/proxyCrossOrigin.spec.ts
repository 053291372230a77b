// Upstream mode with the key held by the server: the proxy would add the key to a no-cors POST from a page on
// another origin, so nothing of such a request may reach the upstream.
import { API_BASE_PATH, apiPaths } from '../../src/contract/paths';
import { sendFromAttackerPages } from '../attackerSite';
import { expect, test } from './proxyFixtures';

const GATE_ID = 'checkout_apple_pay';

test('a no-cors POST from a page on another port or site is refused and never reaches the upstream', async ({
  page,
  proxyServer,
  upstream,
  request,
}) => {
  const path = `${API_BASE_PATH}${apiPaths.gate(GATE_ID)}`;
  await sendFromAttackerPages(page, `${proxyServer.url}${path}`, {
    description: 'Changed by another site',
    isEnabled: false,
  });
  expect(upstream.received.filter((sent) => sent.method === 'POST' && sent.path === path)).toEqual([]);

  // The proxy still serves clients that are not browsers, with the key it holds.
  await expect(async () => {
    const read = await request.get(`${proxyServer.url}${path}`);
    expect(read.status()).toBe(200);
  }).toPass();
});
