import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { AUTOTUNE_MIN_VARIANTS } from '../../contract/limits';
import { TrafficSplitBar } from './TrafficSplitBar';
import { VariantCard } from './VariantCard';
import { newVariant } from './wizardDraft';
import type { AutotuneDraft } from './wizardSchema';

/** Step 2: the variants, each with a name, a JSON value and a size; add, remove, duplicate and reorder them. */
export function VariantsStep() {
  const { control, formState } = useFormContext<AutotuneDraft>();
  const { fields, append, remove, insert, swap } = useFieldArray({ control, name: 'variants' });
  const variants = useWatch({ control, name: 'variants' });
  const listError = formState.errors.variants?.root?.message ?? formState.errors.variants?.message;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {`At least ${String(AUTOTUNE_MIN_VARIANTS)} variants. Sizes are weights: traffic splits in proportion to them, and they need not add up to 100.`}
      </Text>
      <TrafficSplitBar variants={variants} />
      {listError !== undefined && (
        <Alert color="red" role="alert" title="Variants">
          {listError}
        </Alert>
      )}
      {fields.map((field, index) => (
        <VariantCard
          key={field.id}
          index={index}
          count={fields.length}
          onMoveUp={() => {
            swap(index, index - 1);
          }}
          onMoveDown={() => {
            swap(index, index + 1);
          }}
          onDuplicate={() => {
            const source = variants[index] ?? newVariant('');
            insert(index + 1, { ...source, name: `${source.name} copy` });
          }}
          onRemove={() => {
            remove(index);
          }}
        />
      ))}
      <div>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            append(newVariant(`Variant ${String(fields.length + 1)}`));
          }}
        >
          Add variant
        </Button>
      </div>
    </Stack>
  );
}
