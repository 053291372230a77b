import { describe, expect, it } from 'vitest';
import { AUTOTUNE_NAME_PATTERN } from '../../contract/limits';
import { toAutotuneId } from './autotuneId';

describe('toAutotuneId', () => {
  it('lower-cases and joins words with underscores', () => {
    expect(toAutotuneId('Checkout Button Test')).toBe('checkout_button_test');
  });

  it('turns each run of spaces and punctuation into one underscore and trims the ends', () => {
    expect(toAutotuneId('  Promo -- 50% banner!  ')).toBe('promo_50_banner');
  });

  it('drops accents instead of the letters that carry them', () => {
    expect(toAutotuneId('Café crème layout')).toBe('cafe_creme_layout');
  });

  it('keeps an id that is already valid unchanged', () => {
    expect(toAutotuneId('search_results_per_page')).toBe('search_results_per_page');
  });

  it('gives an empty id for a name with no letters or digits', () => {
    expect(toAutotuneId('!!! ---')).toBe('');
  });

  it('always yields an id the contract accepts when any letter or digit was typed', () => {
    for (const name of ['A', 'x__y', 'Émile 2.0', 'über_Cool__Name', '9 lives']) {
      expect(toAutotuneId(name)).toMatch(AUTOTUNE_NAME_PATTERN);
    }
  });
});
