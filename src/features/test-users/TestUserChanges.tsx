import { List, Text } from '@mantine/core';
import { testUserChangeText } from './testUserChanges';
import type { TestUserCheck } from './useTestUserChanges';

function users(count: number): string {
  return count === 1 ? '1 saved test user' : `${String(count)} saved test users`;
}

/** One line for a collapsed section's control: how many saved users change, or why none is shown. */
export function testUserCheckHeadline({ userCount, changes, error }: TestUserCheck): string {
  if (userCount === 0) return 'Saved test users: none saved yet';
  if (error !== undefined) return 'Saved test users: could not be checked';
  if (changes === undefined) return `Checking ${users(userCount)}…`;
  if (changes.length === 0) return `Saved test users: no change for any of ${String(userCount)}`;
  return `Saved test users: ${String(changes.length)} of ${String(userCount)} change result`;
}

/** The saved test users whose result changes, one line each ("Maya (CA, 2.1): fails by default → passes by Rule 3"). */
export function TestUserChanges({ check }: { check: TestUserCheck }) {
  const { userCount, changes, error } = check;
  if (userCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        No saved test users to check this change against. To save one: open any gate, Test a user, Save.
      </Text>
    );
  }
  if (error !== undefined) {
    return (
      <Text size="sm" c="dimmed">
        The saved test users could not be evaluated: {error}
      </Text>
    );
  }
  if (changes === undefined) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Checking {users(userCount)}…
      </Text>
    );
  }
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        No change for any of the {users(userCount)}.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4} aria-label="Saved test users whose result changes">
      {changes.map((change) => (
        <List.Item key={change.userId}>{testUserChangeText(change)}</List.Item>
      ))}
    </List>
  );
}
