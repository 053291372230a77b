import { describe, expect, it } from 'vitest';
import type { SavedTestUser } from '../../client/savedTestUsers';
import type { JsonValue } from '../../contract/common';
import type { EvaluationSubject } from '../../contract/evaluation/evaluate';
import { TestUserSchema } from '../../contract/evaluation/testUser';
import type { Rule } from '../../contract/rule';
import { testUserChanges, testUserChangeText, testUserSummary } from './testUserChanges';

const canada: Rule = {
  id: 'rule-ca',
  name: 'Canada pilot',
  passPercentage: 100,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['CA'] }],
};
const france: Rule = {
  id: 'rule-fr',
  name: 'France',
  passPercentage: 100,
  conditions: [{ type: 'country', operator: 'any', targetValue: ['FR'] }],
};

function gate(rules: Rule[], isEnabled = true): EvaluationSubject {
  return { kind: 'gate', id: 'checkout_v2', isEnabled, idType: 'userID', rules };
}

function saved(name: string, fields: Record<string, unknown>): SavedTestUser {
  return { id: `id-${name}`, name, user: TestUserSchema.parse(fields) };
}

const maya = saved('Maya', { userID: 'maya', country: 'CA', appVersion: '2.1' });
const sam = saved('Sam', { userID: 'sam', country: 'FR' });
const nobody = saved('Nobody', { userID: 'nobody' });

describe('testUserChanges', () => {
  it('lists a user who fails by default before and passes by the new rule after', async () => {
    const changes = await testUserChanges(gate([france]), gate([france, canada]), [maya, sam], 'exact');
    expect(changes.map(testUserChangeText)).toEqual(['Maya (CA, 2.1): fails by default → passes by Rule 2']);
  });

  it('leaves out users whose result stays the same, even when another rule decides now', async () => {
    const everyone: Rule = { id: 'rule-all', name: 'Everyone', passPercentage: 100, conditions: [] };
    const changes = await testUserChanges(gate([canada, everyone]), gate([everyone, canada]), [maya, sam], 'exact');
    expect(changes).toEqual([]);
  });

  it('checks the same saved gate against a second draft, and a saved user edited in between, afresh', async () => {
    const savedGate = gate([france]);
    const first = await testUserChanges(savedGate, gate([france, canada]), [maya, sam], 'exact');
    const samInCanada = { ...sam, user: TestUserSchema.parse({ userID: 'sam', country: 'CA' }) };
    const second = await testUserChanges(savedGate, gate([canada]), [maya, samInCanada], 'exact');
    expect(first.map(testUserChangeText)).toEqual(['Maya (CA, 2.1): fails by default → passes by Rule 2']);
    expect(second.map(testUserChangeText)).toEqual([
      'Maya (CA, 2.1): fails by default → passes by Rule 1',
      'Sam (CA): fails by default → passes by Rule 1',
    ]);
  });

  it('says when the draft switches the gate off, for each user it passed', async () => {
    const changes = await testUserChanges(gate([canada, france]), gate([canada, france], false), [maya, sam], 'exact');
    expect(changes.map(testUserChangeText)).toEqual([
      'Maya (CA, 2.1): passes by Rule 1 → fails (gate disabled)',
      'Sam (FR): passes by Rule 2 → fails (gate disabled)',
    ]);
  });

  it('names a user without country or app version by name alone', async () => {
    const everyone: Rule = { id: 'rule-all', name: 'Everyone', passPercentage: 100, conditions: [] };
    const changes = await testUserChanges(gate([]), gate([everyone]), [nobody], 'exact');
    expect(changes.map(testUserChangeText)).toEqual(['Nobody: fails by default → passes by Rule 1']);
  });

  it('marks a result drawn from a new rule of a partial percentage as an estimate: its id comes at save', async () => {
    const newHalf: Rule = { name: 'Half of Canada', passPercentage: 50, conditions: canada.conditions };
    const users = Array.from({ length: 20 }, (_, index) =>
      saved(`U${String(index)}`, { userID: `u${String(index)}`, country: 'CA' }),
    );
    const changes = await testUserChanges(gate([]), gate([newHalf]), users, 'exact');
    // About half of the users land in the 50 %; each such change is marked.
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.estimate)).toBe(true);
  });

  it('does not mark a 100 % rule as an estimate, upstream or not', async () => {
    const changes = await testUserChanges(gate([]), gate([{ ...canada, id: undefined }]), [maya], 'estimate');
    expect(changes.map((change) => change.estimate)).toEqual([false]);
  });

  it('reports a config whose value changes though it passes both times', async () => {
    const config = (value: JsonValue): EvaluationSubject => ({
      kind: 'dynamic_config',
      id: 'checkout_copy',
      rules: [{ ...canada, returnValue: value }],
      defaultValue: { text: 'default' },
    });
    const changes = await testUserChanges(config({ text: 'hi' }), config({ text: 'hello' }), [maya, sam], 'exact');
    expect(changes.map((change) => change.name)).toEqual(['Maya']);
  });
});

describe('testUserSummary', () => {
  it('joins the country and app version a user has', () => {
    expect(testUserSummary(maya.user)).toBe('CA, 2.1');
    expect(testUserSummary(sam.user)).toBe('FR');
    expect(testUserSummary(nobody.user)).toBe('');
  });
});
