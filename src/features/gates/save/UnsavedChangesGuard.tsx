import { useCallback, useEffect, useRef } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';

interface UnsavedChangesGuardProps {
  /** Whether there are edits that leaving would lose. */
  isDirty: boolean;
  /** Called when the person chooses to leave anyway, once the navigation is let through (e.g. to drop the draft). */
  onLeave?: () => void;
}

/**
 * Asks before leaving a page with unsaved edits: a dialog for navigation inside the console, the browser's own
 * prompt for reload, close and typed addresses (browsers allow no custom text there).
 */
export function UnsavedChangesGuard({ isDirty, onLeave }: UnsavedChangesGuardProps) {
  // Read when a navigation starts, so the blocker is registered once: useBlocker re-registers whenever its functions
  // change, and a re-render while the dialog was open (dropping the draft) raced with letting the navigation go.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  // Changing only the search of the same page (a tab, a filter) keeps the form, so it is not leaving.
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ current, next }) => dirty.current && current.pathname !== next.pathname,
    [],
  );
  const enableBeforeUnload = useCallback(() => dirty.current, []);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });
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
            // Let the navigation go first; only then touch the page being left.
            blocker.proceed?.();
            onLeave?.();
          }}
        >
          Leave and discard changes
        </Button>
      </Group>
    </Modal>
  );
}
