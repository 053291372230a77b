import { TagsInput, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { TargetValueShape } from '../../../contract/conditionOperators';
import { coerceTargetValue, LIST_SEPARATORS, type TargetValue } from './coerceTargetValue';
import type { GateFormValues } from './gateFormSchema';
import type { ConditionPath } from './formPaths';
import { SegmentInput } from './SegmentInput';
import { useCheckOnLeave } from './useCheckOnLeave';

// Case matters to case-sensitive operators and ids, so only exact repeats count as duplicates.
const isExactDuplicate = (value: string, current: string[]) => current.includes(value);

function asText(value: TargetValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

const TEXT_INPUTS: Record<
  Exclude<TargetValueShape, 'list' | 'segment'>,
  { label: string; placeholder: string; description: string }
> = {
  number: { label: 'Number', placeholder: '10', description: 'A number, e.g. 3 or 2.5' },
  version: { label: 'Version', placeholder: '2.4.0', description: 'One version such as 1.2.3 or 2.0.0-beta.1' },
  pattern: { label: 'Regular expression', placeholder: '@acme\\.com$', description: 'A JavaScript regular expression' },
};

/**
 * The value of a condition, shaped by its operator: values as tags (typed or pasted, separated by commas or new
 * lines), a number, a version, a regular expression, or a segment name.
 */
export function ConditionValueInput({ path, shape }: { path: ConditionPath; shape: TargetValueShape }) {
  const checkOnLeave = useCheckOnLeave();
  return (
    <Controller<GateFormValues, `${ConditionPath}.targetValue`>
      name={`${path}.targetValue`}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const onBlur = () => {
          checkOnLeave(field);
        };
        if (shape === 'list') {
          const values = coerceTargetValue(field.value, 'list');
          return (
            <TagsInput
              ref={field.ref}
              name={field.name}
              value={Array.isArray(values) ? values : []}
              onChange={field.onChange}
              onBlur={onBlur}
              label="Values"
              placeholder="Type and press Enter, or paste a list"
              splitChars={[...LIST_SEPARATORS]}
              isDuplicate={isExactDuplicate}
              acceptValueOnBlur
              clearable
              error={error}
            />
          );
        }
        if (shape === 'segment') {
          return (
            <SegmentInput
              inputRef={field.ref}
              name={field.name}
              value={asText(field.value)}
              onChange={field.onChange}
              onBlur={onBlur}
              error={error}
            />
          );
        }
        const text = TEXT_INPUTS[shape];
        return (
          <TextInput
            ref={field.ref}
            name={field.name}
            value={asText(field.value)}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
            }}
            onBlur={onBlur}
            label={text.label}
            placeholder={text.placeholder}
            description={text.description}
            inputMode={shape === 'number' ? 'decimal' : undefined}
            ff={shape === 'pattern' ? 'monospace' : undefined}
            spellCheck={false}
            autoComplete="off"
            error={error}
          />
        );
      }}
    />
  );
}
