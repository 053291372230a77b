import type { CSSProperties, ReactNode } from 'react';

// Mantine's `<Text size="sm" truncate>` as the plain element it renders (its stylesheet is the shell's): a table
// cell's text costs Mantine's Box and style resolution four times per row, in the page's first render.
// RowText.test.tsx holds the markup to Mantine's Text.

const SM_TEXT = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
} as CSSProperties;
const SM_MONO_TEXT = { ...SM_TEXT, fontFamily: 'var(--mantine-font-family-monospace)' };

/** One line of small text, cut with an ellipsis where the cell ends. */
export function RowText({
  title,
  monospace = false,
  children,
}: {
  title?: string | undefined;
  monospace?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      style={monospace ? SM_MONO_TEXT : SM_TEXT}
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-size="sm"
      data-truncate="end"
      title={title}
    >
      {children}
    </p>
  );
}
