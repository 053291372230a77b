// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestUserSchema } from '../../contract/evaluation/testUser';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { testUserChanges } from './testUserChanges';
import { TestUserChanges, testUserCheckHeadline } from './TestUserChanges';

const gate = (passPercentage: number) => ({
  kind: 'gate' as const,
  id: 'guest_mode',
  rules: [{ id: 'r1', name: 'Everyone', passPercentage, conditions: [] }],
});
const maya = {
  id: 'm',
  name: 'Maya',
  user: TestUserSchema.parse({ userID: 'maya', country: 'CA', appVersion: '2.1' }),
};

describe('TestUserChanges', () => {
  it('says how to save a user when there is none', () => {
    const check = { userCount: 0, changes: [], error: undefined };
    renderInMantine(<TestUserChanges check={check} />);
    expect(screen.getByText(/open any gate, Test a user, Save/)).toBeTruthy();
    expect(testUserCheckHeadline(check)).toBe('Saved test users: none saved yet');
  });

  it('lists each user whose result changes, one line each', async () => {
    const changes = await testUserChanges(gate(100), gate(0), [maya], 'exact');
    const check = { userCount: 3, changes, error: undefined };
    renderInMantine(<TestUserChanges check={check} />);
    const list = screen.getByRole('list', { name: 'Saved test users whose result changes' });
    expect(list.textContent).toBe('Maya (CA, 2.1): passes by Rule 1 → fails by Rule 1');
    expect(testUserCheckHeadline(check)).toBe('Saved test users: 1 of 3 change result');
  });

  it('says when no saved user changes, and while the check runs', () => {
    const { rerender } = renderInMantine(
      <TestUserChanges check={{ userCount: 2, changes: undefined, error: undefined }} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Checking 2 saved test users…');
    rerender(<TestUserChanges check={{ userCount: 2, changes: [], error: undefined }} />);
    expect(screen.getByRole('status').textContent).toBe('No change for any of the 2 saved test users.');
  });
});
