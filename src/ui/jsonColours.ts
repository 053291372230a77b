/**
 * Theme colours per JSON token kind, darker in light mode and lighter in dark mode so both keep 4.5:1 contrast. No
 * kind is red: red is what errors look like, and a `true` in red read as a fault.
 */
export const JSON_COLOURS = {
  string: 'light-dark(var(--mantine-color-cyan-9), var(--mantine-color-cyan-3))',
  number: 'light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-3))',
  boolean: 'light-dark(var(--mantine-color-violet-9), var(--mantine-color-violet-2))',
  null: 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))',
  key: 'light-dark(var(--mantine-color-grape-9), var(--mantine-color-grape-3))',
} as const;

export type JsonTokenKind = keyof typeof JSON_COLOURS;
