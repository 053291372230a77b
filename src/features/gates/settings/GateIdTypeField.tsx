import { Autocomplete } from '@mantine/core';
import { useController } from 'react-hook-form';
import { BUILTIN_ID_TYPES } from '../../../contract/enums';

/** The unit a gate evaluates, in the surrounding form (New gate and the gate's settings alike): a built-in or any name. */
export function GateIdTypeField() {
  const { field, fieldState } = useController<{ idType: string }, 'idType'>({ name: 'idType' });
  return (
    <Autocomplete
      {...field}
      data={[...BUILTIN_ID_TYPES]}
      label="Id type"
      description="The unit the gate evaluates: userID, stableID or the name of a custom id type."
      withAsterisk
      error={fieldState.error?.message}
    />
  );
}
