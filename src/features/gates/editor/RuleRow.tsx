import { memo, type ReactNode, useId } from 'react';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconCopy,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import { DeferredTooltip } from '../../../ui/DeferredTooltip';
import { rulePath } from './formPaths';
import { NearViewport } from './NearViewport';
import { RuleFields } from './RuleFields';
import { RuleProblemsBadge, useRuleProblems } from './RuleProblemsBadge';
import { RuleSummary } from './RuleSummary';

export interface RuleRowProps {
  index: number;
  ruleKey: string;
  expanded: boolean;
  /** Mount the fields only near the viewport (rules opened by "Expand all rules"). */
  deferFields: boolean;
  isFirst: boolean;
  isLast: boolean;
  onToggle: (ruleKey: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One rule of the builder: a header that stays cheap (position, name, summary, pass percentage, actions) and,
 * only when expanded, the fields. Memoized so typing in one rule does not re-render the others.
 */
export const RuleRow = memo(function RuleRow(props: RuleRowProps) {
  const { index, ruleKey, expanded, deferFields, isFirst, isLast, onToggle, onMove, onDuplicate, onRemove } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: ruleKey,
  });
  const headingId = useId();
  const bodyId = useId();
  const path = rulePath(index);
  const position = index + 1;
  const ruleLabel = `Rule ${position}`;
  const problems = useRuleProblems(path);
  // After a save attempt a rule with problems stays open, so its messages are seen and its fields can take focus.
  const mustShowProblems = problems.attemptedSave && problems.count > 0;
  const open = expanded || mustShowProblems;
  const fields = <RuleFields path={path} ruleIndex={index} ruleLabel={ruleLabel} />;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      component="section"
      aria-labelledby={headingId}
      shadow={isDragging ? 'md' : undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      {/* Wraps on a narrow screen: the title keeps at least 10rem and the actions move under it. */}
      <Group wrap="wrap" align="flex-start" gap="xs">
        <DeferredTooltip label="Drag to reorder (or focus and press Space, then arrow keys)">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${ruleLabel}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${open ? 'Collapse' : 'Expand'} ${ruleLabel}`}
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => {
            onToggle(ruleKey);
          }}
        >
          {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        </ActionIcon>
        <Stack gap={2} style={{ flex: '1 1 10rem', minWidth: 0 }}>
          <RuleSummary path={path} headingId={headingId} position={position} />
        </Stack>
        <RuleProblemsBadge count={problems.count} ruleLabel={ruleLabel} />
        <Group gap={2} wrap="nowrap" ml="auto">
          <RowAction
            label={`Move ${ruleLabel} up`}
            disabled={isFirst}
            onClick={() => {
              onMove(index, index - 1);
            }}
          >
            <IconArrowUp size={16} aria-hidden />
          </RowAction>
          <RowAction
            label={`Move ${ruleLabel} down`}
            disabled={isLast}
            onClick={() => {
              onMove(index, index + 1);
            }}
          >
            <IconArrowDown size={16} aria-hidden />
          </RowAction>
          <RowAction
            label={`Duplicate ${ruleLabel}`}
            onClick={() => {
              onDuplicate(index);
            }}
          >
            <IconCopy size={16} aria-hidden />
          </RowAction>
          <RowAction
            label={`Delete ${ruleLabel}`}
            color="red"
            onClick={() => {
              onRemove(index);
            }}
          >
            <IconTrash size={16} aria-hidden />
          </RowAction>
        </Group>
      </Group>
      {open && (
        <div id={bodyId}>
          <Stack mt="md" pl={{ base: 0, sm: 64 }}>
            {deferFields && !mustShowProblems ? <NearViewport>{fields}</NearViewport> : fields}
          </Stack>
        </div>
      )}
    </Paper>
  );
});

interface RowActionProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
}

function RowAction({ label, onClick, disabled = false, color = 'gray', children }: RowActionProps) {
  return (
    <DeferredTooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </DeferredTooltip>
  );
}
