// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Autotune } from '../../contract/autotune';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { VariantsTable } from './VariantsTable';

function renderTable(variants: Autotune['variants']) {
  return renderInMantine(<VariantsTable variants={variants} />);
}

/** What each variant's row shows in its last column (the value). */
function valueCells(): (string | null)[] {
  const table = screen.getByRole('table', { name: 'Variants' });
  const [, ...bodyRows] = within(table).getAllByRole('row');
  return bodyRows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent ?? null);
}

describe('VariantsTable', () => {
  it('shows a JSON null value as null, not as an empty object', () => {
    renderTable([
      { name: 'On arrival', id: 'v1', json: null, size: 1 },
      { name: 'Empty', id: 'v2', json: {}, size: 1 },
    ]);
    expect(valueCells()).toEqual(['null', '{}']);
  });

  it('shows a dash for a variant sent without any value', () => {
    renderTable([{ name: 'A', id: 'v1' }]);
    expect(valueCells()).toEqual(['—']);
  });

  it('leaves out the ID column for variants that have no ids yet', () => {
    const { unmount } = renderTable([{ name: 'A', json: 1, size: 1 }]);
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'ID' })).not.toBeInTheDocument();
    unmount();
    renderTable([{ name: 'A', id: 'v1', json: 1, size: 1 }]);
    expect(screen.getByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
  });
});
