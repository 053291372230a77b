import { useMemo } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { gateSubject } from '../../test-users/subjects';
import { TestUserChanges } from '../../test-users/TestUserChanges';
import { useTestUserChanges } from '../../test-users/useTestUserChanges';

/** The saved test users whose result the action changes, as the save review lists them for a draft. */
export function LifecycleTestUsers({ before, after, label }: { before: Gate; after: Gate; label: string }) {
  const beforeSubject = useMemo(() => gateSubject(before), [before]);
  const afterSubject = useMemo(() => gateSubject(after), [after]);
  const check = useTestUserChanges(beforeSubject, afterSubject);
  return (
    <section aria-labelledby="lifecycle-test-users">
      <Stack gap={4}>
        <Title order={3} size="h5" id="lifecycle-test-users">
          Saved test users whose result changes
        </Title>
        {check.userCount > 0 && (
          <Text size="xs" c="dimmed">
            Now → after {label}.
          </Text>
        )}
        <TestUserChanges check={check} />
      </Stack>
    </section>
  );
}
