import type { Plugin } from 'vite';
import { themeCss } from '../../src/ui/themeCss';

const MODULE_ID = 'virtual:theme.css';
// Not \0-prefixed: Vite's CSS plugins pass over ids that are, and this one must go through them like any stylesheet.
const RESOLVED_ID = '/@gatehouse/theme.css';

/**
 * `import 'virtual:theme.css'` is the theme's CSS variables and Mantine's breakpoint classes as a stylesheet, made
 * from src/ui/theme.ts as the app is built or served, so MantineProvider need not write them as it first renders.
 */
export function themeStylesheet(): Plugin {
  return {
    name: 'gatehouse:theme-stylesheet',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  };
}
