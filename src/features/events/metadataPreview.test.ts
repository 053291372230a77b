import { describe, expect, it } from 'vitest';
import { nestedValue } from '../../ui/nestedValue';
import { metadataPreview } from './metadataPreview';

describe('metadataPreview', () => {
  it('lists each key with its value in order', () => {
    expect(metadataPreview({ referrer: 'google', viewport: 'mobile' })).toBe('referrer=google, viewport=mobile');
  });

  it('shows numbers, booleans and null as JSON', () => {
    expect(metadataPreview({ price: 12.5, coldStart: false, invitedBy: null })).toBe(
      'price=12.5, coldStart=false, invitedBy=null',
    );
  });

  it('quotes a string with spaces, commas or equals signs so pairs stay apart', () => {
    expect(metadataPreview({ note: 'crème brûlée 🍮', q: 'a=b', empty: '' })).toBe(
      'note="crème brûlée 🍮", q="a=b", empty=""',
    );
  });

  it('shows nested objects and arrays as compact JSON', () => {
    expect(metadataPreview({ cart: { items: [1, 2] } })).toBe('cart={"items":[1,2]}');
  });

  it('is empty for empty metadata', () => {
    expect(metadataPreview({})).toBe('');
  });

  it('cuts a long preview with an ellipsis at the limit', () => {
    const preview = metadataPreview({ text: 'x'.repeat(200) }, 20);
    expect(preview).toHaveLength(20);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('metadataPreview of a value nested 5,000 levels deep', () => {
  it('shows the start of it', () => {
    expect(metadataPreview({ deep: nestedValue(5_000) })).toMatch(/^deep=\{"level":\{"level":/);
  });
});
