import { useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { gateSubject } from '../../test-users/subjects';
import { TestUserChanges } from '../../test-users/TestUserChanges';
import { useTestUserChanges } from '../../test-users/useTestUserChanges';

interface ReviewTestUsersProps {
  base: Gate;
  edited: Gate;
  /** What is compared with what, in words: "Saved gate → this draft.", "Now → after Archive.". */
  direction: string;
}

/**
 * The reviews' "before you save" check: the saved test users whose result this save, restore or lifecycle action
 * changes.
 */
export function ReviewTestUsers({ base, edited, direction }: ReviewTestUsersProps) {
  const before = useMemo(() => gateSubject(base), [base]);
  const after = useMemo(() => gateSubject(edited), [edited]);
  const check = useTestUserChanges(before, after);
  return (
    <section aria-labelledby="review-test-users">
      <Stack gap={4}>
        <Title order={3} size="h5" id="review-test-users">
          Saved test users whose result changes
        </Title>
        {check.userCount > 0 && (
          <Text size="xs" c="dimmed">
            {direction}
          </Text>
        )}
        <TestUserChanges check={check} />
      </Stack>
    </section>
  );
}
