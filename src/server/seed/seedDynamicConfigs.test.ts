import { describe, expect, it } from 'vitest';
import { RuleInputSchema } from '../../contract/rule';
import { seedDynamicConfigs, STORE_OVERRIDE_RULE_COUNT } from './seedDynamicConfigs';

const configs = seedDynamicConfigs(Date.UTC(2026, 0, 15, 12));
const rules = configs.flatMap((config) => config.rules);

describe('seeded dynamic configs', () => {
  it('has five configs, one with 5,000 rules and one with none', () => {
    expect(configs).toHaveLength(5);
    expect(configs.filter((config) => config.rules.length === STORE_OVERRIDE_RULE_COUNT)).toHaveLength(1);
    expect(STORE_OVERRIDE_RULE_COUNT).toBe(5000);
    expect(configs.filter((config) => config.rules.length === 0)).toHaveLength(1);
  });

  it('summarises each config with an id, name, description and time', () => {
    for (const { summary } of configs) {
      expect(summary.name).toBeTruthy();
      expect(summary.description).toBeTruthy();
      expect(summary.lastModifiedTime).toBeGreaterThan(0);
    }
  });

  it('returns an object from every rule, with unique ids and valid conditions', () => {
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(
        typeof rule.returnValue === 'object' && rule.returnValue !== null && !Array.isArray(rule.returnValue),
      ).toBe(true);
    }
    for (const rule of rules.slice(0, 50)) expect(RuleInputSchema.safeParse(rule).error).toBeUndefined();
  });

  it('has automated rollouts on some rules', () => {
    expect(rules.some((rule) => (rule.completedAutomatedRollouts ?? []).length > 0)).toBe(true);
    expect(rules.some((rule) => (rule.pendingAutomatedRollouts ?? []).length > 0)).toBe(true);
  });
});
