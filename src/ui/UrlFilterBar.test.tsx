// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInMantine } from './testing/renderInMantine';
import { UrlFilterBar, type UrlFilterField } from './UrlFilterBar';
import type { UrlFilterChange } from './useUrlFilters';

const FIELDS: UrlFilterField[] = [
  { kind: 'tags', key: 'tags', label: 'Tags', placeholder: 'Type a tag, press Enter' },
  { kind: 'text', key: 'creator', label: 'Created by', description: 'Name or email', clearLabel: 'Clear creator' },
];

/** The bar over `values`, and the list the address would hold after each change (its latest list being `latest`). */
function renderBar(values: Record<string, unknown>, latest: unknown = values.tags) {
  const written: unknown[] = [];
  const onChange = vi.fn((change: UrlFilterChange) => {
    const update = change.tags;
    written.push(typeof update === 'function' ? update(latest) : update);
  });
  renderInMantine(<UrlFilterBar fields={FIELDS} values={values} onChange={onChange} />);
  return { written, input: screen.getByRole('combobox', { name: 'Tags' }) };
}

describe('UrlFilterBar', () => {
  it('adds "a, b" typed at once as two tags, trimmed, without repeating one the list has', () => {
    const { written, input } = renderBar({ tags: ['a'] });
    // As a paste into the field or an autofill does: the whole text in one change.
    input.focus();
    fireEvent.change(input, { target: { value: ' a,  b ,' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(written).toEqual([['a', 'b']]);
  });

  it('adds "a, b" pasted as two tags to the list the address holds', () => {
    const { written, input } = renderBar({}, ['checkout']);
    fireEvent.paste(input, { clipboardData: { getData: () => 'payments, , ios' } });
    expect(written).toEqual([['checkout', 'payments', 'ios']]);
  });

  it('shows the items of a comma-separated value from an older link, and offers to clear only a set filter', () => {
    renderBar({ tags: 'a,b', creator: ['x', 'y'] });
    expect(screen.getAllByText(/^[ab]$/).map((pill) => pill.textContent)).toEqual(['a', 'b']);
    expect(screen.getByRole('textbox', { name: 'Created by' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('has no Clear filters while every value is empty', () => {
    renderBar({ tags: [' , '], creator: '' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
