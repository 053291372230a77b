// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { cssVariablesResolver, theme } from './theme';
import { themeCss } from './themeCss';

/** What MantineProvider writes into the page itself when it is left to: its variables' and classes' style tags. */
function providerStyles(): string {
  const { container, unmount } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" />,
  );
  const css = [...container.querySelectorAll('style[data-mantine-styles]')].map((style) => style.innerHTML);
  unmount();
  return css.join('\n');
}

describe('the theme stylesheet written by the build', () => {
  it('is what MantineProvider writes for the console’s theme: its colour variables and the breakpoint classes', () => {
    expect(`${providerStyles()}\n`).toBe(themeCss());
  });

  it('sets the console’s own variables in each colour scheme, as the pages’ contrast needs', () => {
    const css = themeCss();
    expect(css).toMatch(
      /:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: var\(--mantine-color-gray-7\);/,
    );
    expect(css).toMatch(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--gatehouse-color-highlight: /);
    expect(css).toContain('.mantine-hidden-from-sm {display: none !important;}');
  });
});
