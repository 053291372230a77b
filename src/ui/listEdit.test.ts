import { describe, expect, it } from 'vitest';
import { applyListEdit } from './listEdit';

describe('applyListEdit', () => {
  it('keeps a tag the address has but the page does not show yet when another is added', () => {
    expect(applyListEdit(['checkout'], [], ['payments'])).toEqual(['checkout', 'payments']);
  });

  it('adds to and removes from the list the page shows when the address agrees with it', () => {
    expect(applyListEdit(['a', 'b'], ['a', 'b'], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(applyListEdit(['a', 'b'], ['a', 'b'], ['b'])).toEqual(['b']);
    expect(applyListEdit(['a', 'b'], ['a', 'b'], [])).toEqual([]);
  });

  it('removes what the user removed even while a newer tag is still loading, and never repeats one', () => {
    expect(applyListEdit(['a', 'b', 'c'], ['a', 'b'], ['b'])).toEqual(['b', 'c']);
    expect(applyListEdit(['a', 'c'], ['a'], ['a', 'c'])).toEqual(['a', 'c']);
  });
});
