import { Button, Kbd } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useShortcuts } from '../../ui/useShortcuts';

/** Opens the "Test a user" panel; `t` does the same anywhere on the page but in a field. */
export function TestUserButton({ onOpen }: { onOpen: () => void }) {
  useShortcuts([{ keys: ['t'], run: onOpen }]);
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconUserQuestion size={16} aria-hidden />}
      rightSection={
        <Kbd size="xs" aria-hidden>
          T
        </Kbd>
      }
      aria-keyshortcuts="t"
      onClick={onOpen}
    >
      Test a user
    </Button>
  );
}
