import { describe, expect, it } from 'vitest';
import { adoptUrlText } from './urlTextSync';

describe('adoptUrlText', () => {
  it('keeps the text typed since, when the URL brings back what the box wrote', () => {
    expect(adoptUrlText({ text: 'gl', shown: '', written: ['g'] }, 'g')).toEqual({
      text: 'gl',
      shown: 'g',
      written: [],
    });
  });

  it('keeps the text when an older write arrives while a newer one is still on its way', () => {
    expect(adoptUrlText({ text: 'glob', shown: '', written: ['g', 'glob'] }, 'g')).toEqual({
      text: 'glob',
      shown: 'g',
      written: ['glob'],
    });
  });

  it('takes a value it did not write (Back, a link) and forgets its pending writes', () => {
    expect(adoptUrlText({ text: 'glob', shown: 'glob', written: ['glob'] }, 'checkout')).toEqual({
      text: 'checkout',
      shown: 'checkout',
      written: [],
    });
  });
});
