import { describe, expect, it } from 'vitest';
import { GATE_DESCRIPTION_MAX, GATE_NAME_MAX } from '../../../contract/limits';
import { NEW_GATE_DEFAULTS, newGateSchema } from './newGateSchema';

/** The first message at each path, as the form shows it. */
const messages = (values: unknown) => {
  const result = newGateSchema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('newGateSchema', () => {
  it('refuses the empty form: a name is needed', () => {
    expect(messages(NEW_GATE_DEFAULTS)).toEqual({ name: 'Name must be 3 to 100 characters' });
  });

  it('accepts a gate with the defaults and a name, and drops a repeated tag', () => {
    const result = newGateSchema.parse({ ...NEW_GATE_DEFAULTS, name: 'New checkout', tags: ['web', 'web', 'ios'] });
    expect(result).toEqual({
      name: 'New checkout',
      description: '',
      type: 'PERMANENT',
      idType: 'userID',
      tags: ['web', 'ios'],
    });
  });

  it('holds the documented limits of each field', () => {
    expect(messages({ ...NEW_GATE_DEFAULTS, name: 'x'.repeat(GATE_NAME_MAX + 1) })).toHaveProperty('name');
    expect(messages({ ...NEW_GATE_DEFAULTS, name: 'checkout!' })).toEqual({
      name: 'Name may use only letters, digits, spaces and _ - .',
    });
    expect(messages({ ...NEW_GATE_DEFAULTS, name: '---' })).toEqual({
      name: 'Name must contain at least one letter or digit',
    });
    expect(
      messages({ ...NEW_GATE_DEFAULTS, name: 'ok name', description: 'd'.repeat(GATE_DESCRIPTION_MAX + 1) }),
    ).toEqual({
      description: `Description must be at most ${String(GATE_DESCRIPTION_MAX)} characters`,
    });
    expect(messages({ ...NEW_GATE_DEFAULTS, name: 'ok name', idType: '  ' })).toEqual({
      idType: 'Id type is required',
    });
    expect(messages({ ...NEW_GATE_DEFAULTS, name: 'ok name', type: 'STALE' })).toEqual({
      type: 'Type must be PERMANENT or TEMPORARY',
    });
    expect(messages({ ...NEW_GATE_DEFAULTS, name: 'ok name', tags: [' '] })).toEqual({
      'tags.0': 'Tags must not be empty',
    });
  });

  it('takes a custom id type', () => {
    expect(newGateSchema.parse({ ...NEW_GATE_DEFAULTS, name: 'ok name', idType: 'companyID' }).idType).toBe(
      'companyID',
    );
  });
});
