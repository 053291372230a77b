import { useMemo } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { gateAfterLifecycle, type GateLifecycleAction } from '../../../contract/gateLifecycle';
import { diffGates } from '../../gate-diff/diffGates';
import { GateDiffView } from '../../gate-diff/GateDiffView';
import { summarizeDiff } from '../../gate-diff/summarizeDiff';
import { GateStatusBadge } from '../page/GateStatusBadge';
import { ReviewTestUsers } from '../save/ReviewTestUsers';
import { LIFECYCLE_TEXT } from './lifecycleText';

interface LifecycleReviewDialogProps {
  /** The action under review and the version it is reviewed against; undefined while the dialog is closed. */
  review: { action: GateLifecycleAction; before: Gate } | undefined;
  isSending: boolean;
  failure: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

// Actions that stop the gate from passing anyone read as destructive.
const STOPS: ReadonlySet<GateLifecycleAction> = new Set(['disable', 'archive']);

/**
 * Confirms a lifecycle action the way a save is reviewed: what it does, the gate before → after (the server's own
 * rule, gateAfterLifecycle), and the saved test users whose result changes. Cancel has the focus.
 */
export function LifecycleReviewDialog({ review, ...rest }: LifecycleReviewDialogProps) {
  const label = review === undefined ? '' : LIFECYCLE_TEXT[review.action].label;
  return (
    // Title in the body and no close button, as the save review: Modal's own header is a second banner landmark.
    <Modal opened={review !== undefined} onClose={rest.onCancel} size="xl" centered withCloseButton={false}>
      <Modal.Title fw={700} fz="lg" mb="sm">
        Review: {label} this gate
      </Modal.Title>
      {review !== undefined && <ReviewContent action={review.action} before={review.before} {...rest} />}
    </Modal>
  );
}

function ReviewContent({
  action,
  before,
  isSending,
  failure,
  onConfirm,
  onCancel,
}: Omit<LifecycleReviewDialogProps, 'review'> & { action: GateLifecycleAction; before: Gate }) {
  const text = LIFECYCLE_TEXT[action];
  const { after, diff } = useMemo(() => {
    const after = gateAfterLifecycle(before, action);
    return { after, diff: diffGates(before, after) };
  }, [before, action]);
  const nextVersion = before.version === undefined ? 'a new version' : `version ${String(before.version + 1)}`;
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" title={`What ${text.label} does`}>
        <Text size="sm">{text.explanation}</Text>
      </Alert>
      <Group gap="xs">
        <Text>Status:</Text>
        <GateStatusBadge status={before.status} />
        <Text>→</Text>
        <GateStatusBadge status={after.status} />
      </Group>
      {diff.isEmpty ? (
        <Text>Settings and rules stay as they are in version {before.version ?? '?'}.</Text>
      ) : (
        <>
          <Text>
            Changes against version {before.version ?? '?'}: {summarizeDiff(diff)}.
          </Text>
          <GateDiffView diff={diff} />
        </>
      )}
      <ReviewTestUsers base={before} edited={after} direction={`Now → after ${text.label}.`} />
      {failure !== undefined && (
        <Alert color="red" variant="light" title="The gate was not changed">
          <Text size="sm">{failure}</Text>
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Makes {nextVersion}.
        </Text>
        <Group>
          <Button variant="default" onClick={onCancel} disabled={isSending} data-autofocus>
            Cancel
          </Button>
          {/* Shade 9: white on Mantine's default red is below 4.5:1. */}
          <Button color={STOPS.has(action) ? 'red.9' : undefined} loading={isSending} onClick={onConfirm}>
            {text.confirm}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
