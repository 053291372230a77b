import { useCallback, useId } from 'react';
import { flushSync } from 'react-dom';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { newCondition } from './conditionChange';
import { ConditionEditor } from './ConditionEditor';
import type { GateFormValues } from './gateFormSchema';
import { rulePath } from './formPaths';
import { ListLimitNote } from './ListLimitNote';
import { conditionsFullNote } from './gateSizeLimits';

/** The conditions of one rule; a unit must meet all of them. None means the rule applies to everyone. */
export function ConditionsEditor({ ruleIndex }: { ruleIndex: number }) {
  const name = `${rulePath(ruleIndex)}.conditions` as const;
  const { clearErrors } = useFormContext<GateFormValues>();
  const { fields, append, remove } = useFieldArray<GateFormValues, `rules.${number}.conditions`>({ name });
  // The field array checks the whole list after an append, so a condition no one has filled in yet would open with
  // "Enter at least one value". That check has settled by the next frame; its errors for the new condition go before
  // that frame paints (flushSync), and its fields are checked once the user changes or leaves them, or saves.
  const addCondition = () => {
    const index = fields.length;
    append(newCondition());
    requestAnimationFrame(() => {
      flushSync(() => {
        clearErrors(`${name}.${index}`);
      });
    });
  };
  const removeCondition = useCallback(
    (index: number) => {
      remove(index);
    },
    [remove],
  );
  const fullNote = conditionsFullNote(fields.length);
  const isFull = fullNote !== undefined;
  const limitNoteId = useId();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Conditions
      </Text>
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No conditions: the rule applies to everyone.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          A unit matches when it meets every condition.
        </Text>
      )}
      {fields.map((field, index) => (
        <ConditionEditor key={field.id} ruleIndex={ruleIndex} index={index} onRemove={removeCondition} />
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={addCondition}
        disabled={isFull}
        aria-describedby={isFull ? limitNoteId : undefined}
      >
        Add condition
      </Button>
      <ListLimitNote name={name} id={limitNoteId} fullText={fullNote} />
    </Stack>
  );
}
