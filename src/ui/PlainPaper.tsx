import type { CSSProperties, ReactNode } from 'react';

// Mantine's Paper (with a border) as the plain element it renders, in its markup and class name (its stylesheet is
// the shell's): a gate's sections and rule rows and the events histogram's frame are drawn in their pages' first
// views, and Paper's code would be in the chunk those views wait for. PlainPaper.test.tsx holds it to Paper.

interface PlainPaperProps {
  /** Paper's `component`: a `section` named by its heading, or the default `div`. */
  component?: 'div' | 'section';
  padding: 'sm' | 'md';
  /** A theme shadow size (a rule being dragged). */
  shadow?: string | undefined;
  /** A callback ref (a rule row's drag and drop node), fit for either element. */
  ref?: ((element: HTMLElement | null) => void) | undefined;
  /** Put before the padding, as Paper orders its style props (a margin, `position`). */
  style?: CSSProperties;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** `<Paper withBorder p={padding} component={component}>`. */
export function PlainPaper({
  component: Element = 'div',
  padding,
  shadow,
  ref,
  style,
  children,
  ...aria
}: PlainPaperProps) {
  const look = {
    ...(shadow === undefined ? {} : { '--paper-shadow': `var(--mantine-shadow-${shadow})` }),
    ...style,
    padding: `var(--mantine-spacing-${padding})`,
  } as CSSProperties;
  return (
    <Element ref={ref} className="m_1b7284a3 mantine-Paper-root" data-with-border="true" style={look} {...aria}>
      {children}
    </Element>
  );
}
