import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Box, Button, Collapse } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useWatch } from 'react-hook-form';
import type { Gate } from '../../../contract/gate';
import type { GateFormValues } from '../editor/gateFormSchema';
import { formValuesAsGate } from '../editor/gateFormValues';
import { gateSubject } from '../../test-users/subjects';
import { TestUserChanges, testUserCheckHeadline } from '../../test-users/TestUserChanges';
import { useTestUserChanges } from '../../test-users/useTestUserChanges';

// Evaluating every saved user runs once typing pauses, like the change count, never inside a keystroke's frame.
const CHECK_DELAY_MS = 300;

/** The save bar's collapsible "before you save" check: which saved test users the draft changes. */
export function SaveBarTestUsers({ base }: { base: Gate }) {
  const values = useWatch<GateFormValues>();
  const [settled] = useDebouncedValue(values, CHECK_DELAY_MS);
  const deferred = useDeferredValue(settled, null);
  const before = useMemo(() => gateSubject(base), [base]);
  const after = useMemo(() => {
    if (deferred === null) return undefined;
    try {
      // useWatch's type is a deep partial; the form always holds every field, so it is the full values.
      return gateSubject(formValuesAsGate(deferred as GateFormValues, base));
    } catch {
      return undefined;
    }
  }, [base, deferred]);
  const check = useTestUserChanges(before, after);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Box mt="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => {
          setOpened((open) => !open);
        }}
      >
        {testUserCheckHeadline(check)}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Box pt="xs">
          <TestUserChanges check={check} />
        </Box>
      </Collapse>
    </Box>
  );
}
