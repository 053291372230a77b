import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SwitchField } from '../../../ui/SwitchField';
import { WRITABLE_GATE_TYPES } from '../../../contract/enums';
import { GATE_NAME_MAX } from '../../../contract/limits';
import { GateIdTypeField } from '../settings/GateIdTypeField';
import { GateTagsField } from '../settings/GateTagsField';
import { GateListField } from '../settings/GateListField';
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
        <GateIdTypeField />
        <GateListField name="targetApps" />
      </SimpleGrid>
      <GateTagsField />
      <SwitchField<GateFormValues> name="reviewSettings.requiredReview" {...SETTINGS_TEXT.requiredReview} />
    </Stack>
  );
}
