import { Group, Text } from '@mantine/core';
import type { GateLifecycleAction } from '../../../contract/gateLifecycle';
import { PlainButton } from '../../../ui/PlainButton';
import { LIFECYCLE_LABELS } from './lifecycleLabels';

interface LifecycleActionsProps {
  actions: readonly GateLifecycleAction[];
  /** Actions this server does not offer, named once so their absence is explained. */
  missing: readonly GateLifecycleAction[];
  onAction: (action: GateLifecycleAction) => void;
  /** Shown but not yet usable (the gate's page before its editor has loaded). */
  disabled?: boolean;
}

/** The gate's lifecycle buttons for its state; each opens a review before anything changes. */
export function LifecycleActions({ actions, missing, onAction, disabled = false }: LifecycleActionsProps) {
  return (
    <Group gap="sm" role="group" aria-label="Gate actions">
      {actions.map((action) => (
        <PlainButton
          key={action}
          variant="default"
          disabled={disabled}
          onClick={() => {
            onAction(action);
          }}
        >
          {LIFECYCLE_LABELS[action]}
        </PlainButton>
      ))}
      {missing.length > 0 && (
        <Text size="sm" c="dimmed">
          This service does not offer {missing.map((action) => LIFECYCLE_LABELS[action]).join(', ')}.
        </Text>
      )}
    </Group>
  );
}
