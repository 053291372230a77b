import { memo, useId } from 'react';
import { Fieldset, Stack } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { rulePath } from './formPaths';
import { NearViewport } from './NearViewport';
import { RuleFields } from './RuleFields';
import { RuleProblemsBadge, useRuleProblems } from './RuleProblemsBadge';
import { ReorderHandle, RuleActions, ruleLabel, RuleRowFrame, RuleToggle } from './RuleRowParts';
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
  /** Expandable and readable only: the fields disabled, the drag handle and the row's actions too. */
  readOnly?: boolean | undefined;
}

/**
 * One rule of the builder: a header that stays cheap (position, name, summary, pass percentage, actions) and,
 * only when expanded, the fields. Memoized so typing in one rule does not re-render the others.
 */
export const RuleRow = memo(function RuleRow(props: RuleRowProps) {
  const { index, ruleKey, expanded, deferFields, isFirst, isLast, onToggle, onMove, onDuplicate, onRemove, readOnly } =
    props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: ruleKey,
  });
  const headingId = useId();
  const bodyId = useId();
  const path = rulePath(index);
  const position = index + 1;
  const problems = useRuleProblems(path);
  // After a save attempt a rule with problems stays open, so its messages are seen and its fields can take focus.
  const mustShowProblems = problems.attemptedSave && problems.count > 0;
  const open = expanded || mustShowProblems;
  const fields = <RuleFields path={path} ruleIndex={index} ruleLabel={ruleLabel(position)} />;
  return (
    <RuleRowFrame
      frameRef={setNodeRef}
      headingId={headingId}
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
      leading={
        <>
          <ReorderHandle
            position={position}
            handleRef={setActivatorNodeRef}
            handleProps={readOnly === true ? undefined : { ...attributes, ...listeners }}
          />
          <RuleToggle
            position={position}
            open={open}
            controls={open ? bodyId : undefined}
            onToggle={() => {
              onToggle(ruleKey);
            }}
          />
        </>
      }
      summary={<RuleSummary path={path} headingId={headingId} position={position} />}
      badge={<RuleProblemsBadge count={problems.count} ruleLabel={ruleLabel(position)} />}
      actions={
        readOnly === true ? (
          <RuleActions position={position} isFirst={isFirst} isLast={isLast} />
        ) : (
          <RuleActions
            position={position}
            isFirst={isFirst}
            isLast={isLast}
            onMove={(direction) => {
              onMove(index, index + direction);
            }}
            onDuplicate={() => {
              onDuplicate(index);
            }}
            onRemove={() => {
              onRemove(index);
            }}
          />
        )
      }
    >
      {open && (
        // A disabled fieldset disables every field of the rule, and only those: the row's toggle stays usable.
        <Fieldset variant="unstyled" disabled={readOnly} id={bodyId}>
          <Stack mt="md" pl={{ base: 0, sm: 64 }}>
            {deferFields && !mustShowProblems ? <NearViewport>{fields}</NearViewport> : fields}
          </Stack>
        </Fieldset>
      )}
    </RuleRowFrame>
  );
});
