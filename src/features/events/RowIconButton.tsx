import type { CSSProperties, ReactNode } from 'react';

// Mantine's `<ActionIcon variant="subtle">` as the plain button it renders (its stylesheet is the shell's): every
// event row has two, and Mantine's Box, style and colour resolution for each was a visible part of the render that
// paints the first rows. RowIconButton.test.tsx holds the markup to Mantine's ActionIcon.

const subtle = (color: 'gray' | 'teal') =>
  ({
    '--ai-bg': 'transparent',
    '--ai-hover': `var(--mantine-color-${color}-light-hover)`,
    '--ai-color': `var(--mantine-color-${color}-light-color)`,
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties;
const LOOKS = { gray: subtle('gray'), teal: subtle('teal') };

interface RowIconButtonProps {
  label: string;
  color: 'gray' | 'teal';
  title?: string | undefined;
  expanded?: boolean | undefined;
  controls?: string | undefined;
  onClick: () => void;
  children: ReactNode;
}

/** A small icon button in a table row, drawn as Mantine's subtle ActionIcon. */
export function RowIconButton({ label, color, title, expanded, controls, onClick, children }: RowIconButtonProps) {
  return (
    <button
      style={LOOKS[color]}
      className="mantine-focus-auto mantine-active m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root"
      data-variant="subtle"
      type="button"
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      title={title}
      onClick={onClick}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}
