import type { ReactNode } from 'react';
import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
  type MantineThemeOverride,
} from '@mantine/core';

const colorSchemeManager = localStorageColorSchemeManager();
const documentRoot = () => document.documentElement;
const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';
// Follows the system until a scheme is chosen; the early mark and the provider must start from the same one.
const DEFAULT_COLOR_SCHEME = 'auto';

/**
 * Marks the page's colour scheme on its root element, as Mantine's provider does, but before React's first render.
 * The provider marks it in a layout effect, and those run after its children's: a first view that measures itself in
 * a layout effect (a gate's settings) had the page laid out without the mark, and the mark then made the browser
 * restyle every element again before the first paint. Marked first, the provider's mark changes nothing.
 */
export function markColorScheme(): void {
  const chosen = colorSchemeManager.get(DEFAULT_COLOR_SCHEME);
  const prefersDark = 'matchMedia' in window && window.matchMedia('(prefers-color-scheme: dark)').matches;
  const dark = chosen === 'dark' || (chosen === 'auto' && prefersDark);
  documentRoot().setAttribute(COLOR_SCHEME_ATTRIBUTE, dark ? 'dark' : 'light');
}

/**
 * MantineProvider as the console uses it (colour scheme "auto", kept in localStorage) without the parts the build
 * does instead: its CSS variables and global classes come in `virtual:theme.css` (themeCss.ts), and the reduced-motion
 * mark is on index.html's root element. Importing MantineProvider brings their code into every first page's script
 * (2.5 KB gzip) even when told not to render them.
 */
export function ThemeRoot({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: DEFAULT_COLOR_SCHEME,
    manager: colorSchemeManager,
    getRootElement: documentRoot,
    forceColorScheme: undefined,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement: documentRoot,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        deduplicateInlineStyles: false,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
