import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SwitchField } from '../../../ui/SwitchField';
import { WRITABLE_GATE_TYPES } from '../../../contract/enums';
import { GATE_DESCRIPTION_MAX, GATE_NAME_MAX } from '../../../contract/limits';
import { GateIdTypeField } from '../settings/GateIdTypeField';
import { GateTagsField } from '../settings/GateTagsField';
import { GateListField } from '../settings/GateListField';
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
        <GateIdTypeField />
        <GateListField
          name="targetApps"
          label="Target apps"
          description="Apps whose SDKs evaluate this gate; empty means all."
        />
      </SimpleGrid>
      <GateTagsField />
      <SwitchField<GateFormValues>
        name="reviewSettings.requiredReview"
        label="Require review"
        description="Records that changes should be reviewed. Saves made here go through the Console API, which applies them at once without asking a reviewer."
      />
    </Stack>
  );
}
