import { Badge } from '@mantine/core';
import { get, useFormState } from 'react-hook-form';
import type { GateFormValues } from './gateFormSchema';
import type { RulePath } from './formPaths';

// react-hook-form nests errors like the values; every object with a string message is one problem.
function countProblems(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0;
  const own = typeof (errors as { message?: unknown }).message === 'string' ? 1 : 0;
  return Object.entries(errors).reduce(
    (sum, [key, value]) => (key === 'ref' || key === 'message' ? sum : sum + countProblems(value)),
    own,
  );
}

/** How many problems the rule at `path` has, and whether the user has tried to save (then they must see them). */
export function useRuleProblems(path: RulePath): { count: number; attemptedSave: boolean } {
  const { errors, submitCount } = useFormState<GateFormValues>({ name: path });
  return { count: countProblems(get(errors, path)), attemptedSave: submitCount > 0 };
}

/** How many problems a rule has, visible even while the rule is collapsed. */
export function RuleProblemsBadge({ count, ruleLabel }: { count: number; ruleLabel: string }) {
  if (count === 0) return null;
  return (
    <Badge
      color="red"
      variant="light"
      style={{ flexShrink: 0 }}
      aria-label={`${ruleLabel} has ${String(count)} problem${count === 1 ? '' : 's'}`}
    >
      {count} problem{count === 1 ? '' : 's'}
    </Badge>
  );
}
