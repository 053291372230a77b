import { Alert, Button, Group, Text } from '@mantine/core';
import { RelativeTime } from '../../../ui/RelativeTime';

interface RestoredDraftNoticeProps {
  savedAt: number;
  draftVersion: number | null;
  currentVersion: number | undefined;
  onDiscard: () => void;
}

/** Says that edits left by a reload were put back, and offers to throw them away. */
export function RestoredDraftNotice({ savedAt, draftVersion, currentVersion, onDiscard }: RestoredDraftNoticeProps) {
  const outdated = draftVersion !== null && currentVersion !== undefined && draftVersion !== currentVersion;
  return (
    <Alert color={outdated ? 'orange' : 'blue'} variant="light" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          Restored your unsaved changes from <RelativeTime millis={savedAt} />.
          {outdated &&
            ` They were made on version ${String(draftVersion)}; the gate is now at version ${String(currentVersion)}, so review the changes before saving.`}
        </Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard restored changes
        </Button>
      </Group>
    </Alert>
  );
}
