// Test a user on a gate, embedded mode: the user who passes by the second rule, the one who fails by default, saved
// and found again after a reload, axe-clean with the panel open.
import { expect, test } from './fixtures';
import { testAUserJourney } from './testAUserJourney';

// The journey opens its gate's address, so the app need not open at / first.
test.use({ openAppFirst: false });

test('tests a user who passes by the second rule and one who fails by default, and keeps both', async ({
  connectedPage: page,
}) => {
  await testAUserJourney(page, 'exact');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Canada pilot');
});
