import { startTransition, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { GateFormValues } from './gateFormSchema';
import { duplicateFormRule, newFormRule } from './gateFormValues';
import { newRuleName } from './newRuleName';
import { CatchAllContext } from './ruleReachabilityContext';
import { ruleAnnouncements } from './ruleAnnouncements';
import { RuleRow } from './RuleRow';
import { ListLimitNote } from './ListLimitNote';
import { rulesFullNote } from './gateSizeLimits';
import { FIRST_PASS_RULES, useAllRulesShown } from './useAllRulesShown';
import { addRuleLabel, catchAllNote } from './rulesText';
import { RulesHeader } from './RulesHeader';

/** Where focus goes after a move (the same move button of the moved rule) or a delete (the rule now at `index`). */
interface FocusRequest {
  index: number;
  direction?: 'up' | 'down';
}

function focusRuleControl(rules: HTMLElement | null, addRule: HTMLElement | null, request: FocusRequest): void {
  const row = rules?.querySelectorAll<HTMLElement>(':scope > section')[request.index];
  const label = `Rule ${String(request.index + 1)}`;
  const move =
    request.direction === undefined
      ? null
      : row?.querySelector<HTMLButtonElement>(`button[aria-label="Move ${label} ${request.direction}"]`);
  // A rule moved to either end has that move button disabled: its header's expand button takes focus instead.
  const target = move && !move.disabled ? move : row?.querySelector<HTMLElement>('button[aria-expanded]');
  (target ?? addRule)?.focus();
}

interface RulesEditorProps {
  onAllShown?: (() => void) | undefined;
  /** Rules can be expanded and read, not changed: no add, duplicate, delete or reorder, every field disabled. */
  readOnly?: boolean | undefined;
}

/**
 * The rules of the gate, evaluated top to bottom: add, duplicate, delete, reorder (drag and drop, the keyboard via
 * the drag handle, or the move buttons), and expand a rule to edit it. Collapsed rules render only their summary.
 */
export function RulesEditor({ onAllShown, readOnly = false }: RulesEditorProps) {
  const { getValues } = useFormContext<GateFormValues>();
  const { fields, append, insert, move, remove } = useFieldArray<GateFormValues, 'rules'>({ name: 'rules' });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // Where the last added rule went, when that was not the end of the list; cleared by the next change of order.
  const [added, setAdded] = useState<string | undefined>(undefined);
  // Rules opened one at a time mount their fields at once; those opened by "Expand all rules" only near the viewport.
  const [openedOne, setOpenedOne] = useState<ReadonlySet<string>>(() => new Set());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Rows are memoized: their callbacks must keep their identity while the field array's functions change.
  const actions = useRef({ insert, move, remove, count: fields.length });
  useEffect(() => {
    actions.current = { insert, move, remove, count: fields.length };
  });

  const openOne = useCallback((key: string) => {
    setExpanded((current) => new Set(current).add(key));
    setOpenedOne((current) => new Set(current).add(key));
  }, []);
  const toggle = useCallback((key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
    setOpenedOne((current) => new Set(current).add(key));
  }, []);
  // Moving or deleting a row takes its focused button out of the page: focus goes where the person's next press is.
  const rulesRef = useRef<HTMLDivElement>(null);
  const addRuleRef = useRef<HTMLButtonElement>(null);
  const [focusAfter, setFocusAfter] = useState<FocusRequest | undefined>(undefined);
  useEffect(() => {
    if (focusAfter === undefined) return;
    focusRuleControl(rulesRef.current, addRuleRef.current, focusAfter);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot request, cleared once served
    setFocusAfter(undefined);
  }, [focusAfter]);

  const moveRule = useCallback((from: number, to: number) => {
    if (to < 0 || to >= actions.current.count) return;
    actions.current.move(from, to);
    setAdded(undefined);
    setFocusAfter({ index: to, direction: to < from ? 'up' : 'down' });
  }, []);
  const duplicateRule = useCallback(
    (index: number) => {
      const copy = duplicateFormRule(getValues(`rules.${index}`));
      actions.current.insert(index + 1, copy);
      openOne(copy.key);
    },
    [getValues, openOne],
  );
  const removeRule = useCallback((index: number) => {
    actions.current.remove(index);
    setAdded(undefined);
    setFocusAfter({ index });
  }, []);

  // A rule added below the catch-all would never be checked: it goes just above it, as targeting rules sit above the
  // default rule in LaunchDarkly and Unleash, and the page says where it went. Moving it lower flags it "Never reached".
  const catchAll = useContext(CatchAllContext);
  const addRule = () => {
    const rules = getValues('rules');
    const index = catchAll ?? rules.length;
    const rule = {
      ...newFormRule(index + 1),
      name: newRuleName(
        index + 1,
        rules.map((each) => each.name),
      ),
    };
    openOne(rule.key);
    if (catchAll === undefined) {
      append(rule);
      setAdded(undefined);
      return;
    }
    insert(catchAll, rule);
    const below = rules[catchAll]?.name.trim() ?? '';
    setAdded(
      `New rule “${rule.name}” added at position ${String(catchAll + 1)}, above the catch-all rule “${below === '' ? '(unnamed rule)' : below}” (now rule ${String(catchAll + 2)}).`,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.key === active.id);
    const to = fields.findIndex((field) => field.key === over.id);
    if (from >= 0 && to >= 0) move(from, to);
  };
  const fullNote = rulesFullNote(fields.length);
  const isFull = fullNote !== undefined;
  const limitNoteId = useId();
  const catchAllNoteId = useId();
  const allShown = useAllRulesShown(fields.length);
  useEffect(() => {
    if (allShown) onAllShown?.();
  }, [allShown, onAllShown]);
  const shownFields = allShown ? fields : fields.slice(0, FIRST_PASS_RULES);
  const allExpanded = fields.length > 0 && fields.every((field) => expanded.has(field.key));
  // Every rule row reads the sortable context: a new items array on each render would re-render all of them.
  const keys = useMemo(() => fields.map((field) => field.key), [fields]);
  const announcements = useMemo(() => ({ announcements: ruleAnnouncements(keys) }), [keys]);

  return (
    <Stack gap="sm">
      <RulesHeader
        count={fields.length}
        allExpanded={allExpanded}
        onToggleAll={() => {
          const next = allExpanded ? new Set<string>() : new Set(fields.map((field) => field.key));
          // Two hundred rows re-render: in a transition React does it in slices and the page stays responsive.
          startTransition(() => {
            setExpanded(next);
            if (allExpanded) setOpenedOne(new Set());
          });
        }}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={announcements}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" ref={rulesRef}>
            {shownFields.map((field, index) => (
              <RuleRow
                key={field.key}
                index={index}
                ruleKey={field.key}
                expanded={expanded.has(field.key)}
                deferFields={!openedOne.has(field.key)}
                isFirst={index === 0}
                isLast={index === fields.length - 1}
                onToggle={toggle}
                onMove={moveRule}
                onDuplicate={duplicateRule}
                onRemove={removeRule}
                readOnly={readOnly}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Button
        ref={addRuleRef}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={addRule}
        disabled={isFull || readOnly}
        aria-describedby={isFull ? limitNoteId : catchAll === undefined ? undefined : catchAllNoteId}
      >
        {addRuleLabel(catchAll)}
      </Button>
      {catchAll !== undefined && !isFull && (
        <Text size="sm" c="dimmed" id={catchAllNoteId}>
          {catchAllNote(catchAll)}
        </Text>
      )}
      <Text size="sm" role="status">
        {added}
      </Text>
      <ListLimitNote name="rules" id={limitNoteId} fullText={fullNote} />
    </Stack>
  );
}
