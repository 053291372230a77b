import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/** The variables of `input` whose values differ from Mantine's defaults (its stylesheet already sets those). */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (own: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(own).filter(([name, value]) => base[name] !== value));
  return {
    variables: changed(input.variables, defaults.variables),
    light: changed(input.light, defaults.light),
    dark: changed(input.dark, defaults.dark),
  };
}

/**
 * The stylesheet MantineProvider would otherwise write into the page as it first renders (its CSS variables and its
 * hidden-from/visible-from classes), written once by the build instead (scripts/build/themeStylesheet.ts): on a cold
 * page that was several ms of the frame's first render. themeCss.test.tsx holds it to what the provider writes.
 */
export function themeCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const variables = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged));
  const breakpointClasses = keys(merged.breakpoints)
    .map((breakpoint) => {
      const value = merged.breakpoints[breakpoint] ?? '';
      const pixels = px(value);
      if (typeof pixels !== 'number') throw new Error(`breakpoint ${breakpoint} is not a length: ${value}`);
      const at = (width: number) => (value.includes('px') ? `${width.toString()}px` : em(width));
      return (
        `@media (max-width: ${at(pixels - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
        `@media (min-width: ${at(pixels)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
      );
    })
    .join('');
  return `${convertCssVariables(withoutDefaults(variables))}\n${breakpointClasses}\n`;
}
