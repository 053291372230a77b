import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useMantineTheme } from '@mantine/core';

// Mantine's Tabs (horizontal, default variant, panels not kept mounted) as the plain elements it renders, with its
// keyboard behaviour: an event name's page opens on these tabs, and Mantine's Tabs code (with its context and
// keydown helper) is not needed to draw two buttons. PlainTabs.test.tsx holds the markup to Mantine's Tabs.

interface PlainTab<T extends string> {
  value: T;
  label: string;
}

interface PlainTabsProps<T extends string> {
  tabs: readonly PlainTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The open tab's panel; the others render empty and hidden, as Mantine's `keepMounted={false}`. */
  children: ReactNode;
}

const LIST_STYLE: CSSProperties = { marginBottom: 'var(--mantine-spacing-md)' };
const HIDDEN: CSSProperties = { display: 'none' };

// Arrow keys move to the neighbouring tab (round the ends), Home and End to the first and last; the tab reached is
// opened, as Mantine's `activateTabWithKeyboard`.
function targetIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Tabs with one open panel, drawn and operated as Mantine's Tabs. */
export function PlainTabs<T extends string>({ tabs, value, onChange, children }: PlainTabsProps<T>) {
  const id = useId();
  const theme = useMantineTheme();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const rootStyle = {
    '--tabs-radius': 'var(--mantine-radius-default)',
    '--tabs-color': `var(--mantine-color-${theme.primaryColor}-filled)`,
  } as CSSProperties;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || tab === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    if (tab.value !== value) onChange(tab.value);
  };
  return (
    <div
      style={rootStyle}
      className="m_89d60db1 mantine-Tabs-root"
      data-variant="default"
      data-orientation="horizontal"
      id={id}
    >
      <div
        style={LIST_STYLE}
        className="m_576c9d4 m_89d33d6d mantine-Tabs-list"
        data-variant="default"
        data-orientation="horizontal"
        role="tablist"
        aria-orientation="horizontal"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              className="mantine-focus-auto m_539e827b m_4ec4dce6 mantine-Tabs-tab m_87cf2631 mantine-UnstyledButton-root"
              data-variant="default"
              data-active={active || undefined}
              data-orientation="horizontal"
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              aria-controls={`${id}-panel-${tab.value}`}
              onClick={() => {
                if (!active) onChange(tab.value);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, index);
              }}
            >
              <span className="m_42bbd1ae mantine-Tabs-tabLabel">{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          style={tab.value === value ? undefined : HIDDEN}
          className="m_b0c91715 mantine-Tabs-panel"
          data-orientation="horizontal"
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
        >
          {tab.value === value ? children : null}
        </div>
      ))}
    </div>
  );
}
