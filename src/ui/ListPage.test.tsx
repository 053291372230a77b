// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { Paged } from '../contract/envelope';
import { ListPage } from './ListPage';
import { renderWithRouter } from './testing/renderWithRouter';

interface Row {
  id: string;
}

function Layers({ answer, listMissing }: { answer: () => Promise<Paged<Row>>; listMissing: boolean }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: answer });
  return (
    <ListPage<Row>
      title="Layers"
      description="Every layer of the server."
      actions={<button type="button">New layer</button>}
      query={query}
      listMissing={listMissing}
      whenListMissing={<p>Open one by its id instead.</p>}
      caption="Layers"
      columns={[{ header: 'ID', cell: (row) => row.id }]}
      getRowKey={(row) => row.id}
      page={1}
      limit={20}
      emptyMessage="No layers on this server yet."
    />
  );
}

const onePage = (items: Row[]) => () =>
  Promise.resolve({ message: 'ok', items, pagination: { itemsPerPage: 20, pageNumber: 1, totalItems: items.length } });

describe('ListPage', () => {
  it('shows the title, the actions and the rows of the list', async () => {
    renderWithRouter(() => <Layers answer={onePage([{ id: 'checkout_layer' }])} listMissing={false} />);
    expect(await screen.findByRole('cell', { name: 'checkout_layer' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Layers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New layer' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Layers' })).toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    renderWithRouter(() => <Layers answer={onePage([])} listMissing={false} />);
    expect(await screen.findByText('No layers on this server yet.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('shows what stands in for the list, and no table, where the server lacks the list', async () => {
    renderWithRouter(() => <Layers answer={onePage([{ id: 'checkout_layer' }])} listMissing />);
    expect(await screen.findByText('Open one by its id instead.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Layers' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
