import { describe, expect, it } from 'vitest';
import type { Rule } from '../../contract/rule';
import { nestedValue } from '../../ui/nestedValue';
import { buildRuleSearchIndex, matchingRules, searchIndexFor } from './ruleSearch';

const rules: Rule[] = [
  {
    name: 'Netherlands',
    passPercentage: 100,
    conditions: [{ type: 'country', operator: 'any', targetValue: ['NL'] }],
    returnValue: { methods: ['ideal', 'card'] },
  },
  {
    name: 'Large carts',
    passPercentage: 25,
    conditions: [{ type: 'custom_field', operator: 'gt', field: 'cartValue', targetValue: 500 }],
    returnValue: { methods: ['card', 'bank_transfer'], requires3ds: true },
  },
  {
    name: 'Store 0020',
    passPercentage: 100,
    conditions: [{ type: 'unit_id', operator: 'any', customID: 'storeID', targetValue: ['store_0020'] }],
    returnValue: { pickupEnabled: true, radiusKm: 24 },
  },
];
const index = buildRuleSearchIndex(rules);

describe('matchingRules', () => {
  it('finds a rule by its name, ignoring case', () => {
    expect(matchingRules(index, 'large CARTS')).toEqual([1]);
  });

  it('finds a rule by a condition value, a custom field name or a unit id type', () => {
    expect(matchingRules(index, 'nl')).toEqual([0]);
    expect(matchingRules(index, '500')).toEqual([1]);
    expect(matchingRules(index, 'cartvalue')).toEqual([1]);
    expect(matchingRules(index, 'store_0020')).toEqual([2]);
  });

  it('finds rules by text of their return value, in rule order', () => {
    expect(matchingRules(index, 'card')).toEqual([0, 1]);
    expect(matchingRules(index, 'bank_transfer')).toEqual([1]);
  });

  it('matches return value JSON typed with spaces after colons and commas', () => {
    expect(matchingRules(index, '"radiusKm": 24')).toEqual([2]);
    expect(matchingRules(index, '"pickupEnabled": true, "radiusKm"')).toEqual([2]);
  });

  it('finds nothing for text no rule holds', () => {
    expect(matchingRules(index, 'sofort')).toEqual([]);
  });

  it('treats a blank query as no search at all', () => {
    expect(matchingRules(index, '   ')).toBeNull();
  });

  it('finds one rule among 20,000 faster than building the index, so keystrokes redo none of that work', () => {
    const many: Rule[] = Array.from({ length: 20_000 }, (_, i) => ({
      name: `Rule ${String(i)}`,
      passPercentage: 100,
      conditions: [{ type: 'unit_id', operator: 'any', customID: 'storeID', targetValue: [`store_${String(i)}`] }],
      returnValue: { id: i, label: `value ${String(i)}`, nested: { flag: i % 2 === 0 } },
    }));
    const building = performance.now();
    const bigIndex = buildRuleSearchIndex(many);
    const buildMs = performance.now() - building;
    const searchMs = Math.min(
      ...[1, 2, 3].map(() => {
        const started = performance.now();
        expect(matchingRules(bigIndex, '"label":"value 19999"')).toEqual([19_999]);
        return performance.now() - started;
      }),
    );
    expect(searchMs).toBeLessThan(buildMs);
  });
});

describe('searchIndexFor', () => {
  it('builds the index of a rules array once and reuses it', () => {
    expect(searchIndexFor(rules)).toBe(searchIndexFor(rules));
    expect(searchIndexFor([...rules])).not.toBe(searchIndexFor(rules));
  });
});

describe('a rule returning a value nested 5,000 levels deep', () => {
  it('is indexed and found by its name and the start of its value', () => {
    const deep: Rule = {
      name: 'Deep',
      passPercentage: 100,
      conditions: [],
      returnValue: { marker: 'findme', nested: nestedValue(5_000) },
    };
    const index = buildRuleSearchIndex([...rules, deep]);
    expect(matchingRules(index, 'findme')).toEqual([rules.length]);
  });
});
