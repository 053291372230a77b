import { Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { AutotuneDraft } from './wizardSchema';

type ChoiceField =
  'optimizationParameter' | 'attributionWindow' | 'attributionWindowUnit' | 'explorationWindow' | 'winnerThreshold';

interface SelectFieldProps {
  name: ChoiceField;
  label: string;
  description: string;
  data: { value: string; label: string }[];
  required?: boolean;
  /** Called after the form value changed to the picked option (null when cleared). */
  onPicked?: (value: string | null) => void;
}

/** A select of exactly the allowed values; typing filters them but cannot add another. */
export function SelectField({ name, label, description, data, required = false, onPicked }: SelectFieldProps) {
  const { control } = useFormContext<AutotuneDraft>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          description={description}
          withAsterisk={required}
          data={data}
          searchable
          clearable={!required}
          nothingFoundMessage="Not an allowed value"
          // A stored draft may hold a value that is no longer allowed: show nothing chosen and its error.
          value={data.some((option) => option.value === field.value) ? field.value : null}
          onChange={(value) => {
            field.onChange(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
