import { type CSSProperties, type ReactNode, useId } from 'react';
import classes from './plainFields.module.css';

// Mantine's TextInput, Textarea, PillsInput and Switch as plain elements: the same markup and Mantine's own class
// names (its stylesheet is loaded by the shell), without their code, which the editor brings when it replaces the
// first view. plainFields.test.tsx checks the markup against Mantine's components, so an upgrade that changes it
// fails there and not as a jump on screen.

/** CSS custom properties (React's style type lists only the standard ones). */
const cssVars = (vars: Record<`--${string}`, string>) => vars as CSSProperties;

const LABEL_SIZE = cssVars({ '--input-label-size': 'var(--mantine-font-size-sm)' });
const DESCRIPTION_SIZE = cssVars({
  '--input-description-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
});
const WRAPPER_VARS_RECORD = {
  '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)',
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
};
const WRAPPER_VARS = cssVars(WRAPPER_VARS_RECORD);
const WITH_SECTION_VARS = cssVars({ ...WRAPPER_VARS_RECORD, '--input-right-section-pointer-events': 'none' });
const MULTILINE_VARS = cssVars({ ...WRAPPER_VARS_RECORD, '--input-padding-y': 'var(--input-padding-y-sm)' });

interface FieldFrameProps {
  id: string;
  label: string;
  description: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}

/** Label, description, then the input: Mantine's InputWrapper. */
function FieldFrame({ id, label, description, required, children }: FieldFrameProps) {
  return (
    <div className="m_46b77525" data-size="sm">
      <label style={LABEL_SIZE} className="m_8fdc1311" data-size="sm" data-required={required} htmlFor={id}>
        {label}
        {required === true && (
          <span className="m_78a94662" aria-hidden>
            {' *'}
          </span>
        )}
      </label>
      {description !== undefined && (
        <p style={DESCRIPTION_SIZE} className="m_fe47ce59" data-size="sm" id={`${id}-description`}>
          {description}
        </p>
      )}
      {children}
    </div>
  );
}

const describedBy = (id: string, description: string | undefined) =>
  description === undefined ? undefined : `${id}-description`;

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
  const id = useId();
  const vars = rightSection === undefined ? WRAPPER_VARS : WITH_SECTION_VARS;
  return (
    <FieldFrame id={id} label={label} description={description} required={required}>
      <div
        style={vars}
        className="m_6c018570"
        data-variant="default"
        data-size="sm"
        data-with-right-section={rightSection === undefined ? undefined : true}
      >
        <input
          className="m_8fb7ebe7"
          data-variant="default"
          readOnly
          aria-describedby={describedBy(id, description)}
          id={id}
          value={value}
        />
        {rightSection !== undefined && (
          <div data-position="right" className="m_82577fc2">
            {rightSection}
          </div>
        )}
      </div>
    </FieldFrame>
  );
}

/** A read-only text area sized to its text between 2 and 8 lines. */
export function PlainTextArea({ label, description, value }: Omit<PlainTextProps, 'required' | 'rightSection'>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} description={description}>
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
    </FieldFrame>
  );
}

const PILL_SIZE = cssVars({ '--pill-fz': 'var(--pill-fz-sm)', '--pill-height': 'var(--pill-height-sm)' });

const GROUP_GAP = cssVars({ '--pg-gap': 'var(--pg-gap-sm)' });

/** A read-only list of values as pills, with the empty field after them. */
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
  return (
    <FieldFrame id={id} label={label} description={description}>
      <div style={MULTILINE_VARS} className="m_6c018570" data-variant="default" data-size="sm" data-multiline>
        <div className="m_8fb7ebe7" data-variant="default" data-no-overflow>
          <div style={GROUP_GAP} className="m_1dcfd90b" data-size="sm">
            {values.map((value) => (
              <span
                key={value}
                style={PILL_SIZE}
                className="m_44da308b m_7cda1cd6"
                data-variant="default"
                data-size="sm"
              >
                <span className="m_1e0e6180">{value}</span>
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
      </div>
    </FieldFrame>
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
