import { Autocomplete } from '@mantine/core';
import { useController } from 'react-hook-form';
import { BUILTIN_ID_TYPES } from '../../../contract/recordEnums';
import { SETTINGS_TEXT } from '../editor/settingsText';

/** The unit a gate evaluates, in the surrounding form (New gate and the gate's settings alike): a built-in or any name. */
export function GateIdTypeField() {
  const { field, fieldState } = useController<{ idType: string }, 'idType'>({ name: 'idType' });
  return (
    <Autocomplete
      {...field}
      data={[...BUILTIN_ID_TYPES]}
      {...SETTINGS_TEXT.idType}
      withAsterisk
      error={fieldState.error?.message}
    />
  );
}
