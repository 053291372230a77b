import { describe, expect, it } from 'vitest';
import { previewGateId } from './newGateId';

describe('previewGateId', () => {
  it('lower-cases the name and makes each run of other characters one underscore, as the server does', () => {
    expect(previewGateId('New Checkout Flow')).toBe('new_checkout_flow');
    expect(previewGateId('Search ranking v3')).toBe('search_ranking_v3');
    expect(previewGateId('a - b.c__d')).toBe('a_b_c_d');
  });

  it('keeps the underscores that leading and trailing spaces make, since the server keeps them', () => {
    expect(previewGateId(' Beta ')).toBe('_beta_');
  });

  it('shows no id while the name has no letter or digit', () => {
    expect(previewGateId('')).toBeUndefined();
    expect(previewGateId(' - ')).toBeUndefined();
  });
});
