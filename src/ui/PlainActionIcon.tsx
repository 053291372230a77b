import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { cssVars } from './plainInput';
import { type PlainVariant, variantColors } from './plainVariantColors';

// Mantine's ActionIcon as the plain element it renders, in its markup and class names (its stylesheet is the
// shell's): the header's colour scheme switch and a gate's first view (copy link, the rules' row controls) draw
// icon buttons on first pages, and ActionIcon's code (with the Transition and Loader it brings) would be in the shell
// they wait for. PlainActionIcon.test.tsx holds the markup to ActionIcon's.

type PlainActionIconProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'color' | 'children' | 'className'
> & {
  variant: Extract<PlainVariant, 'default' | 'subtle'>;
  /** A theme colour name; the primary colour when not given. */
  color?: string | undefined;
  size?: 'lg' | undefined;
  ref?: Ref<HTMLButtonElement> | undefined;
  children: ReactNode;
};

/** `<ActionIcon>`: name it with `aria-label`, as its icon is hidden. */
export function PlainActionIcon({
  variant,
  color,
  size,
  disabled = false,
  style,
  children,
  ...native
}: PlainActionIconProps) {
  const colors = variantColors(variant, color);
  const look = {
    ...cssVars({
      ...(size === undefined ? {} : { '--ai-size': `var(--ai-size-${size})` }),
      '--ai-bg': colors.background,
      '--ai-hover': colors.hover,
      '--ai-color': colors.color,
      '--ai-bd': colors.border,
    }),
    ...style,
  } satisfies CSSProperties;
  return (
    <button
      style={look}
      className={`mantine-focus-auto ${disabled ? '' : 'mantine-active '}m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled ? true : undefined}
      type="button"
      {...native}
      disabled={disabled ? true : undefined}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">{children}</span>
    </button>
  );
}
