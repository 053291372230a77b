import { Code, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { WRITABLE_GATE_TYPES } from '../../../contract/enums';
import { GATE_DESCRIPTION_MAX, GATE_NAME_MAX, GATE_NAME_MIN } from '../../../contract/limits';
import { GateIdTypeField } from '../settings/GateIdTypeField';
import { GateTagsField } from '../settings/GateTagsField';
import { previewGateId } from './newGateId';
import type { NewGateBody, NewGateValues } from './newGateSchema';

type FormControl = Control<NewGateValues, unknown, NewGateBody>;

const TYPE_CHOICES = WRITABLE_GATE_TYPES.map((value) => ({
  value,
  label: value === 'PERMANENT' ? 'Permanent' : 'Temporary',
  help:
    value === 'PERMANENT'
      ? 'Stays in code for good (kill switch, entitlement); never flagged as stale.'
      : 'A rollout meant to be cleaned up once launched.',
}));

/** The id the server will make of the name, shown as the name is typed. */
function IdPreview({ control }: { control: FormControl }) {
  const name = useWatch({ control, name: 'name' });
  const id = previewGateId(name);
  return id === undefined ? (
    <>The id is made from the name.</>
  ) : (
    <>
      Its id will be <Code>{id}</Code>
    </>
  );
}

/**
 * The fields of the New gate form: name (with the id it makes), description, type, id type and tags. The id type and
 * tags are the gate settings' own fields, bound through the dialog's FormProvider.
 */
export function NewGateFields({ control }: { control: FormControl }) {
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label="Name"
            // The id is part of the description, so a screen reader hears it with the field.
            description={
              <>
                {`${String(GATE_NAME_MIN)} to ${String(GATE_NAME_MAX)} letters, digits, spaces and _ - .`}
                <br />
                <IdPreview control={control} />
              </>
            }
            maxLength={GATE_NAME_MAX + 20}
            withAsterisk
            data-autofocus
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <Textarea
            {...field}
            label="Description"
            description={`${String(field.value.length)} of ${String(GATE_DESCRIPTION_MAX)} characters`}
            autosize
            minRows={2}
            maxRows={6}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <Radio.Group
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            label="Type"
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt="xs">
              {TYPE_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.help} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <GateIdTypeField />
      <GateTagsField />
    </Stack>
  );
}
