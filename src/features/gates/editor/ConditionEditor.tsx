import { useId } from 'react';
import { ActionIcon, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { isConditionType, isSegmentType, targetValueShape } from '../../../contract/conditionOperators';
import { describeCondition } from '../../rules/describeCondition';
import { changeConditionOperator, changeConditionType, type ConditionCore } from './conditionChange';
import { CONDITION_TYPE_OPTIONS, operatorOptions } from './conditionLabels';
import { ConditionValueInput } from './ConditionValueInput';
import type { GateFormValues } from './gateFormSchema';
import { conditionPath, type ConditionPath } from './formPaths';
import { UnknownCondition } from './UnknownCondition';
import { useCheckOnLeave } from './useCheckOnLeave';

interface ConditionEditorProps {
  ruleIndex: number;
  index: number;
  onRemove: (index: number) => void;
}

/**
 * One condition: its type, then an operator from those the type allows, then a value input shaped for the operator,
 * plus the custom field name or unit id type where the type needs one. Changing type or operator converts the value.
 */
export function ConditionEditor({ ruleIndex, index, onRemove }: ConditionEditorProps) {
  const path = conditionPath(ruleIndex, index);
  const { setValue, getValues, getFieldState, formState } = useFormContext<GateFormValues>();
  const type = useWatch<GateFormValues, `${ConditionPath}.type`>({ name: `${path}.type` });
  const operator = useWatch<GateFormValues, `${ConditionPath}.operator`>({ name: `${path}.operator` });
  const passthrough = useWatch<GateFormValues, `${ConditionPath}.passthrough`>({ name: `${path}.passthrough` });
  const legendId = useId();
  const legend = `Condition ${index + 1}`;
  const remove = (
    <Tooltip label="Delete condition">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete condition ${index + 1}`}
        onClick={() => {
          onRemove(index);
        }}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );

  if (passthrough !== undefined || !isConditionType(type)) {
    return <UnknownCondition legend={legend} condition={passthrough ?? { type }} action={remove} />;
  }

  // A converted operator or value is checked only where the user has been (or tried to save, or an error shows):
  // switching a new condition to another type must not greet its empty value with an error.
  const apply = (core: ConditionCore) => {
    for (const [name, value] of [
      [`${path}.operator`, core.operator],
      [`${path}.targetValue`, core.targetValue],
    ] as const) {
      const state = getFieldState(name);
      const shouldValidate = state.isTouched || state.invalid || formState.submitCount > 0;
      setValue(name, value, { shouldDirty: true, shouldValidate });
    }
  };
  const shape = targetValueShape(type, operator);
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-labelledby={legendId}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text id={legendId} size="sm" fw={600}>
          {legend}
        </Text>
        {remove}
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: isSegmentType(type) ? 1 : 2 }} spacing="xs">
          <Controller<GateFormValues, `${ConditionPath}.type`>
            name={`${path}.type`}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(next) => {
                  if (next === null || !isConditionType(next) || next === field.value) return;
                  const current = getValues(path);
                  field.onChange(next);
                  apply(changeConditionType(current, next));
                }}
                onBlur={field.onBlur}
                data={CONDITION_TYPE_OPTIONS}
                label="Type"
                allowDeselect={false}
                searchable
                error={fieldState.error?.message}
              />
            )}
          />
          {!isSegmentType(type) && (
            <Controller<GateFormValues, `${ConditionPath}.operator`>
              name={`${path}.operator`}
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={(next) => {
                    if (next === null || next === field.value) return;
                    apply(changeConditionOperator(getValues(path), type, next));
                  }}
                  onBlur={field.onBlur}
                  data={operatorOptions(type)}
                  label="Operator"
                  placeholder="Choose how to compare"
                  allowDeselect={false}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        </SimpleGrid>
        {type === 'custom_field' && (
          <SubjectInput path={`${path}.field`} label="Custom field name" placeholder="plan" />
        )}
        {type === 'unit_id' && <SubjectInput path={`${path}.customID`} label="Unit id type" placeholder="companyID" />}
        <ConditionValueInput key={shape} path={path} shape={shape} />
        <ConditionSentence path={path} />
      </Stack>
    </Paper>
  );
}

function SubjectInput({
  path,
  label,
  placeholder,
}: {
  path: `${ConditionPath}.${'field' | 'customID'}`;
  label: string;
  placeholder: string;
}) {
  const checkOnLeave = useCheckOnLeave();
  return (
    <Controller<GateFormValues, typeof path>
      name={path}
      render={({ field, fieldState }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
          }}
          onBlur={() => {
            checkOnLeave(field);
          }}
          label={label}
          placeholder={placeholder}
          spellCheck={false}
          autoComplete="off"
          withAsterisk
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The condition read back in plain words, so the person sees what they built. */
function ConditionSentence({ path }: { path: ConditionPath }) {
  const condition = useWatch<GateFormValues, typeof path>({ name: path });
  return (
    <Text size="sm" c="dimmed">
      Reads: {describeCondition({ ...condition, passthrough: undefined })}
    </Text>
  );
}
