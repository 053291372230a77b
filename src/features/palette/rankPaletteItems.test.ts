import { describe, expect, it } from 'vitest';
import type { PaletteItem } from './paletteItem';
import { rankPaletteItems, scoreItem } from './rankPaletteItems';

const gate = (id: string, label: string, description = id): PaletteItem => ({ kind: 'gate', id, label, description });
const layer = (id: string, description = ''): PaletteItem => ({ kind: 'layer', id, label: id, description });

const labels = (query: string, items: PaletteItem[]) =>
  rankPaletteItems(query, items).flatMap((group) => group.items.map((item) => item.label));

describe('rankPaletteItems', () => {
  it('puts an exact name before a prefix, a word start and a mere substring', () => {
    const items = [
      gate('precheckout_banner', 'Precheckout banner'),
      gate('new_checkout_flow', 'New checkout flow'),
      gate('checkout_guest', 'Checkout guest mode'),
      gate('checkout', 'Checkout'),
    ];
    expect(labels('checkout', items)).toEqual([
      'Checkout',
      'Checkout guest mode',
      'New checkout flow',
      'Precheckout banner',
    ]);
  });

  it('finds a record by part of its name, ignoring case and accents', () => {
    const items = [
      { kind: 'event', id: 'café_visit', label: 'café_visit' } as const,
      gate('apple_pay', 'Checkout - Apple Pay'),
    ];
    expect(labels('CAFE', items)).toEqual(['café_visit']);
    expect(labels('apple', items)).toEqual(['Checkout - Apple Pay']);
  });

  it('needs every word of a query to match somewhere', () => {
    const items = [gate('one_page_checkout', 'One-page checkout'), gate('checkout_guest', 'Checkout guest mode')];
    expect(labels('checkout one', items)).toEqual(['One-page checkout']);
    expect(labels('checkout nothing', items)).toEqual([]);
  });

  it('orders groups by their best result, and keeps the fixed kind order on a tie', () => {
    const items = [gate('checkout_layer_gate', 'Gate on the layer'), layer('checkout_layer')];
    const groups = rankPaletteItems('checkout_layer', items);
    expect(groups.map((group) => group.kind)).toEqual(['layer', 'gate']);
    const tie = rankPaletteItems('', [layer('a'), gate('b', 'b')]);
    expect(tie.map((group) => group.kind)).toEqual(['gate', 'layer']);
  });

  it('keeps the sources order for an empty query and limits each group', () => {
    const items = Array.from({ length: 9 }, (_, index) => gate(`g${String(index)}`, `Gate ${String(index)}`));
    expect(labels('', items)).toEqual(['Gate 0', 'Gate 1', 'Gate 2', 'Gate 3', 'Gate 4', 'Gate 5']);
  });

  it('shows a record found by two sources once', () => {
    const items = [gate('apple_pay', 'Checkout - Apple Pay'), gate('apple_pay', 'apple_pay')];
    expect(labels('apple', items)).toEqual(['Checkout - Apple Pay']);
  });

  it('matches the first letters of the words of a name', () => {
    expect(scoreItem('opc', gate('one_page_checkout', 'One-page checkout'))).toBeGreaterThan(0);
    expect(scoreItem('xyz', gate('one_page_checkout', 'One-page checkout'))).toBe(0);
  });

  it('finds an item by its keywords but ranks a name match higher', () => {
    const theme: PaletteItem = {
      kind: 'action',
      id: 'color-scheme',
      label: 'Switch to dark mode',
      keywords: ['theme'],
    };
    const page: PaletteItem = { kind: 'page', id: '/themes', label: 'Themes' };
    expect(scoreItem('theme', theme)).toBeGreaterThan(0);
    expect(scoreItem('theme', page)).toBeGreaterThan(scoreItem('theme', theme));
  });
});
