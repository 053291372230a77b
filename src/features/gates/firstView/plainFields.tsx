import { type CSSProperties, type ReactNode, useId } from 'react';
import { CloseIcon } from '@mantine/core';
import { cssVars, describedBy, INPUT_WRAPPER_VARS, PlainInputFrame, PlainTextInput } from '../../../ui/plainInput';
import classes from './plainFields.module.css';

// Mantine's Textarea, PillsInput and Switch as plain elements, beside ui/plainInput's TextInput: the same markup and
// Mantine's own class names, without their code, which the editor brings when it replaces the first view.
// plainFields.test.tsx checks the markup against Mantine's components.

const MULTILINE_VARS = cssVars({ ...INPUT_WRAPPER_VARS, '--input-padding-y': 'var(--input-padding-y-sm)' });

interface PlainTextProps {
  label: string;
  description?: string | undefined;
  value: string;
  required?: boolean;
  /** Drawn at the right end, as a Select's chevron. */
  rightSection?: ReactNode;
}

/** A read-only single-line field. */
export function PlainTextField({ label, description, value, required, rightSection }: PlainTextProps) {
  return (
    <PlainTextInput
      label={label}
      description={description}
      value={value}
      required={required}
      readOnly
      rightSection={rightSection}
      inertRightSection
    />
  );
}

/** A read-only text area sized to its text between 2 and 8 lines. */
export function PlainTextArea({ label, description, value }: Omit<PlainTextProps, 'required' | 'rightSection'>) {
  const id = useId();
  return (
    <PlainInputFrame id={id} label={label} description={description}>
      <div style={MULTILINE_VARS} className="m_6c018570" data-variant="default" data-size="sm" data-multiline>
        <textarea
          rows={2}
          className={`m_8fb7ebe7 ${classes.multiline}`}
          data-variant="default"
          readOnly
          aria-describedby={describedBy(id, description)}
          id={id}
          value={value}
        />
      </div>
    </PlainInputFrame>
  );
}

const PILL_SIZE = cssVars({ '--pill-fz': 'var(--pill-fz-sm)', '--pill-height': 'var(--pill-height-sm)' });

const GROUP_GAP = cssVars({ '--pg-gap': 'var(--pg-gap-sm)' });

const PILL_REMOVE = 'm_ae386778';
const CLEAR_BUTTON = cssVars({ '--cb-size': 'var(--cb-size-sm)' });

/**
 * Mantine's close button around its own CloseIcon (in the shell already, for the alerts), in a pill's remove button
 * and the list's clear button (both hidden from assistive tech).
 */
function CloseButton({ className, style, size }: { className: string; style?: CSSProperties; size?: 'sm' }) {
  // A span for a pill's: Mantine hides a disabled remove button, and the first view's fieldset would disable it,
  // so the pills would be narrower than the editor's and the field wrap differently.
  const Element = className.includes(PILL_REMOVE) ? 'span' : 'button';
  return (
    <Element
      className={`mantine-focus-auto mantine-active ${className}`}
      style={style}
      data-variant="transparent"
      data-size={size}
      type={Element === 'button' ? 'button' : undefined}
      tabIndex={Element === 'button' ? -1 : undefined}
      aria-hidden
    >
      <CloseIcon />
    </Element>
  );
}

/**
 * A read-only list of values as the editor's clearable TagsInput draws it: pills with their remove buttons, the
 * empty field after them, and the clear button once there are values (they decide where the field wraps).
 */
export function PlainPills({
  label,
  description,
  values,
}: {
  label: string;
  description: string;
  values: readonly string[];
}) {
  const id = useId();
  const clearable = values.length > 0;
  return (
    <PlainInputFrame id={id} label={label} description={description}>
      <div
        style={MULTILINE_VARS}
        className="m_6c018570"
        data-variant="default"
        data-size="sm"
        data-multiline
        data-with-right-section={clearable ? true : undefined}
      >
        <div className="m_8fb7ebe7" data-variant="default" data-no-overflow>
          <div style={GROUP_GAP} className="m_1dcfd90b" data-size="sm">
            {values.map((value) => (
              <span
                key={value}
                style={PILL_SIZE}
                className="m_44da308b m_7cda1cd6"
                data-variant="default"
                data-size="sm"
                data-with-remove
              >
                <span className="m_1e0e6180">{value}</span>
                <CloseButton className={`${PILL_REMOVE} m_86a44da5 m_87cf2631`} />
              </span>
            ))}
            <input
              className="m_45c4369d"
              data-type="visible"
              readOnly
              id={id}
              aria-describedby={describedBy(id, description)}
              type="text"
            />
          </div>
        </div>
        {clearable && (
          <div data-position="right" className="m_82577fc2">
            <CloseButton
              className="m_86a44da5 m_87cf2631"
              size="sm"
              style={{ ...CLEAR_BUTTON, pointerEvents: 'all', background: 'var(--input-bg)' }}
            />
          </div>
        )}
      </div>
    </PlainInputFrame>
  );
}

/** A read-only switch, named by its label alone (as SwitchField). */
export function PlainSwitch({ checked, label, description }: { checked: boolean; label: string; description: string }) {
  const id = useId();
  return (
    <div className="m_5f93f3bb m_5f75b09e" data-label-position="right" data-checked={checked}>
      <label className="m_5f6e695e" htmlFor={id}>
        <input
          readOnly
          aria-labelledby={`${id}-label`}
          data-checked={checked}
          id={id}
          role="switch"
          aria-describedby={`${id}-description`}
          className="m_926b4011"
          type="checkbox"
          checked={checked}
        />
        <span className="m_9307d992" data-label-position="right" data-without-labels aria-hidden>
          <span className="m_93039a1d" data-reduce-motion data-with-thumb-indicator />
          <span className="m_8277e082" />
        </span>
        <div className="m_d3ea56bb">
          <span className="m_8ee546b8">
            <span id={`${id}-label`}>{label}</span>
          </span>
          <p className="m_328f68c0 m_fe47ce59" id={`${id}-description`}>
            {description}
          </p>
        </div>
      </label>
    </div>
  );
}

/** Two fields side by side from the sm breakpoint. */
export function PlainPair({ children }: { children: ReactNode }) {
  return <div className={classes.pair}>{children}</div>;
}
