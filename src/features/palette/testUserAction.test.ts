import { describe, expect, it } from 'vitest';
import { paletteGroups } from './paletteGroups';
import { testUserAction } from './staticItems';

describe('Test a user in the palette', () => {
  it('is offered only with a gate or config in view, and named for it', () => {
    expect(testUserAction(undefined)).toEqual([]);
    const [item] = testUserAction({ kind: 'gate', noun: 'gate', id: 'checkout_v2' });
    expect(item?.label).toBe('Test a user on gate checkout_v2');
  });

  it('is found by "evaluate" as well as by its name', () => {
    const items = testUserAction({ kind: 'dynamic-config', noun: 'config', id: 'banner_copy' });
    const found = paletteGroups('evaluate', [], items, []).flatMap((group) => group.items);
    expect(found.map((item) => item.label)).toEqual(['Test a user on config banner_copy']);
  });
});
