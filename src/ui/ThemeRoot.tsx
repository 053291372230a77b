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

/**
 * MantineProvider as the console uses it (colour scheme "auto", kept in localStorage) without the parts the build
 * does instead: its CSS variables and global classes come in `virtual:theme.css` (themeCss.ts), and the reduced-motion
 * mark is on index.html's root element. Importing MantineProvider brings their code into every first page's script
 * (2.5 KB gzip) even when told not to render them.
 */
export function ThemeRoot({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'auto',
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
