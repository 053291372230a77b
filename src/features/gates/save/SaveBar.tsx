import { useDeferredValue, useMemo, useRef } from 'react';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useFormState, useWatch } from 'react-hook-form';
import type { Gate } from '../../../contract/gate';
import type { GateFormValues } from '../editor/gateFormSchema';
import { useKeepFocusAbove } from '../../../ui/useKeepFocusAbove';
import { changeCount, changeCountText } from './changeCount';
import { formProblems, problemsSummary } from './formProblems';
import { SaveBarTestUsers } from './SaveBarTestUsers';

interface SaveBarProps {
  base: Gate;
  /** A refusal of the last save that is not about one field. */
  failure: string | undefined;
  onReview: () => void;
  onDiscard: () => void;
}

/** Sticky at the bottom while there are unsaved edits: how many, Discard, and Review and save (or what to fix). */
export function SaveBar({ base, failure, onReview, onDiscard }: SaveBarProps) {
  const { isDirty, errors } = useFormState<GateFormValues>();
  const problems = formProblems(errors);
  const bar = useRef<HTMLDivElement>(null);
  const shown = isDirty || problems.length > 0 || failure !== undefined;
  useKeepFocusAbove(bar, shown);
  if (!shown) return null;
  const hasProblems = problems.length > 0;
  return (
    <Paper
      ref={bar}
      withBorder
      shadow="md"
      p="sm"
      role="region"
      aria-label="Unsaved changes"
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-md)', zIndex: 10 }}
    >
      {failure !== undefined && (
        <Alert color="red" variant="light" title="The gate was not saved" mb="sm">
          <Text size="sm">{failure}</Text>
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text fw={500} aria-live="polite">
          {isDirty ? <UnsavedCount base={base} /> : 'No unsaved changes'}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDiscard} disabled={!isDirty}>
            Discard
          </Button>
          {/* Shown for a refused save with nothing edited since: there is no version to make from it. */}
          <Button color={hasProblems ? 'red' : undefined} onClick={onReview} disabled={!isDirty && !hasProblems}>
            {hasProblems ? problemsSummary(problems) : 'Review and save'}
          </Button>
        </Group>
      </Group>
      {isDirty && <SaveBarTestUsers base={base} />}
    </Paper>
  );
}

// Diffing a 200-rule gate takes 10–20 ms: done once typing pauses, never inside a keystroke's frame.
const COUNT_DELAY_MS = 250;

/** "3 unsaved changes", counted as the review dialog shows them (fields and rules), computed off the typing path. */
function UnsavedCount({ base }: { base: Gate }) {
  const values = useWatch<GateFormValues>();
  const [settled] = useDebouncedValue(values, COUNT_DELAY_MS);
  // null at first, so the bar appearing on the first keystroke does not diff in that keystroke's frame either.
  const deferred = useDeferredValue(settled, null);
  const count = useMemo(() => {
    if (deferred === null) return undefined;
    try {
      // useWatch's type is a deep partial; the form always holds every field, so it is the full values.
      return changeCount(base, deferred as GateFormValues);
    } catch {
      return undefined;
    }
  }, [base, deferred]);
  if (count === undefined || count === 0) return <>Unsaved changes</>;
  return <>{changeCountText(count)}</>;
}
