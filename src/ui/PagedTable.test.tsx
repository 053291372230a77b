// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { renderInMantine } from './testing/renderInMantine';

interface Row {
  id: string;
  size: number;
}

function renderTable(props: Partial<PagedTableProps<Row, 'id' | 'size'>> = {}) {
  return renderInMantine(
    <PagedTable<Row, 'id' | 'size'>
      caption="Autotunes"
      columns={[
        { header: 'Id', cell: (row) => row.id, sortKey: 'id' },
        { header: 'Size', cell: (row) => row.size, sortKey: 'size' },
      ]}
      rows={[{ id: 'checkout_button_copy', size: 3 }]}
      getRowKey={(row) => row.id}
      pagination={{ itemsPerPage: 20, pageNumber: 1, totalItems: 2 }}
      isLoading={false}
      error={null}
      onRetry={() => undefined}
      page={1}
      limit={20}
      onPageChange={() => undefined}
      onLimitChange={() => undefined}
      emptyMessage="None"
      {...props}
    />,
  );
}

describe('PagedTable', () => {
  it('shows the readable rows and names a record it could not read', () => {
    renderTable({ unreadable: [{ id: 'odd_one', problem: 'variants.0.size: Invalid input' }] });
    const table = screen.getByRole('table', { name: 'Autotunes' });
    expect(within(table).getByRole('cell', { name: 'checkout_button_copy' })).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 record on this page could not be read and is not shown: odd_one (variants.0.size: Invalid input)',
      ),
    ).toBeInTheDocument();
  });
  it('keeps the previous rows, busy, while the asked page loads', () => {
    renderTable({ isRefreshing: true });
    const table = screen.getByRole('table', { name: 'Autotunes' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('cell', { name: 'checkout_button_copy' })).toBeVisible();
  });

  it('is not busy once its rows are the asked ones', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Autotunes' })).toHaveAttribute('aria-busy', 'false');
  });

  it('says nothing more when every record was read', () => {
    renderTable();
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });
  it('shows the list’s own message on an empty first page', () => {
    renderTable({ rows: [], pagination: { itemsPerPage: 20, pageNumber: 1, totalItems: 0 } });
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'checkout_button_copy' })).toBeNull();
  });
  it('has plain column headers unless it is given a way to sort', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: 'Id' })).toBeNull();
  });
  it('sorts by a header click and says the current order on its header', async () => {
    const asked: string[] = [];
    renderTable({
      sort: { key: 'size', direction: 'desc' },
      onSort: (key) => {
        asked.push(key);
      },
    });
    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Id' }));
    expect(asked).toEqual(['id']);
  });
});
