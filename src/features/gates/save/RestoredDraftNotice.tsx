import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { RelativeTime } from '../../../ui/RelativeTime';

interface RestoredDraftNoticeProps {
  savedAt: number;
  draftVersion: number | null;
  currentVersion: number | undefined;
  /** The draft was made on an older version and its changes were re-applied on the current one. */
  rebased: boolean;
  /** What both the draft and the newer version changed. */
  bothChanged: readonly string[];
  onDiscard: () => void;
}

function outdatedText(draftVersion: number, currentVersion: number, rebased: boolean): string {
  const versions = ` They were made on version ${String(draftVersion)}; the gate is now at version ${String(currentVersion)}`;
  return rebased
    ? `${versions}, so they were re-applied on it: what you did not change shows the newer version.`
    : `${versions}, so review the changes before saving.`;
}

/** Says that edits left by a reload were put back, and offers to throw them away. */
export function RestoredDraftNotice({
  savedAt,
  draftVersion,
  currentVersion,
  rebased,
  bothChanged,
  onDiscard,
}: RestoredDraftNoticeProps) {
  const outdated = draftVersion !== null && currentVersion !== undefined && draftVersion !== currentVersion;
  return (
    <Alert color={outdated ? 'orange' : 'blue'} variant="light" role="status">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text size="sm">
            Restored your unsaved changes from <RelativeTime millis={savedAt} />.
            {outdated && outdatedText(draftVersion, currentVersion, rebased)}
          </Text>
          {bothChanged.length > 0 && (
            <Text size="sm">
              Changed by you and by the newer version (your values are kept): {bothChanged.join(', ')}.
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard restored changes
        </Button>
      </Group>
    </Alert>
  );
}
