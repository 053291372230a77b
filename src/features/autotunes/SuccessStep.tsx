import { Autocomplete, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { eventQueries } from '../../client/queries/eventQueries';
import { MAX_LIMIT } from '../../contract/limits';
import {
  ATTRIBUTION_UNIT_OPTIONS,
  attributionWindowOptions,
  canonicalWindow,
  EXPLORATION_WINDOW_OPTIONS,
  OPTIMIZATION_PARAMETER_OPTIONS,
  SETTING_HELP,
  WINNER_THRESHOLD_OPTIONS,
} from './settingOptions';
import { SelectField } from './SelectField';
import type { AutotuneDraft } from './wizardSchema';

/** Event names the server has recorded, most frequent first; none when it lacks the extension (404). */
function useEventNameSuggestions(): string[] {
  const query = useQuery(eventQueries.names(1, MAX_LIMIT));
  return query.data?.items.map((item) => item.name) ?? [];
}

/** Step 3: the success event and how the autotune judges it: windows, threshold and where the data comes from. */
export function SuccessStep() {
  const { register, control, formState, getValues, setValue } = useFormContext<AutotuneDraft>();
  const { errors } = formState;
  const unit = useWatch({ control, name: 'attributionWindowUnit' });
  const suggestions = useEventNameSuggestions();
  return (
    <Stack gap="md" maw={760}>
      <Controller
        control={control}
        name="successEvent"
        render={({ field, fieldState }) => (
          <Autocomplete
            label="Success event"
            description={SETTING_HELP.successEvent}
            withAsterisk
            data={suggestions}
            limit={20}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Success event value"
          description={SETTING_HELP.successEventValue}
          error={errors.successEventValue?.message}
          {...register('successEventValue')}
        />
        <SelectField
          name="optimizationParameter"
          label="Optimization parameter"
          description={SETTING_HELP.optimizationParameter}
          data={OPTIMIZATION_PARAMETER_OPTIONS}
        />
        <TextInput
          label="Value column"
          description={SETTING_HELP.valueColumn}
          error={errors.valueColumn?.message}
          {...register('valueColumn')}
        />
        <TextInput
          label="Metric source ID"
          description={SETTING_HELP.metricSourceID}
          error={errors.metricSourceID?.message}
          {...register('metricSourceID')}
        />
        <SelectField
          name="explorationWindow"
          label="Exploration window"
          description={SETTING_HELP.explorationWindow}
          data={EXPLORATION_WINDOW_OPTIONS}
          required
        />
        <SelectField
          name="winnerThreshold"
          label="Winner threshold"
          description={SETTING_HELP.winnerThreshold}
          data={WINNER_THRESHOLD_OPTIONS}
          required
        />
        <SelectField
          name="attributionWindow"
          label="Attribution window"
          description={SETTING_HELP.attributionWindow}
          data={attributionWindowOptions(unit)}
          required
        />
        <SelectField
          name="attributionWindowUnit"
          label="Attribution window unit"
          description={SETTING_HELP.attributionWindowUnit}
          data={ATTRIBUTION_UNIT_OPTIONS}
          // The window keeps its number and takes the spelling of the new unit: `24hr` with minutes would say both.
          onPicked={(picked) => {
            const window = getValues('attributionWindow');
            if (window !== null)
              setValue('attributionWindow', canonicalWindow(window, picked), { shouldValidate: true });
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
