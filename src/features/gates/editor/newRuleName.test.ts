import { describe, expect, it } from 'vitest';
import { newRuleName } from './newRuleName';

describe('newRuleName', () => {
  it('names a new rule by the place it takes', () => {
    expect(newRuleName(3, ['Employees', 'Safari shoppers', 'Everyone else'])).toBe('Rule 3');
  });

  it('skips numbers another rule is already named', () => {
    expect(newRuleName(2, ['Rule 1', 'Rule 2', ' Rule 3 '])).toBe('Rule 4');
  });
});
