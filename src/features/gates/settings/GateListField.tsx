import { TagsInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { LIST_SEPARATORS } from '../editor/coerceTargetValue';
import { SETTINGS_TEXT } from '../editor/settingsText';

type ListName = 'tags' | 'targetApps';

interface GateListFieldProps {
  name: ListName;
}

/**
 * A list of a gate's names (tags, target apps) in the surrounding form: typed, pasted as a list, or accepted on
 * leaving the field; the first bad item's message shows under it.
 */
export function GateListField({ name }: GateListFieldProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController<Record<ListName, string[]>, ListName>({ name });
  return (
    <TagsInput
      ref={ref}
      name={fieldName}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      {...SETTINGS_TEXT[name]}
      splitChars={[...LIST_SEPARATORS]}
      acceptValueOnBlur
      clearable
      error={fieldState.error?.message ?? firstItemError(fieldState.error)}
    />
  );
}

// An error of one item sits in the list's error object under the item's index.
function firstItemError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  for (const item of Object.values(error) as unknown[]) {
    const message = typeof item === 'object' && item !== null ? (item as { message?: unknown }).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
