import type { ChangeEvent } from 'react';

interface BooleanField {
  value: boolean;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  name: string;
  ref: (instance: HTMLInputElement | null) => void;
}

/**
 * The props that bind a Mantine Switch to a boolean form value. Mantine draws the switch from its `checked` prop,
 * so the form value must be passed in rather than written into the input: the switch then shows exactly what the
 * form will send, and each toggle sends the opposite.
 */
export function switchBinding(field: BooleanField) {
  return {
    name: field.name,
    ref: field.ref,
    checked: field.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(event.currentTarget.checked);
    },
    onBlur: field.onBlur,
  };
}
