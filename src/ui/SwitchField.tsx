import { useId } from 'react';
import { Switch } from '@mantine/core';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<TValues extends FieldValues> {
  name: FieldPathByValue<TValues, boolean>;
  /** The form's control; without it, the form of the surrounding FormProvider. */
  control?: Control<TValues>;
  label: string;
  /** One sentence on what turning it on does. */
  description: string;
  disabled?: boolean;
}

/**
 * An on/off value of a react-hook-form form. Controlled from the form value, so a default restored from a draft
 * shows; named by its label alone, since Mantine wraps label and description in one <label>.
 */
export function SwitchField<TValues extends FieldValues>({
  name,
  control,
  label,
  description,
  disabled,
}: SwitchFieldProps<TValues>) {
  const labelId = useId();
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ name, control });
  return (
    <Switch
      ref={ref}
      name={fieldName}
      checked={value === true}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
      }}
      onBlur={onBlur}
      // Only the switch is disabled: a disabled controller would drop the value from the submitted form.
      disabled={disabled}
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
      error={fieldState.error?.message}
    />
  );
}
