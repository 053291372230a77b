import { describe, expect, it } from 'vitest';
import { pickerGroups } from './pickerOptions';

describe('pickerGroups', () => {
  it('offers recent names first and the server names that are not recent after them', () => {
    const groups = pickerGroups(
      ['page/view'],
      [
        { name: 'page/view', count: 9 },
        { name: 'app_open', count: 3 },
      ],
      'On this server',
    );
    expect(groups).toEqual([
      { group: 'Opened recently on this device', items: ['page/view'] },
      { group: 'On this server', items: ['app_open'] },
    ]);
  });

  it('leaves out a group with no names', () => {
    expect(pickerGroups([], [{ name: 'app_open' }], 'On this server')).toEqual([
      { group: 'On this server', items: ['app_open'] },
    ]);
  });
});
