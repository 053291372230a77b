import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { PagedTable } from './PagedTable';
import type { UnreadableRow } from './pagedTableState';

function render(unreadable?: readonly UnreadableRow[]): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <PagedTable<{ id: string }>
        caption="Autotunes"
        columns={[{ header: 'Id', cell: (row) => row.id }]}
        rows={[{ id: 'checkout_button_copy' }]}
        unreadable={unreadable}
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
      />
    </MantineProvider>,
  );
}

describe('PagedTable', () => {
  it('shows the readable rows and names a record it could not read', () => {
    const html = render([{ id: 'odd_one', problem: 'variants.0.size: Invalid input' }]);
    expect(html).toContain('checkout_button_copy');
    expect(html).toContain(
      '1 record on this page could not be read and is not shown: odd_one (variants.0.size: Invalid input)',
    );
  });
  it('says nothing more when every record was read', () => {
    expect(render()).not.toContain('could not be read');
  });
});
