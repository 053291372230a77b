import { type ChangeEventHandler, type CSSProperties, type ReactNode, useId } from 'react';

// Mantine's InputWrapper, TextInput and a native select in its Input as plain elements: the same markup and
// Mantine's own class names (its stylesheet is loaded by the shell), without the Input code. What a list shows on its
// first paint (the search box, the filters' stand-ins, the pager) and a gate's first view are drawn with them, so
// Mantine's inputs load with the controls that need them. plainInput.test.tsx checks the markup against Mantine's
// components: an upgrade that changes it fails there, not as a jump on screen.

/** CSS custom properties (React's style type lists only the standard ones). */
export const cssVars = (vars: Record<`--${string}`, string>) => vars as CSSProperties;

type PlainInputSize = 'xs' | 'sm';

/** The input wrapper's variables at Mantine's default size, below a description (which sets the gap above it). */
export const INPUT_WRAPPER_VARS = {
  '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)',
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as const;

interface BoxLook {
  size: PlainInputSize;
  withDescription: boolean;
  inertRightSection: boolean;
}

function wrapperVars({ size, withDescription, inertRightSection }: BoxLook): CSSProperties {
  return cssVars({
    ...(withDescription ? { '--input-margin-top': INPUT_WRAPPER_VARS['--input-margin-top'] } : {}),
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    ...(inertRightSection ? { '--input-right-section-pointer-events': 'none' } : {}),
  });
}

interface PlainInputFrameProps {
  id: string;
  label: string;
  description: string | undefined;
  required?: boolean | undefined;
  size?: PlainInputSize;
  style?: CSSProperties | undefined;
  children: ReactNode;
}

/** Label, description, then the input: Mantine's InputWrapper. */
export function PlainInputFrame({
  id,
  label,
  description,
  required,
  size = 'sm',
  style,
  children,
}: PlainInputFrameProps) {
  return (
    <div style={style} className="m_46b77525" data-size={size}>
      <label
        style={cssVars({ '--input-label-size': `var(--mantine-font-size-${size})` })}
        className="m_8fdc1311"
        data-size={size}
        data-required={required}
        htmlFor={id}
      >
        {label}
        {required === true && (
          <span className="m_78a94662" aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {description !== undefined && (
        <p
          style={cssVars({
            '--input-description-size': `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`,
          })}
          className="m_fe47ce59"
          data-size={size}
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      {children}
    </div>
  );
}

/** The description's id for `aria-describedby`, as PlainInputFrame gives it. */
export const describedBy = (id: string, description: string | undefined) =>
  description === undefined ? undefined : `${id}-description`;

interface PlainInputBoxProps extends BoxLook {
  disabled?: boolean | undefined;
  pointer?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}

/** The input's box with its sections: Mantine's Input wrapper. */
function PlainInputBox({ disabled, pointer, leftSection, rightSection, children, ...look }: PlainInputBoxProps) {
  const withRight = rightSection !== undefined && rightSection !== null;
  const withLeft = leftSection !== undefined && leftSection !== null;
  return (
    <div
      style={wrapperVars({ ...look, inertRightSection: withRight && look.inertRightSection })}
      className="m_6c018570"
      data-variant="default"
      data-size={look.size}
      data-disabled={disabled}
      data-pointer={pointer}
      data-with-right-section={withRight ? true : undefined}
      data-with-left-section={withLeft ? true : undefined}
    >
      {withLeft && (
        <div data-position="left" className="m_82577fc2">
          {leftSection}
        </div>
      )}
      {children}
      {withRight && (
        <div data-position="right" className="m_82577fc2">
          {rightSection}
        </div>
      )}
    </div>
  );
}

interface PlainTextInputProps {
  label: string;
  description?: string | undefined;
  placeholder?: string | undefined;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  readOnly?: boolean;
  disabled?: boolean;
  required?: boolean | undefined;
  /** Drawn at the left end, as a search icon. */
  leftSection?: ReactNode;
  /** Drawn at the right end: a clear button, or (with `inertRightSection`) a chevron clicks pass through. */
  rightSection?: ReactNode;
  inertRightSection?: boolean;
  /** The whole field's style, as Mantine's style props on the root (`maw`). */
  style?: CSSProperties;
}

/** A single-line text field drawn as Mantine's TextInput. */
export function PlainTextInput({
  label,
  description,
  placeholder,
  value,
  onChange,
  readOnly,
  disabled,
  required,
  leftSection,
  rightSection,
  inertRightSection = false,
  style,
}: PlainTextInputProps) {
  const id = useId();
  return (
    <PlainInputFrame id={id} label={label} description={description} required={required} style={style}>
      <PlainInputBox
        size="sm"
        withDescription={description !== undefined}
        inertRightSection={inertRightSection}
        disabled={disabled}
        leftSection={leftSection}
        rightSection={rightSection}
      >
        <input
          className="m_8fb7ebe7"
          data-variant="default"
          data-disabled={disabled}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder}
          aria-describedby={describedBy(id, description)}
          id={id}
          value={value}
          onChange={onChange}
        />
      </PlainInputBox>
    </PlainInputFrame>
  );
}

interface PlainSelectProps {
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  size?: PlainInputSize;
  /** Drawn at the right end, where clicks pass through to the select: its chevron. */
  rightSection?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

/** A native select drawn as Mantine's `InputBase component="select"` with `pointer`. */
export function PlainSelect({ label, value, onChange, size = 'sm', rightSection, style, children }: PlainSelectProps) {
  const id = useId();
  return (
    <PlainInputFrame id={id} label={label} description={undefined} size={size} style={style}>
      <PlainInputBox size={size} withDescription={false} inertRightSection pointer rightSection={rightSection}>
        <select className="m_8fb7ebe7" data-variant="default" id={id} value={value} onChange={onChange}>
          {children}
        </select>
      </PlainInputBox>
    </PlainInputFrame>
  );
}
