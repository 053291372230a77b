import type { CSSProperties, ReactNode, Ref } from 'react';

// Mantine's Paper (with a border) as a plain section in its markup and class name: the rule rows and the page's
// sections are drawn in the first view, and Paper's code would be in the chunk that view waits for.
// PlainPaper.test.tsx holds the markup to Paper's.

interface PlainPaperProps {
  padding: 'sm' | 'md';
  /** A theme shadow size (a rule being dragged). */
  shadow?: string | undefined;
  ref?: Ref<HTMLElement>;
  style?: CSSProperties;
  'aria-labelledby': string;
  children: ReactNode;
}

/** `<Paper withBorder p={padding} component="section">`. */
export function PlainPaper({ padding, shadow, ref, style, children, ...aria }: PlainPaperProps) {
  const look = {
    ...(shadow === undefined ? {} : { '--paper-shadow': `var(--mantine-shadow-${shadow})` }),
    ...style,
    padding: `var(--mantine-spacing-${padding})`,
  } as CSSProperties;
  return (
    <section ref={ref} className="m_1b7284a3 mantine-Paper-root" data-with-border="true" style={look} {...aria}>
      {children}
    </section>
  );
}
