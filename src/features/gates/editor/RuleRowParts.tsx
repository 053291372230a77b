import type { CSSProperties, ReactNode, Ref } from 'react';
import { Group, Stack } from '@mantine/core';
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
import { PlainActionIcon } from '../../../ui/PlainActionIcon';
import { PlainPaper } from '../../../ui/PlainPaper';

// The parts of a rule's row that the builder and the read-only first view share, so the builder replaces the view
// without moving a pixel. A control given no handler is shown disabled: the first view has nothing to act on yet.

export const ruleLabel = (position: number) => `Rule ${String(position)}`;

interface RuleRowFrameProps {
  headingId: string;
  /** The drag and drop library's node ref. */
  frameRef?: (element: HTMLElement | null) => void;
  style?: CSSProperties;
  shadow?: string | undefined;
  /** The drag handle and the expand toggle, before the summary. */
  leading: ReactNode;
  summary: ReactNode;
  /** Between the summary and the actions (the rule's problem count). */
  badge?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}

/** A rule's bordered row: a header that wraps on a narrow screen (the title keeps at least 10rem), then its body. */
export function RuleRowFrame(props: RuleRowFrameProps) {
  const { headingId, frameRef, style, shadow, leading, summary, badge, actions, children } = props;
  return (
    <PlainPaper
      component="section"
      ref={frameRef}
      padding="sm"
      aria-labelledby={headingId}
      shadow={shadow}
      style={{ position: 'relative', ...style }}
    >
      <Group wrap="wrap" align="flex-start" gap="xs">
        {leading}
        <Stack gap={2} style={{ flex: '1 1 10rem', minWidth: 0 }}>
          {summary}
        </Stack>
        {badge}
        {actions}
      </Group>
      {children}
    </PlainPaper>
  );
}

interface ReorderHandleProps {
  position: number;
  handleRef?: Ref<HTMLButtonElement>;
  /** The drag and drop library's attributes and listeners; without them the handle is disabled. */
  handleProps?: object;
}

export function ReorderHandle({ position, handleRef, handleProps }: ReorderHandleProps) {
  return (
    <DeferredTooltip label="Drag to reorder (or focus and press Space, then arrow keys)">
      <PlainActionIcon
        ref={handleRef}
        variant="subtle"
        color="gray"
        disabled={handleProps === undefined}
        {...handleProps}
        aria-label={`Reorder ${ruleLabel(position)}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
      >
        <IconGripVertical size={16} aria-hidden />
      </PlainActionIcon>
    </DeferredTooltip>
  );
}

interface RuleToggleProps {
  position: number;
  open: boolean;
  controls?: string | undefined;
  onToggle?: () => void;
}

export function RuleToggle({ position, open, controls, onToggle }: RuleToggleProps) {
  return (
    <PlainActionIcon
      variant="subtle"
      color="gray"
      aria-label={`${open ? 'Collapse' : 'Expand'} ${ruleLabel(position)}`}
      aria-expanded={open}
      aria-controls={controls}
      disabled={onToggle === undefined}
      onClick={onToggle}
    >
      {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
    </PlainActionIcon>
  );
}

interface RuleActionsProps {
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove?: (direction: -1 | 1) => void;
  onDuplicate?: () => void;
  onRemove?: () => void;
}

/** Move up, move down, duplicate and delete. */
export function RuleActions({ position, isFirst, isLast, onMove, onDuplicate, onRemove }: RuleActionsProps) {
  const label = ruleLabel(position);
  return (
    <Group gap={2} wrap="nowrap" ml="auto">
      <RowAction
        label={`Move ${label} up`}
        disabled={isFirst}
        onClick={
          onMove &&
          (() => {
            onMove(-1);
          })
        }
      >
        <IconArrowUp size={16} aria-hidden />
      </RowAction>
      <RowAction
        label={`Move ${label} down`}
        disabled={isLast}
        onClick={
          onMove &&
          (() => {
            onMove(1);
          })
        }
      >
        <IconArrowDown size={16} aria-hidden />
      </RowAction>
      <RowAction label={`Duplicate ${label}`} onClick={onDuplicate}>
        <IconCopy size={16} aria-hidden />
      </RowAction>
      <RowAction label={`Delete ${label}`} color="red" onClick={onRemove}>
        <IconTrash size={16} aria-hidden />
      </RowAction>
    </Group>
  );
}

interface RowActionProps {
  label: string;
  onClick: (() => void) | undefined;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
}

function RowAction({ label, onClick, disabled = false, color = 'gray', children }: RowActionProps) {
  return (
    <DeferredTooltip label={label}>
      <PlainActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled || onClick === undefined}
        onClick={onClick}
      >
        {children}
      </PlainActionIcon>
    </DeferredTooltip>
  );
}
