import { Autocomplete, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SwitchField } from '../../../ui/SwitchField';
import { BUILTIN_ID_TYPES, WRITABLE_GATE_TYPES } from '../../../contract/enums';
import { GATE_DESCRIPTION_MAX, GATE_NAME_MAX } from '../../../contract/limits';
import { LIST_SEPARATORS } from './coerceTargetValue';
import type { GateFormValues } from './gateFormSchema';

const TYPE_OPTIONS = WRITABLE_GATE_TYPES.map((value) => ({
  value,
  label: value === 'PERMANENT' ? 'Permanent' : 'Temporary',
}));

const TYPE_HELP: Record<(typeof WRITABLE_GATE_TYPES)[number], string> = {
  PERMANENT: 'Stays in code for good (kill switch, entitlement); never flagged as stale.',
  TEMPORARY: 'A rollout meant to be cleaned up once launched.',
};

function NameField() {
  return (
    <Controller<GateFormValues, 'name'>
      name="name"
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label="Name"
          description="3 to 100 letters, digits, spaces and _ - ."
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
          label="Description"
          description={`${String(field.value.length)} of ${String(GATE_DESCRIPTION_MAX)} characters`}
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
          label="Type"
          placeholder="Set by the service; pick one to change it"
          description={field.value ? TYPE_HELP[field.value] : 'Stale or template: kept unless you pick a type.'}
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
          label="Id type"
          description="The unit the gate evaluates: userID, stableID or a custom id type."
          withAsterisk
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function ListField({ name, label, description }: { name: 'tags' | 'targetApps'; label: string; description: string }) {
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
          label={label}
          description={description}
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
      <SwitchField<GateFormValues>
        name="isEnabled"
        label="Enabled"
        description="When off, the gate fails everyone whatever its rules say."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameField />
        <TypeField />
      </SimpleGrid>
      <DescriptionField />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <IdTypeField />
        <ListField
          name="targetApps"
          label="Target apps"
          description="Apps whose SDKs evaluate this gate; empty means all."
        />
      </SimpleGrid>
      <ListField name="tags" label="Tags" description="Press Enter or comma after each tag; paste a list." />
      <SwitchField<GateFormValues>
        name="reviewSettings.requiredReview"
        label="Require review"
        description="Records that changes should be reviewed. Saves made here go through the Console API, which applies them at once without asking a reviewer."
      />
    </Stack>
  );
}
