import { describe, expect, it } from 'vitest';
import type { PaletteItem } from './paletteItem';
import { paletteGroups } from './paletteGroups';
import { directItem, recentItems } from './paletteSource';

const pages: PaletteItem[] = [{ kind: 'page', id: '/gates', label: 'Gates' }];
const actions: PaletteItem[] = [{ kind: 'action', id: 'new-autotune', label: 'New autotune' }];

describe('paletteGroups', () => {
  it('shows recent picks first, then pages and actions, before anything is typed', () => {
    const recent: PaletteItem[] = [{ kind: 'layer', id: 'checkout_layer', label: 'checkout_layer' }];
    const groups = paletteGroups('', [{ kind: 'gate', id: 'g', label: 'A gate' }], [...pages, ...actions], recent);
    expect(groups.map((group) => group.label)).toEqual(['Recent', 'Pages', 'Actions']);
  });

  it('ranks records with pages and actions once something is typed', () => {
    const groups = paletteGroups(
      'new',
      [{ kind: 'gate', id: 'new_checkout', label: 'New checkout' }],
      [...pages, ...actions],
      [],
    );
    expect(groups.map((group) => [group.label, group.items.map((item) => item.label)])).toEqual([
      ['Gates', ['New checkout']],
      ['Actions', ['New autotune']],
    ]);
  });
});

describe('fallback items of a source without a list', () => {
  it('offers "Open gate <id>" for a typed id that no recent id matches', () => {
    const recent = recentItems('gate', ['checkout_apple_pay']);
    expect(directItem('gate', 'gate', ' beta_banner ', recent)).toEqual([
      expect.objectContaining({ kind: 'gate', id: 'beta_banner', label: 'Open gate beta_banner', direct: true }),
    ]);
    expect(directItem('gate', 'gate', 'checkout_apple_pay', recent)).toEqual([]);
    expect(directItem('gate', 'gate', '  ', recent)).toEqual([]);
  });
});
