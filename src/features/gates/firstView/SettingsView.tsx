import { useId } from 'react';
import { ComboboxChevron, Pill, PillsInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { descriptionCount, SETTINGS_TEXT, TYPE_OPTIONS, typeHelp } from '../editor/settingsText';
import type { GateFormValues } from '../editor/gateFormSchema';

// The settings as the editor lays them out, in Mantine's own inputs disabled (the surrounding fieldset is): the
// editor's fields then take their place without moving a line. Plain inputs stand in for the editor's combobox ones
// (Select, Autocomplete, TagsInput), whose code is most of what the first view leaves to the editor.

function SwitchView({ checked, label, description }: { checked: boolean; label: string; description: string }) {
  const labelId = useId();
  return (
    <Switch
      checked={checked}
      readOnly
      label={<span id={labelId}>{label}</span>}
      aria-labelledby={labelId}
      description={description}
    />
  );
}

function ListView({ values, name }: { values: readonly string[]; name: 'tags' | 'targetApps' }) {
  const id = useId();
  return (
    <PillsInput {...SETTINGS_TEXT[name]} id={id}>
      <Pill.Group>
        {values.map((value) => (
          <Pill key={value}>{value}</Pill>
        ))}
        <PillsInput.Field id={id} readOnly />
      </Pill.Group>
    </PillsInput>
  );
}

/** The gate's settings, read-only, in the editor's layout. */
export function SettingsView({ values }: { values: GateFormValues }) {
  const typeLabel = TYPE_OPTIONS.find((option) => option.value === values.type)?.label ?? '';
  return (
    <Stack gap="md">
      <SwitchView checked={values.isEnabled} {...SETTINGS_TEXT.enabled} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...SETTINGS_TEXT.name} value={values.name} readOnly withAsterisk />
        <TextInput
          {...SETTINGS_TEXT.type}
          value={typeLabel}
          readOnly
          description={typeHelp(values.type)}
          rightSection={<ComboboxChevron />}
          rightSectionPointerEvents="none"
        />
      </SimpleGrid>
      <Textarea
        {...SETTINGS_TEXT.description}
        description={descriptionCount(values.description)}
        value={values.description}
        readOnly
        autosize
        minRows={2}
        maxRows={8}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput {...SETTINGS_TEXT.idType} value={values.idType} readOnly withAsterisk />
        <ListView values={values.targetApps} name="targetApps" />
      </SimpleGrid>
      <ListView values={values.tags} name="tags" />
      <SwitchView checked={values.reviewSettings.requiredReview} {...SETTINGS_TEXT.requiredReview} />
    </Stack>
  );
}
