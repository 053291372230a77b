// Stale gates in upstream mode: the upstream pages without totals, throttles reads and refuses expectedVersion on
// updates; the review still reads every gate, archives with the version guard and exports.
import { API_BASE_PATH, API_KEY_HEADER } from '../../src/contract/paths';
import { archiveThreeWithOneFailing, CONFLICTED, exportCsv, makePermanent, openStaleGates } from '../staleGatesJourney';
import { expect, test, UPSTREAM_KEY } from './proxyFixtures';

test('archives three stale gates through an upstream, one changed meanwhile is reported', async ({
  page,
  request,
  upstream,
}) => {
  await openStaleGates(page);
  await archiveThreeWithOneFailing(page, async () => {
    const response = await request.post(`${upstream.url}${API_BASE_PATH}/gates/${CONFLICTED}`, {
      headers: { [API_KEY_HEADER]: UPSTREAM_KEY, 'Content-Type': 'application/json' },
      data: { description: 'Edited by a colleague' },
    });
    expect(response.status()).toBe(200);
  });
  await exportCsv(page);
});

test('makes a gate the service marked stale permanent through an upstream that refuses expectedVersion', async ({
  page,
}) => {
  await openStaleGates(page);
  await makePermanent(page, 'Spring sale 2023 banner');
});
