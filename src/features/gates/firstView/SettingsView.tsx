import { ComboboxChevronIcon } from './ComboboxChevronIcon';
import { descriptionCount, SETTINGS_TEXT, TYPE_OPTIONS, typeHelp } from '../editor/settingsText';
import type { GateFormValues } from '../editor/gateFormSchema';
import { PlainPair, PlainPills, PlainSwitch, PlainTextArea, PlainTextField } from './plainFields';
import { Stack } from '@mantine/core';
import type { Ref } from 'react';

// The settings as the editor lays them out, so the editor's fields take their place without moving a line; drawn as
// plain elements in Mantine's markup (the surrounding fieldset disables them), since the inputs' code is most of
// what the first view would otherwise load before showing the gate.

interface SettingsViewProps {
  values: GateFormValues;
  /** False leaves out the last fields (tags, review), which follow the rest where they are below the fold. */
  lastDrawn: boolean;
  /** The fields' column, measured to tell whether the last fields would be on screen. */
  ref?: Ref<HTMLDivElement>;
}

/** The gate's settings, read-only, in the editor's layout. */
export function SettingsView({ values, lastDrawn, ref }: SettingsViewProps) {
  const typeLabel = TYPE_OPTIONS.find((option) => option.value === values.type)?.label ?? '';
  return (
    <Stack gap="md" ref={ref}>
      <PlainSwitch checked={values.isEnabled} {...SETTINGS_TEXT.enabled} />
      <PlainPair>
        <PlainTextField {...SETTINGS_TEXT.name} value={values.name} required />
        <PlainTextField
          label={SETTINGS_TEXT.type.label}
          value={typeLabel}
          description={typeHelp(values.type)}
          rightSection={<ComboboxChevronIcon />}
        />
      </PlainPair>
      <PlainTextArea
        {...SETTINGS_TEXT.description}
        description={descriptionCount(values.description)}
        value={values.description}
      />
      <PlainPair>
        <PlainTextField {...SETTINGS_TEXT.idType} value={values.idType} required />
        <PlainPills {...SETTINGS_TEXT.targetApps} values={values.targetApps} />
      </PlainPair>
      {lastDrawn && (
        <>
          <PlainPills {...SETTINGS_TEXT.tags} values={values.tags} />
          <PlainSwitch checked={values.reviewSettings.requiredReview} {...SETTINGS_TEXT.requiredReview} />
        </>
      )}
    </Stack>
  );
}
