import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { cssVars } from './plainInput';
import { LOADER_CLASS } from './PlainLoader';
import { type PlainVariant, variantColors } from './plainVariantColors';

// Mantine's Button as the plain element it renders, in its markup and class names (its stylesheet is the shell's):
// the header's search, the pagers, the filters and a gate's first view draw buttons on every first page, and Button's
// code (with the Transition and Loader it brings) would be in the shell they all wait for.
// PlainButton.test.tsx holds the markup to Button's.

interface ButtonLook {
  /** Mantine's variants; without one, Mantine's default filled button in the primary colour. */
  variant?: Exclude<PlainVariant, 'outline'> | undefined;
  /** A theme colour name; the primary colour when not given. */
  color?: string | undefined;
  /** Mantine's sizes the console uses; a compact one keeps the font of its size in a shorter box. */
  size?: 'xs' | 'sm' | 'compact-sm' | undefined;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

const SECTION = 'm_a74036a mantine-Button-section';
const ROOT = 'm_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root';

function buttonVars({ variant, color, size }: ButtonLook, style: CSSProperties | undefined): CSSProperties {
  const sized: Record<`--${string}`, string> =
    size === undefined
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
        };
  // Mantine sets only the text colour of a button given neither variant nor colour; its stylesheet has the rest.
  const colors = variant === undefined && color === undefined ? undefined : variantColors(variant ?? 'filled', color);
  const look = cssVars(
    colors === undefined
      ? { ...sized, '--button-color': 'var(--mantine-color-white)' }
      : {
          ...sized,
          '--button-bg': colors.background,
          '--button-hover': colors.hover,
          '--button-color': colors.color,
          '--button-bd': colors.border,
        },
  );
  return { ...look, ...style };
}

/** Button's data attributes: they select its variant, size and sections in Mantine's stylesheet. */
function buttonData({ variant, size, leftSection, rightSection }: ButtonLook, disabled = false, loading = false) {
  return {
    'data-variant': variant,
    'data-size': size,
    'data-disabled': disabled ? true : undefined,
    'data-loading': loading ? true : undefined,
    'data-with-left-section': leftSection === undefined ? undefined : true,
    'data-with-right-section': rightSection === undefined ? undefined : true,
  };
}

function ButtonInner({ leftSection, rightSection, loading, children }: ButtonLook & LoadingProps) {
  return (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection !== undefined && (
        <span className={SECTION} data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label" data-loading={loading ? true : undefined}>
        {children}
      </span>
      {rightSection !== undefined && (
        <span className={SECTION} data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
}

interface LoadingProps {
  loading?: boolean | undefined;
  children: ReactNode;
}

const LOADER_POSITION = {
  transitionProperty: 'transform, opacity',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};
const LOADER_LOOK = cssVars({
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
});

/** The spinner over a loading button's hidden label. */
function ButtonLoader() {
  return (
    <span style={LOADER_POSITION} className="m_a25b86ee mantine-Button-loader" aria-hidden>
      <span style={LOADER_LOOK} className={LOADER_CLASS} />
    </span>
  );
}

type PlainButtonProps = ButtonLook &
  LoadingProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'color' | 'children' | 'className'> & {
    /** A form's submit button, or (the default) one that does only what its click handler does. */
    type?: 'button' | 'submit';
    ref?: Ref<HTMLButtonElement>;
  };

/** `<Button>`: a loading button is disabled and shows a spinner over its label, as Mantine's does. */
export function PlainButton({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  loading = false,
  disabled = false,
  type = 'button',
  style,
  children,
  ...native
}: PlainButtonProps) {
  const look = { variant, color, size, leftSection, rightSection };
  return (
    <button
      style={buttonVars(look, style)}
      className={`mantine-focus-auto ${disabled || loading ? '' : 'mantine-active '}${ROOT}`}
      {...buttonData(look, disabled, loading)}
      type={type}
      {...native}
      disabled={disabled || loading ? true : undefined}
    >
      {loading && <ButtonLoader />}
      <ButtonInner {...look} loading={loading}>
        {children}
      </ButtonInner>
    </button>
  );
}

type PlainButtonAnchorProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { ref?: Ref<HTMLAnchorElement> };

/** `<Button component="a">`: a link that looks like a button (for the router's `createLink`). */
export function PlainButtonAnchor({
  variant,
  color,
  size,
  leftSection,
  rightSection,
  style,
  className,
  children,
  ...native
}: PlainButtonAnchorProps) {
  const look = { variant, color, size, leftSection, rightSection };
  // The router's link adds a class of its own when it points at the current page ("active").
  return (
    <a
      style={buttonVars(look, style)}
      className={`mantine-focus-auto mantine-active ${className === undefined ? '' : `${className} `}${ROOT}`}
      {...buttonData(look)}
      {...native}
    >
      <ButtonInner {...look}>{children}</ButtonInner>
    </a>
  );
}
