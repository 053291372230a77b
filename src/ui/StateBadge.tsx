import type { ReactNode } from 'react';
import { Badge, Box } from '@mantine/core';

// A light badge's own text colour falls below 4.5:1 on its tint (green 3.8:1): the text keeps the body colour and
// a dot beside it carries the colour. A visible overflow stops a narrow column cutting the word.
const badgeStyles = {
  root: { overflow: 'visible' },
  label: { color: 'var(--mantine-color-text)', overflow: 'visible' },
};

/** A short state word with a coloured dot, readable in both colour schemes. */
export function StateBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      styles={badgeStyles}
      leftSection={<Box aria-hidden w={8} h={8} bg={`${color}.7`} style={{ borderRadius: '50%' }} />}
    >
      {children}
    </Badge>
  );
}
