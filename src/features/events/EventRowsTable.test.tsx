// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { EventRowsTable } from './EventRowsTable';
import type { LoadedEvent } from './joinEventPages';

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

/**
 * jsdom lays nothing out: each row is given the height a browser gives it (the virtualizer measures rows) while `run`
 * runs, and the table's box, rendered here, a height of ten rows. `run` gets the box.
 */
async function inSizedBox(run: (region: HTMLElement) => Promise<void>) {
  Object.defineProperty(HTMLTableRowElement.prototype, 'offsetHeight', { configurable: true, get: () => 41 });
  try {
    renderInMantine(<EventRowsTable caption="Events named checkout" events={events} />);
    const region = eventsTable().closest<HTMLElement>('[role="region"]');
    if (!region) throw new Error('no region');
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 410 });
    await run(region);
  } finally {
    Reflect.deleteProperty(HTMLTableRowElement.prototype, 'offsetHeight');
  }
}

describe('EventRowsTable', () => {
  it('paints the rows that reach into the screen at once, and the rest of the first rows after that paint', async () => {
    // jsdom lays nothing out: the body is put 650 px down an 800 px window, where a 1280×800 screen has it.
    const bodyTop = vi
      .spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 650, 900, 0));
    const windowHeight = vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    try {
      renderInMantine(<EventRowsTable caption="Events named checkout" events={events} />);
      const table = eventsTable();
      // The whole list's size is announced; the rows beyond those shown are one spacer of their height.
      expect(table).toHaveAttribute('aria-rowcount', '501');
      // Rows of 41 px from 650 px: four reach into the 800 px window.
      expect(dataRows()).toHaveLength(4);
      expect(within(dataRows()[0] ?? table).getByText('user-0')).toBeInTheDocument();
      const spacer = table.querySelector<HTMLElement>('tbody > tr[aria-hidden]');
      expect(spacer?.style.height).toBe(`${String(496 * 41)}px`);
      await waitFor(() => {
        expect(dataRows()).toHaveLength(30);
      });
      expect(table.closest('[role="region"]')).toHaveAttribute('aria-label', 'Events named checkout, scrollable');
    } finally {
      bodyTop.mockRestore();
      windowHeight.mockRestore();
    }
  });

  it('names the local zone in the Time heading once the page is idle, the rows already showing local times', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      renderInMantine(<EventRowsTable caption="Events named checkout" events={events} />);
      const heading = eventsTable().querySelectorAll('th')[1];
      // The zone's short name takes Intl, whose first use is slow on a cold page: the rows paint without it.
      expect(heading).toHaveTextContent(/^Time$/);
      expect(within(dataRows()[0] ?? eventsTable()).getByText('2025-11-23 07:13:20')).toBeInTheDocument();
      await waitFor(() => {
        expect(heading).toHaveTextContent(/^Time \(EST\)$/);
      });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('keeps the rows it has drawn when the page turns idle, for a page that fits in its first rows', async () => {
    renderInMantine(<EventRowsTable caption="Events named checkout" events={events.slice(0, 20)} />);
    await waitFor(() => {
      expect(dataRows()).toHaveLength(20);
    });
    const drawn = dataRows();
    // The Time heading names the zone once the page is idle: the moment the body used to be drawn again.
    const heading = eventsTable().querySelectorAll('th')[1];
    await waitFor(() => {
      expect(heading).toHaveTextContent(/^Time \(.+\)$/);
    });
    // Give a body that was wrongly asked for time to arrive and replace the rows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dataRows()).toEqual(drawn);
    expect(drawn.every((row) => row.isConnected)).toBe(true);
  });

  it('hands a list longer than its first rows to the virtualized body once the page is idle, without a scroll', async () => {
    await inSizedBox(async () => {
      await waitFor(() => {
        expect(dataRows()).toHaveLength(30);
      });
      // The virtualizer keeps the box's ten rows and its overscan, fewer than the first 30.
      await waitFor(
        () => {
          expect(dataRows().length).toBeLessThan(30);
        },
        { timeout: 10_000 },
      );
      expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    });
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

  it("shows the rows at the box's offset when a jump far down is what loads the virtualized body", async () => {
    await inSizedBox(async (region) => {
      // A scrollTo, and an offset 300 rows down, as after a jump there.
      Object.defineProperty(region, 'scrollTo', {
        value: ({ top }: ScrollToOptions) => {
          if (top !== undefined) region.scrollTop = top;
        },
      });
      region.scrollTop = 300 * 41;
      fireEvent.scroll(region);
      // Item 300 is aria row 302 (the header is row 1). The top rows are gone, and the box stayed where it was.
      await waitFor(
        () => {
          expect(eventsTable().querySelector('tr[aria-rowindex="302"]')).not.toBeNull();
        },
        // The body's code loads on that scroll; a busy machine takes longer than the default second.
        { timeout: 10_000 },
      );
      expect(eventsTable().querySelector('tr[aria-rowindex="2"]')).toBeNull();
      expect(region.scrollTop).toBe(300 * 41);
    });
  });
});
