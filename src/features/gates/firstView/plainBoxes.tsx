import type { ReactNode } from 'react';

// Mantine's unstyled Fieldset and its Code as plain elements in their markup and class names: both are drawn in a
// gate's first view, and their code would be in the chunk that view waits for. plainBoxes.test.tsx holds them to
// Mantine's components.

/** `<Fieldset variant="unstyled" disabled>`: every control inside is disabled by the browser. */
export function PlainDisabledFieldset({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset
      className="m_eda993d3 m_e9408a47 mantine-Fieldset-root"
      data-variant="unstyled"
      disabled
      aria-label={label}
    >
      {children}
    </fieldset>
  );
}

/** `<Code>`: an inline code span, left to right whatever the page's direction. */
export function PlainCode({ children }: { children: ReactNode }) {
  return (
    <code className="m_b183c0a2 mantine-Code-root" dir="ltr">
      {children}
    </code>
  );
}
