import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** One labelled fact of a record: a dimmed label above its value. */
export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}
