import { type Ref, useState } from 'react';
import { Autocomplete } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { isSegmentType, isConditionType } from '../../../contract/conditionOperators';
import type { GateFormValues } from './gateFormSchema';

interface SegmentInputProps {
  inputRef: Ref<HTMLInputElement>;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** Segment names this gate already uses: the API lists no segments, so these are the names a person can pick. */
function segmentsInUse(values: GateFormValues): string[] {
  const names = values.rules.flatMap((rule) =>
    rule.conditions.flatMap((condition) =>
      isConditionType(condition.type) && isSegmentType(condition.type) && typeof condition.targetValue === 'string'
        ? [condition.targetValue.trim()]
        : [],
    ),
  );
  return [...new Set(names)].filter((name) => name !== '').sort();
}

/** A segment name: free text, suggesting the segments used elsewhere in this gate. */
export function SegmentInput({ inputRef, name, value, onChange, onBlur, error }: SegmentInputProps) {
  const { getValues } = useFormContext<GateFormValues>();
  // Read when the list opens, not watched: watching every rule would re-render this input on each keystroke.
  const [suggestions, setSuggestions] = useState<string[]>([]);
  return (
    <Autocomplete
      ref={inputRef}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      onDropdownOpen={() => {
        setSuggestions(segmentsInUse(getValues()));
      }}
      data={suggestions}
      label="Segment"
      placeholder="beta_testers"
      description="The segment's id, as in your segments list"
      spellCheck={false}
      autoComplete="off"
      error={error}
    />
  );
}
