import { useState } from 'react';
import { Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { BUILTIN_ID_TYPES } from '../../contract/recordEnums';
import { toAutotuneId } from './autotuneId';
import type { AutotuneDraft } from './wizardSchema';

const CUSTOM = 'custom';
const isBuiltin = (value: string | undefined) => (BUILTIN_ID_TYPES as readonly (string | undefined)[]).includes(value);

/** Step 1: name (shown as the id it becomes), description and the unit the autotune randomises on. */
export function BasicsStep() {
  const { register, control, formState } = useFormContext<AutotuneDraft>();
  const { errors } = formState;
  const name = useWatch({ control, name: 'name' });
  const id = toAutotuneId(name);
  return (
    <Stack gap="md" maw={640}>
      <TextInput
        label="Name"
        withAsterisk
        autoComplete="off"
        description={id ? `Created with the id ${id}` : 'Lower case words joined by underscores become the id.'}
        error={errors.name?.message}
        {...register('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="idType"
        render={({ field, fieldState }) => (
          <IdTypeInput
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}

interface IdTypeInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** `userID`, `stableID`, or a custom id type typed by hand. */
function IdTypeInput({ value, onChange, onBlur, error }: IdTypeInputProps) {
  // Custom stays chosen while its text is empty or happens to spell a built-in type.
  const [custom, setCustom] = useState(!isBuiltin(value));
  return (
    <Stack gap="xs">
      <Radio.Group
        label="ID type"
        description="The unit traffic is split by: each user, each device, or an id type of your own."
        value={custom ? CUSTOM : value}
        error={custom ? undefined : error}
        onChange={(choice) => {
          const toCustom = choice === CUSTOM;
          setCustom(toCustom);
          onChange(toCustom ? '' : choice);
        }}
      >
        <Group mt="xs">
          <Radio value="userID" label="userID" />
          <Radio value="stableID" label="stableID" />
          <Radio value={CUSTOM} label="Custom ID type" />
        </Group>
      </Radio.Group>
      {custom && (
        <TextInput
          label="Custom ID type name"
          withAsterisk
          placeholder="companyID"
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
          onBlur={onBlur}
          error={error}
        />
      )}
    </Stack>
  );
}
