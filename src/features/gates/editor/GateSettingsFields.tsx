import { Autocomplete, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SwitchField } from '../../../ui/SwitchField';
import { BUILTIN_ID_TYPES, WRITABLE_GATE_TYPES } from '../../../contract/enums';
import { GATE_NAME_MAX } from '../../../contract/limits';
import { LIST_SEPARATORS } from './coerceTargetValue';
import type { GateFormValues } from './gateFormSchema';
import { descriptionCount, SETTINGS_TEXT, TYPE_OPTIONS, typeHelp } from './settingsText';

function NameField() {
  return (
    <Controller<GateFormValues, 'name'>
      name="name"
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          {...SETTINGS_TEXT.name}
          maxLength={GATE_NAME_MAX + 20}
          withAsterisk
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function DescriptionField() {
  return (
    <Controller<GateFormValues, 'description'>
      name="description"
      render={({ field, fieldState }) => (
        <Textarea
          {...field}
          {...SETTINGS_TEXT.description}
          description={descriptionCount(field.value)}
          autosize
          minRows={2}
          maxRows={8}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function TypeField() {
  return (
    <Controller<GateFormValues, 'type'>
      name="type"
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => {
            field.onChange(WRITABLE_GATE_TYPES.find((type) => type === value) ?? null);
          }}
          onBlur={field.onBlur}
          data={TYPE_OPTIONS}
          {...SETTINGS_TEXT.type}
          description={typeHelp(field.value)}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function IdTypeField() {
  return (
    <Controller<GateFormValues, 'idType'>
      name="idType"
      render={({ field, fieldState }) => (
        <Autocomplete
          {...field}
          data={[...BUILTIN_ID_TYPES]}
          {...SETTINGS_TEXT.idType}
          withAsterisk
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function ListField({ name }: { name: 'tags' | 'targetApps' }) {
  return (
    <Controller<GateFormValues, typeof name>
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...SETTINGS_TEXT[name]}
          splitChars={[...LIST_SEPARATORS]}
          acceptValueOnBlur
          clearable
          error={fieldState.error?.message ?? firstItemError(fieldState.error)}
        />
      )}
    />
  );
}

// An error of one item of a list sits in the list's error object under the item's index.
function firstItemError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  for (const item of Object.values(error) as unknown[]) {
    const message = typeof item === 'object' && item !== null ? (item as { message?: unknown }).message : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** The gate's own settings (everything but its rules), bound to the surrounding gate form. */
export function GateSettingsFields() {
  return (
    <Stack gap="md">
      <SwitchField<GateFormValues> name="isEnabled" {...SETTINGS_TEXT.enabled} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameField />
        <TypeField />
      </SimpleGrid>
      <DescriptionField />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <IdTypeField />
        <ListField name="targetApps" />
      </SimpleGrid>
      <ListField name="tags" />
      <SwitchField<GateFormValues> name="reviewSettings.requiredReview" {...SETTINGS_TEXT.requiredReview} />
    </Stack>
  );
}
