import { Kbd } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { PlainButton } from '../../ui/PlainButton';
import { useShortcuts } from '../../ui/useShortcuts';

const BUTTON_ATTRIBUTE = 'data-test-user-button';

/** Moves the focus to the page's "Test a user" button (there is one per page). */
export function focusTestUserButton(): void {
  document.querySelector<HTMLElement>(`[${BUTTON_ATTRIBUTE}]`)?.focus();
}

/** Opens the "Test a user" panel; `t` does the same anywhere on the page but in a field. */
export function TestUserButton({ onOpen }: { onOpen: () => void }) {
  useShortcuts([{ keys: ['t'], run: onOpen }]);
  return (
    <PlainButton
      variant="light"
      size="xs"
      leftSection={<IconUserQuestion size={16} aria-hidden />}
      rightSection={
        <Kbd size="xs" aria-hidden>
          T
        </Kbd>
      }
      aria-keyshortcuts="t"
      {...{ [BUTTON_ATTRIBUTE]: true }}
      onClick={onOpen}
    >
      Test a user
    </PlainButton>
  );
}
