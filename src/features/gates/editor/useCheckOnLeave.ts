import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import type { GateFormValues } from './gateFormSchema';
import type { ConditionPath } from './formPaths';

type LeftField = `${ConditionPath}.${'field' | 'customID' | 'targetValue'}`;

/**
 * A blur handler that marks the field touched and checks it: the form checks on change, so a required field the user
 * entered and left empty would otherwise say nothing until the review.
 */
export function useCheckOnLeave(): (field: { name: LeftField; onBlur: () => void }) => void {
  const { trigger } = useFormContext<GateFormValues>();
  return useCallback(
    (field) => {
      field.onBlur();
      void trigger(field.name);
    },
    [trigger],
  );
}
