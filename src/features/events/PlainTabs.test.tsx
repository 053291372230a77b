// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { markupSkeleton } from '../../ui/testing/markupSkeleton';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { PlainTabs } from './PlainTabs';

const TABS = [
  { value: 'events', label: 'Events' },
  { value: 'metrics', label: 'Metrics' },
  { value: 'users', label: 'Users' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const noop = () => undefined;

function mantineTabs(value: Tab) {
  return (
    <Tabs value={value} keepMounted={false} onChange={noop}>
      <Tabs.List mb="md">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          <p>{tab.label} panel</p>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const plainTabs = (value: Tab, onChange: (tab: Tab) => void = noop) => (
  <PlainTabs tabs={TABS} value={value} onChange={onChange}>
    <p>{TABS.find((tab) => tab.value === value)?.label} panel</p>
  </PlainTabs>
);

describe('plain tabs', () => {
  it.each(['events', 'metrics'] as const)('are drawn as Mantine’s Tabs with %s open', (value) => {
    expect(markupSkeleton(plainTabs(value))).toEqual(markupSkeleton(mantineTabs(value)));
  });

  it('name the open tab selected, tie each tab to its panel and show only the open panel', () => {
    renderInMantine(plainTabs('metrics'));
    const tab = screen.getByRole('tab', { name: 'Metrics', selected: true });
    expect(screen.getByRole('tabpanel', { name: 'Metrics' })).toHaveTextContent('Metrics panel');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByText('Events panel')).toBeNull();
  });

  it('open a tab on click, and move and open with the arrow keys, Home and End as Mantine’s do', () => {
    const onChange = vi.fn();
    renderInMantine(plainTabs('events', onChange));
    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    const events = screen.getByRole('tab', { name: 'Events' });
    fireEvent.keyDown(events, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    fireEvent.keyDown(events, { key: 'End' });
    fireEvent.keyDown(events, { key: 'ArrowRight' });
    fireEvent.keyDown(events, { key: 'Home' });
    expect(onChange.mock.calls).toEqual([['metrics'], ['users'], ['users'], ['metrics']]);
  });
});
