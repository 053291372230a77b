import { describe, expect, it } from 'vitest';
import { AutotuneCreateBodySchema } from '../../contract/autotune';
import { RuleSchema } from '../../contract/rule';
import { seedAutotunes } from './seedAutotunes';
import { EVENT_NAMES } from './seedEventNames';

const autotunes = seedAutotunes(Date.UTC(2026, 0, 15, 12));

describe('seeded autotunes', () => {
  it('has eight autotunes that could each have been created through the API', () => {
    expect(autotunes).toHaveLength(8);
    for (const autotune of autotunes) {
      const body = {
        name: autotune.name,
        description: autotune.description,
        variants: autotune.variants.map(({ name, json, size }) => ({ name, json, size })),
        successEvent: autotune.successEvent,
        successEventValue: autotune.successEventValue,
        explorationWindow: autotune.explorationWindow,
        attributionWindow: autotune.attributionWindow,
        winnerThreshold: autotune.winnerThreshold,
        idType: autotune.idType,
      };
      expect(AutotuneCreateBodySchema.safeParse(body).error, autotune.id).toBeUndefined();
      expect(autotune.id).toBe(autotune.name);
    }
  });

  it('has 2 to 5 variants each, with ids and JSON values', () => {
    for (const { variants } of autotunes) {
      expect(variants.length).toBeGreaterThanOrEqual(2);
      expect(variants.length).toBeLessThanOrEqual(5);
      for (const variant of variants) expect(variant.id).toBeTruthy();
    }
  });

  it('optimises seeded events', () => {
    const names: string[] = EVENT_NAMES.map(({ name }) => name);
    for (const autotune of autotunes) expect(names).toContain(autotune.successEvent);
  });

  it('has started and unstarted autotunes and two with a winner that is one of its variants', () => {
    expect(new Set(autotunes.map((autotune) => autotune.isStarted))).toEqual(new Set([true, false]));
    const withWinner = autotunes.filter((autotune) => autotune.winner !== null);
    expect(withWinner).toHaveLength(2);
    for (const autotune of withWinner) {
      expect(autotune.variants.map(({ id, name }) => ({ id, name }))).toContainEqual(autotune.winner);
    }
  });

  it('keeps the targeting rules JSON text in step with the rules, "{}" when there are none', () => {
    expect(autotunes.some((autotune) => autotune.inlineTargetingRules.length > 0)).toBe(true);
    for (const autotune of autotunes) {
      const rules = autotune.inlineTargetingRules;
      expect(autotune.inlineTargetingRulesJSON).toBe(rules.length > 0 ? JSON.stringify(rules) : '{}');
      for (const rule of rules) expect(RuleSchema.safeParse(rule).success).toBe(true);
    }
  });
});
