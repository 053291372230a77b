import type { CSSProperties, ReactNode } from 'react';

// Mantine's Badge as plain elements in its markup and class names: a rule's pass badge and its rollout steps are
// drawn in a gate's first view, and Badge's code would be in the chunk that view waits for. PlainBadge.test.tsx
// holds the markup to Badge's.

interface PlainBadgeProps {
  variant: 'light' | 'outline';
  /** A theme colour name. */
  color: string;
  /** Keeps the text's case (Badge's `tt="none"`) and the body's text colour, for contrast on the tint. */
  plainText?: boolean;
  /** A dashed border: a step still to come. */
  dashed?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';
const BODY_TEXT = { color: 'var(--mantine-color-text)' };

export function PlainBadge({ variant, color, plainText = false, dashed = false, style, children }: PlainBadgeProps) {
  const light = variant === 'light';
  const look = {
    ...(dashed ? { borderStyle: 'dashed' } : {}),
    '--badge-bg': light ? `var(--mantine-color-${color}-light)` : 'transparent',
    '--badge-color': `var(--mantine-color-${color}-${light ? 'light-color' : 'outline'})`,
    '--badge-bd': `${BORDER} ${light ? 'transparent' : `var(--mantine-color-${color}-outline)`}`,
    ...style,
    ...(plainText ? { textTransform: 'none' } : {}),
  } as CSSProperties;
  return (
    <div style={look} className="m_347db0ec mantine-Badge-root" data-variant={variant}>
      <span className="m_5add502a mantine-Badge-label" style={plainText ? BODY_TEXT : undefined}>
        {children}
      </span>
    </div>
  );
}
