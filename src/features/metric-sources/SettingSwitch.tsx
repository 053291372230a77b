import { useId } from 'react';
import { Switch } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useMetricSourceForm } from './formSection';

type BooleanField = 'timestampAsDay' | 'isReadOnly' | 'isVerified' | 'disableCURE' | 'skip_validation';

interface SettingSwitchProps {
  name: BooleanField;
  label: string;
  /** One sentence on what turning it on does. */
  description: string;
}

/**
 * A switch of the form, controlled: Mantine's Switch keeps its own checked state, which would hide a default
 * restored from the draft. Named by its label alone (Mantine wraps label and description in one <label>).
 */
export function SettingSwitch({ name, label, description }: SettingSwitchProps) {
  const labelId = useId();
  const { control } = useMetricSourceForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={<span id={labelId}>{label}</span>}
          description={description}
          aria-labelledby={labelId}
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}
