import { type ReactNode, useId } from 'react';
import { cssVars } from './plainInput';
import { variantColors } from './plainVariantColors';

// Mantine's Alert as the plain elements it renders, in its markup and class names (its stylesheet is the shell's):
// a list's failed load, the missing key banner and an archived gate's notice can be on a first page, and Alert's
// code would be in the shell. PlainAlert.test.tsx holds the markup to Alert's, with the theme's title colour.

interface PlainAlertProps {
  /** A theme colour name. */
  color: string;
  /** Without one, Mantine's default light alert. */
  variant?: 'light' | 'outline';
  title?: ReactNode;
  /** An alert is announced at once; a status waits, and a region is a landmark. */
  role?: 'alert' | 'status' | 'region';
  mb?: 'sm' | 'md';
  children: ReactNode;
}

/** The theme's alert title: Mantine's colours it at shade 6, below 4.5:1 on the alert's tint (theme.ts). */
const TITLE_STYLE = { color: 'var(--mantine-color-text)' };

/** `<Alert>` without an icon or a close button. */
export function PlainAlert({ color, variant, title, role = 'alert', mb, children }: PlainAlertProps) {
  const id = useId();
  const colors = variantColors(variant ?? 'light', color);
  const look = {
    ...cssVars({ '--alert-bg': colors.background, '--alert-color': colors.color, '--alert-bd': colors.border }),
    ...(mb === undefined ? {} : { marginBottom: `var(--mantine-spacing-${mb})` }),
  };
  const withTitle = title !== undefined;
  return (
    <div
      style={look}
      className="m_66836ed3 mantine-Alert-root"
      data-variant={variant}
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={withTitle ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          {withTitle && (
            <div className="m_6a03f287 mantine-Alert-title" style={TITLE_STYLE}>
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant={variant}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
