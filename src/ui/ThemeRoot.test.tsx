// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MantineProvider, useMantineColorScheme, useMantineContext, useMantineTheme } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import { theme } from './theme';
import { matchMediaStub } from './testing/matchMediaStub';
import { markColorScheme, ThemeRoot } from './ThemeRoot';

interface Seen {
  context: Record<string, unknown>;
  theme: unknown;
  setColorScheme: (scheme: 'light' | 'dark' | 'auto') => void;
}

/** What a component inside the provider reads: the context's settings (its functions aside) and the theme. */
function Probe({ report }: { report: (seen: Seen) => void }) {
  const context = useMantineContext();
  report({
    context: Object.fromEntries(Object.entries(context).filter(([, value]) => typeof value !== 'function')),
    theme: useMantineTheme(),
    setColorScheme: useMantineColorScheme().setColorScheme,
  });
  return null;
}

/** Renders the probe inside `wrap` and returns what it saw last. */
function seenInside(wrap: (probe: ReactNode) => ReactNode): () => Seen {
  let seen: Seen | undefined;
  render(
    wrap(
      <Probe
        report={(latest) => {
          seen = latest;
        }}
      />,
    ),
  );
  return () => {
    if (seen === undefined) throw new Error('the probe did not render');
    return seen;
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('ThemeRoot', () => {
  it('gives components what MantineProvider gives them with the console’s settings', () => {
    const fromProvider = seenInside((probe) => (
      <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false} withGlobalClasses={false}>
        {probe}
      </MantineProvider>
    ))();
    cleanup();
    const fromRoot = seenInside((probe) => <ThemeRoot theme={theme}>{probe}</ThemeRoot>)();
    expect(fromRoot.context).toEqual(fromProvider.context);
    expect(fromRoot.theme).toEqual(fromProvider.theme);
  });

  it('switches the page’s colour scheme and remembers it, as the header’s toggle needs', () => {
    const seen = seenInside((probe) => <ThemeRoot theme={theme}>{probe}</ThemeRoot>);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    act(() => {
      seen().setColorScheme('dark');
    });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem('mantine-color-scheme-value')).toBe('dark');
  });

  it('leaves the reduced-motion mark to index.html, which carries it exactly when the theme asks for it', () => {
    const html = readFileSync(path.resolve('index.html'), 'utf8');
    expect(theme.respectReducedMotion).toBe(true);
    expect(html).toMatch(/<html [^>]*data-respect-reduced-motion="true"/);
  });
});

/** A system whose colour scheme preference is dark or not, for as long as the test runs. */
function systemPrefersDark(dark: boolean): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const value = matchMediaStub((query) => dark && query === '(prefers-color-scheme: dark)');
  Object.defineProperty(window, 'matchMedia', { configurable: true, value });
  return () => {
    if (original !== undefined) Object.defineProperty(window, 'matchMedia', original);
  };
}

describe('markColorScheme', () => {
  const cases = [
    { stored: null, systemDark: false, expected: 'light' },
    { stored: null, systemDark: true, expected: 'dark' },
    { stored: 'dark', systemDark: false, expected: 'dark' },
    { stored: 'light', systemDark: true, expected: 'light' },
    { stored: 'auto', systemDark: true, expected: 'dark' },
    { stored: 'auto', systemDark: false, expected: 'light' },
  ];
  for (const { stored, systemDark, expected } of cases) {
    it(`marks ${expected} before the first render with ${stored ?? 'nothing'} chosen on a ${systemDark ? 'dark' : 'light'} system, and the provider keeps it`, () => {
      if (stored !== null) localStorage.setItem('mantine-color-scheme-value', stored);
      const restore = systemPrefersDark(systemDark);
      try {
        markColorScheme();
        const root = document.documentElement;
        expect(root.getAttribute('data-mantine-color-scheme')).toBe(expected);
        const observer = new MutationObserver(() => undefined);
        observer.observe(root, { attributeFilter: ['data-mantine-color-scheme'], attributeOldValue: true });
        render(<ThemeRoot theme={theme}>{null}</ThemeRoot>);
        // The provider may set the mark again, but never to another value: the page is never restyled for it.
        const changed = observer.takeRecords().filter((record) => record.oldValue !== expected);
        observer.disconnect();
        expect(changed).toEqual([]);
        expect(root.getAttribute('data-mantine-color-scheme')).toBe(expected);
      } finally {
        restore();
      }
    });
  }
});
