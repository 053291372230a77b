// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { EventRowsTable } from './EventRowsTable';
import type { LoadedEvent } from './useEventPages';

const events: LoadedEvent[] = Array.from({ length: 500 }, (_, index) => ({
  key: `1:${String(index)}`,
  event: {
    name: 'checkout',
    timestamp: String(1_763_900_000_000 + index * 1000),
    userID: `user-${String(index)}`,
    source: 'web',
    metadata: { currency: 'EUR', items: index },
  },
}));

// By caption and selector: role queries over a table of 30 Mantine rows take seconds each in jsdom.
function eventsTable(): HTMLTableElement {
  const table = screen.getByText('Events named checkout', { selector: 'caption' }).closest('table');
  if (!table) throw new Error('no table');
  return table;
}

/** The data rows: not the header, not the spacer. */
function dataRows(): HTMLElement[] {
  const table = eventsTable();
  return Array.from(table.querySelectorAll<HTMLElement>('tbody > tr:not([aria-hidden])'));
}

describe('EventRowsTable', () => {
  it('paints the first screen of rows at once, before the virtualized body has loaded', () => {
    renderInMantine(<EventRowsTable caption="Events named checkout" events={events} />);
    const table = eventsTable();
    // The whole list's size is announced; the rows beyond the first screen are one spacer of their height.
    expect(table).toHaveAttribute('aria-rowcount', '501');
    expect(dataRows()).toHaveLength(30);
    expect(within(dataRows()[0] ?? table).getByText('user-0')).toBeInTheDocument();
    expect(table.closest('[role="region"]')).toHaveAttribute('aria-label', 'Events named checkout, scrollable');
  });

  it('expands a first-view row to its metadata panel', () => {
    renderInMantine(<EventRowsTable caption="Events named checkout" events={events} />);
    const first = dataRows()[0];
    if (!first) throw new Error('no first row');
    fireEvent.click(within(first).getByRole('button', { name: 'Show metadata' }));
    expect(within(first).getByRole('button', { name: 'Hide metadata' })).toHaveAttribute('aria-expanded', 'true');
    // The panel opens under the row at once; the JSON viewer's code follows it.
    const panel = document.getElementById(
      within(first).getByRole('button', { name: 'Hide metadata' }).getAttribute('aria-controls') ?? '',
    );
    expect(panel).toHaveTextContent('Loading metadata…');
    expect(dataRows()[1]).toContainElement(panel);
  });
});
