import { ActionIcon, Card, Group, JsonInput, NumberInput, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { readVariantJson } from './variantJson';
import type { AutotuneDraft } from './wizardSchema';

interface VariantCardProps {
  index: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** Why a JSON text cannot be sent, or undefined when it can; checked on every keystroke. */
function jsonProblem(text: string): string | undefined {
  const read = readVariantJson(text);
  return 'problem' in read ? read.problem : undefined;
}

/** One variant of the Variants step: its fields and the buttons that move, copy and remove it. */
export function VariantCard({ index, count, onMoveUp, onMoveDown, onDuplicate, onRemove }: VariantCardProps) {
  const { register, control, formState } = useFormContext<AutotuneDraft>();
  const errors = formState.errors.variants?.[index];
  const name = useWatch({ control, name: `variants.${index}.name` });
  const title = `Variant ${String(index + 1)}`;
  const who = name.trim() ? `${title} (${name.trim()})` : title;
  return (
    <Card withBorder component="section" aria-label={who}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {who}
        </Text>
        <Group gap={4} wrap="nowrap">
          <IconButton
            label={`Move ${title} up`}
            disabled={index === 0}
            onClick={onMoveUp}
            icon={<IconArrowUp size={16} aria-hidden />}
          />
          <IconButton
            label={`Move ${title} down`}
            disabled={index === count - 1}
            onClick={onMoveDown}
            icon={<IconArrowDown size={16} aria-hidden />}
          />
          <IconButton label={`Duplicate ${title}`} onClick={onDuplicate} icon={<IconCopy size={16} aria-hidden />} />
          <IconButton
            label={`Remove ${title}`}
            onClick={onRemove}
            icon={<IconTrash size={16} aria-hidden />}
            color="red"
          />
        </Group>
      </Group>
      <Group align="flex-start" grow>
        <TextInput
          label={`${title} name`}
          withAsterisk
          error={errors?.name?.message}
          {...register(`variants.${index}.name`)}
        />
        <Controller
          control={control}
          name={`variants.${index}.size`}
          render={({ field, fieldState }) => (
            <NumberInput
              label={`${title} size`}
              withAsterisk
              min={0}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </Group>
      <Controller
        control={control}
        name={`variants.${index}.json`}
        render={({ field, fieldState }) => {
          const problem = jsonProblem(field.value);
          return (
            <JsonInput
              mt="sm"
              label={`${title} value (JSON)`}
              description="What the autotune returns for this variant: any JSON, such as {} or a number."
              withAsterisk
              autosize
              minRows={2}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              // Live, so a typo shows as it is typed; a server message shows when the text itself parses.
              error={problem ?? fieldState.error?.message}
              // JsonInput shows this instead of `error` once the field lost focus with text that does not parse;
              // without it a blurred field turns red with no message.
              validationError={problem}
            />
          );
        }}
      />
    </Card>
  );
}

function IconButton({
  label,
  icon,
  onClick,
  disabled,
  color,
}: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color ?? 'gray'} aria-label={label} disabled={disabled} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
