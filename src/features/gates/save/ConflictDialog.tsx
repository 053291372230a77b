import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { RelativeTime } from '../../../ui/RelativeTime';

interface ConflictDialogProps {
  opened: boolean;
  /** The server's 409 message. */
  message: string;
  /** The gate as it is now on the server; undefined while it loads. */
  newer: Gate | undefined;
  /** Why the newer version could not be loaded, if it could not. */
  newerError: string | undefined;
  onRebase: () => void;
  onKeepEditing: () => void;
  /** A restore from history or a lifecycle action has no edits: its words speak of what it was about instead. */
  purpose?: 'edit' | 'restore' | 'lifecycle';
}

const WORDING = {
  edit: {
    notSaved: 'Your changes were not saved',
    explanation:
      'Your edits are kept and moved onto the newer version: fields you did not touch take its values. Review the ' +
      'result now, or keep editing and save when ready.',
    back: 'Keep editing',
    rebase: 'Review the newer version and re-apply my changes',
  },
  restore: {
    notSaved: 'The version was not restored',
    explanation: 'Nothing was saved. Review the restore against the newer version, then save again.',
    back: 'Cancel',
    rebase: 'Review the restore against the newer version',
  },
  lifecycle: {
    notSaved: 'The gate was not changed',
    explanation: 'Nothing was changed. Review the action against the newer version, then confirm it again.',
    back: 'Cancel',
    rebase: 'Review the action against the newer version',
  },
} as const;

function modifier(gate: Gate): string {
  const name = gate.lastModifierName ?? gate.lastModifierEmail ?? gate.lastModifierID;
  if (name === undefined) return 'Someone';
  return gate.lastModifierEmail && gate.lastModifierName
    ? `${gate.lastModifierName} (${gate.lastModifierEmail})`
    : name;
}

/** The gate changed on the server since it was loaded (409): nothing was saved and every edit is still in the form. */
export function ConflictDialog({
  opened,
  message,
  newer,
  newerError,
  onRebase,
  onKeepEditing,
  purpose = 'edit',
}: ConflictDialogProps) {
  const words = WORDING[purpose];
  return (
    // Title in the body and no close button (Escape and the back button close it): Modal's own header is a second
    // banner landmark on the page, and its close button has no name.
    <Modal opened={opened} onClose={onKeepEditing} centered size="lg" withCloseButton={false}>
      <Modal.Title fw={700} fz="lg" mb="sm">
        Someone else changed this gate
      </Modal.Title>
      <Stack gap="md">
        {newer === undefined && newerError === undefined && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading the newer version…</Text>
          </Group>
        )}
        {newer !== undefined && (
          <Text>
            {modifier(newer)} saved version {String(newer.version ?? '?')}{' '}
            <RelativeTime millis={newer.lastModifiedTime} />.
          </Text>
        )}
        <Alert color="orange" variant="light" title={words.notSaved}>
          <Text size="sm">{words.explanation}</Text>
          {/* The server's own advice ("reload and apply your change again") is not what this dialog offers. */}
          <Text size="xs" mt="xs">
            Server said: {message}
          </Text>
          {newerError !== undefined && (
            <Text size="sm" mt="xs">
              The newer version could not be loaded: {newerError}
            </Text>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepEditing}>
            {words.back}
          </Button>
          <Button onClick={onRebase} disabled={newer === undefined}>
            {words.rebase}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
