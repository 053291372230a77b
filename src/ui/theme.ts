import { alpha, createTheme, Kbd, defaultCssVariablesResolver, type CSSVariablesResolver } from '@mantine/core';

/** The theme's primary colour, for plain copies of Mantine's components that resolve colours themselves. */
export const PRIMARY_COLOR = 'indigo';

/** Gatehouse's Mantine theme: system fonts (Mantine's default stack), indigo at shades that pass WCAG AA. */
export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  // Shade 7 on white and white on shade 8 keep text contrast above 4.5:1 in both schemes.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'sm',
  // Menus, dialogs and popovers open without their transitions for a user whose system asks for reduced motion, as
  // the navigation already does (appFrame.module.css); Mantine animates them regardless unless told.
  respectReducedMotion: true,
  components: {
    // Alert titles default to the alert colour at shade 6, below 4.5:1 on the alert background; the border
    // and background carry the colour instead.
    // A plain object, not Alert.extend: the shell has no other use for Alert's code (ui/PlainAlert draws the same).
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // Key caps in the UI's own font, not Mantine's monospace: the header's "Ctrl K" is in every first frame, and a
    // second font family there costs the first layout its lookup (/gates' first paint was 16-20 ms later).
    Kbd: Kbd.extend({ styles: { root: { fontFamily: 'inherit' } } }),
  },
});

/**
 * Mantine's defaults, with dimmed text darkened (light) and lightened (dark) so it passes axe's contrast check, and
 * a paler hover behind light-variant controls: the active nav link's text on the default hover was 4.1:1.
 * Field error text likewise: Mantine's red was 3.3:1 on white; red 9 (light) and red 4 (dark) are above 5:1.
 * `--gatehouse-color-highlight` marks a table cell that stands out (a layer value that overrides its default): in
 * the dark scheme Mantine's yellow-light left blue 3 text at 4.49:1; yellow 9 at a quarter keeps every value colour
 * above 5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => {
  const defaults = defaultCssVariablesResolver(mantineTheme);
  return {
    variables: defaults.variables,
    light: {
      ...defaults.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-primary-color-light-hover': 'var(--mantine-color-indigo-1)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      '--gatehouse-color-highlight': 'var(--mantine-color-yellow-light)',
    },
    dark: {
      ...defaults.dark,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-4)',
      '--gatehouse-color-highlight': alpha(mantineTheme.colors.yellow[9], 0.25),
    },
  };
};
