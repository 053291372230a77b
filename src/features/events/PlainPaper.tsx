import type { CSSProperties, ReactNode } from 'react';

// Mantine's `<Paper withBorder p="md" mb="md">` as the plain element it renders (its stylesheet is the shell's): the
// histogram's frame is in the page's first view, and Paper's code was not otherwise in it. PlainPaper.test.tsx holds
// the markup to Mantine's Paper.

const FRAME: CSSProperties = { marginBottom: 'var(--mantine-spacing-md)', padding: 'var(--mantine-spacing-md)' };

/** A bordered frame with Mantine's medium padding and a medium gap below. */
export function PlainPaper({ children }: { children: ReactNode }) {
  return (
    <div style={FRAME} className="m_1b7284a3 mantine-Paper-root" data-with-border="true">
      {children}
    </div>
  );
}
