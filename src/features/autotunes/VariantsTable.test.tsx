import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Autotune } from '../../contract/autotune';
import { VariantsTable } from './VariantsTable';

function render(variants: Autotune['variants']): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <VariantsTable variants={variants} />
    </MantineProvider>,
  );
}

/** The text of each body row's last cell (the value), tags stripped. */
function valueCells(html: string): string[] {
  return [...html.matchAll(/<tr[^>]*>(?:(?!<\/tr>).)*?<td[^>]*>((?:(?!<\/td>).)*)<\/td><\/tr>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, ''),
  );
}

describe('VariantsTable', () => {
  it('shows a JSON null value as null, not as an empty object', () => {
    const html = render([
      { name: 'On arrival', id: 'v1', json: null, size: 1 },
      { name: 'Empty', id: 'v2', json: {}, size: 1 },
    ]);
    expect(valueCells(html)).toEqual(['null', '{}']);
  });

  it('shows a dash for a variant sent without any value', () => {
    expect(valueCells(render([{ name: 'A', id: 'v1' }]))).toEqual(['—']);
  });

  it('leaves out the ID column for variants that have no ids yet', () => {
    expect(render([{ name: 'A', json: 1, size: 1 }])).not.toContain('>ID<');
    expect(render([{ name: 'A', id: 'v1', json: 1, size: 1 }])).toContain('>ID<');
  });
});
