import { useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { gateSubject } from '../../test-users/subjects';
import { TestUserChanges } from '../../test-users/TestUserChanges';
import { useTestUserChanges } from '../../test-users/useTestUserChanges';

interface ReviewTestUsersProps {
  base: Gate;
  edited: Gate;
  /** A restore compares the current version with the restored one; a save, the saved gate with the draft. */
  restore: boolean;
}

/** The review's "before you save" check: the saved test users whose result this save (or restore) changes. */
export function ReviewTestUsers({ base, edited, restore }: ReviewTestUsersProps) {
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
            {restore ? 'Current version → restored version.' : 'Saved gate → this draft.'}
          </Text>
        )}
        <TestUserChanges check={check} />
      </Stack>
    </section>
  );
}
