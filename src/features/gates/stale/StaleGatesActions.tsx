import { Button, Group } from '@mantine/core';
import type { BulkAction } from './bulkGateActions';

interface StaleGatesActionsProps {
  selectedCount: number;
  busy: boolean;
  canExport: boolean;
  onAction: (action: BulkAction) => void;
  onExport: () => void;
}

/** Archive or make permanent the selected gates, and export the list. */
export function StaleGatesActions({ selectedCount, busy, canExport, onAction, onExport }: StaleGatesActionsProps) {
  const none = selectedCount === 0 || busy;
  return (
    <Group gap="sm" mb="md">
      <Button
        color="red.9"
        disabled={none}
        onClick={() => {
          onAction('archive');
        }}
      >
        Archive selected ({selectedCount})
      </Button>
      <Button
        variant="default"
        disabled={none}
        onClick={() => {
          onAction('make-permanent');
        }}
      >
        Make permanent ({selectedCount})
      </Button>
      <Button variant="default" disabled={!canExport || busy} onClick={onExport}>
        Export CSV
      </Button>
    </Group>
  );
}
