import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

interface UnsavedChangesGuardProps {
  /** Whether there are edits that leaving would lose. */
  isDirty: boolean;
  /** Called when the person chooses to leave anyway, before the navigation goes on (e.g. to drop the draft). */
  onLeave?: () => void;
}

/**
 * Asks before leaving a page with unsaved edits: a dialog for navigation inside the console, the browser's own
 * prompt for reload, close and typed addresses (browsers allow no custom text there).
 */
export function UnsavedChangesGuard({ isDirty, onLeave }: UnsavedChangesGuardProps) {
  const blocker = useBlocker({
    // Changing only the search of the same page (a tab, a filter) keeps the form, so it is not leaving.
    shouldBlockFn: ({ current, next }) => isDirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => isDirty,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Text size="sm" mb="lg">
        You have unsaved changes to this gate. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave?.();
            blocker.proceed?.();
          }}
        >
          Leave and discard changes
        </Button>
      </Group>
    </Modal>
  );
}
