import { PRIMARY_COLOR } from './theme';

// What Mantine's default variant colour resolver gives for a theme colour name (no shade): the colours its buttons,
// action icons and alerts set as CSS variables. The plain copies of those (PlainButton, PlainActionIcon, PlainAlert)
// do not go through Mantine's styles API, so they look their colours up here; their tests hold them to Mantine's.

export type PlainVariant = 'filled' | 'default' | 'light' | 'subtle' | 'outline';

export interface VariantColors {
  background: string;
  hover: string;
  color: string;
  border: string;
}

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

/** The colours of `variant` in theme colour `color` (the theme's primary colour when not given). */
export function variantColors(variant: PlainVariant, color: string = PRIMARY_COLOR): VariantColors {
  const shade = (name: string) => `var(--mantine-color-${color}-${name})`;
  switch (variant) {
    case 'filled':
      return {
        background: shade('filled'),
        hover: shade('filled-hover'),
        color: 'var(--mantine-color-white)',
        border: `${BORDER} transparent`,
      };
    case 'default':
      return {
        background: 'var(--mantine-color-default)',
        hover: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-default-color)',
        border: `${BORDER} var(--mantine-color-default-border)`,
      };
    case 'light':
      return {
        background: shade('light'),
        hover: shade('light-hover'),
        color: shade('light-color'),
        border: `${BORDER} transparent`,
      };
    case 'subtle':
      return {
        background: 'transparent',
        hover: shade('light-hover'),
        color: shade('light-color'),
        border: `${BORDER} transparent`,
      };
    case 'outline':
      return {
        background: 'transparent',
        hover: shade('outline-hover'),
        color: shade('outline'),
        border: `${BORDER} ${shade('outline')}`,
      };
  }
}
