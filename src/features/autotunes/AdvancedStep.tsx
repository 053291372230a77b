import { useState } from 'react';
import { Button, Collapse, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SwitchField } from '../../ui/SwitchField';
import { SETTING_HELP } from './settingOptions';
import type { AutotuneDraft } from './wizardSchema';
import { WIZARD_STEPS } from './wizardSteps';

const ADVANCED_FIELDS = WIZARD_STEPS[3]?.fields ?? [];

/** Step 4: optional tuning, folded away until asked for (or until one of its fields has a value or an error). */
export function AdvancedStep() {
  const { register, control, formState, getValues } = useFormContext<AutotuneDraft>();
  const { errors } = formState;
  const hasError = ADVANCED_FIELDS.some((field) => errors[field] !== undefined);
  const [open, setOpen] = useState(() => hasTypedAdvanced(getValues()));
  const isContextual = useWatch({ control, name: 'isContextual' });
  const shown = open || hasError;
  const Chevron = shown ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        Everything here is optional; the defaults of the service suit most autotunes.
      </Text>
      <div>
        <Button
          variant="subtle"
          leftSection={<Chevron size={16} aria-hidden />}
          aria-expanded={shown}
          aria-controls="advanced-settings"
          onClick={() => {
            setOpen(!shown);
          }}
        >
          Advanced settings
        </Button>
      </div>
      <Collapse expanded={shown} id="advanced-settings">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <RateInput
              name="explorationWindowRate"
              label="Exploration window rate"
              description={SETTING_HELP.explorationWindowRate}
            />
            <RateInput
              name="longtermExplorationAllocation"
              label="Long-term exploration allocation"
              description={SETTING_HELP.longtermExplorationAllocation}
            />
          </SimpleGrid>
          <SwitchField<AutotuneDraft>
            name="isContextual"
            label="Contextual autotune"
            description={SETTING_HELP.isContextual}
          />
          {isContextual && (
            <Stack gap="md" pl="md">
              <TextInput
                label="Metadata field"
                description={SETTING_HELP.metadataField}
                error={errors.metadataField?.message}
                {...register('metadataField')}
              />
              <SwitchField<AutotuneDraft>
                name="higherIsBetter"
                label="Higher is better"
                description={SETTING_HELP.higherIsBetter}
              />
              <Controller
                control={control}
                name="featureList"
                render={({ field, fieldState }) => (
                  <TagsInput
                    label="Features"
                    description={SETTING_HELP.featureList}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Stack>
          )}
          <TextInput
            label="Linked experiment name"
            description={SETTING_HELP.linkedExperimentName}
            error={errors.linkedExperimentName?.message}
            {...register('linkedExperimentName')}
          />
          <Textarea
            label="Goal"
            description={SETTING_HELP.goalRichText}
            autosize
            minRows={2}
            error={errors.goalRichText?.message}
            {...register('goalRichText')}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}

function hasTypedAdvanced(draft: AutotuneDraft): boolean {
  return (
    draft.explorationWindowRate !== '' ||
    draft.longtermExplorationAllocation !== '' ||
    draft.isContextual ||
    draft.linkedExperimentName.trim() !== '' ||
    draft.goalRichText.trim() !== ''
  );
}

function RateInput({
  name,
  label,
  description,
}: {
  name: 'explorationWindowRate' | 'longtermExplorationAllocation';
  label: string;
  description: string;
}) {
  const { control } = useFormContext<AutotuneDraft>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        // Text, not NumberInput: NumberInput drops letters as they are typed, so "abc" would vanish without a word.
        // The schema reads the text and says "Enter a number"; a value stays as typed (0.0015 is a valid rate).
        <TextInput
          label={label}
          description={description}
          inputMode="decimal"
          autoComplete="off"
          value={typeof field.value === 'number' ? String(field.value) : field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
