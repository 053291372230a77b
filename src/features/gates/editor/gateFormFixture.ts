// Test data for the gate form's unit tests: one valid rule and one valid form, each overridable.
import type { GateFormRule, GateFormValues } from './gateFormSchema';

/** A valid form rule with no conditions. */
export function formRule(overrides: Partial<GateFormRule> = {}): GateFormRule {
  return { key: 'k1', id: 'r1', name: 'Beta', passPercentage: 25, environments: [], conditions: [], ...overrides };
}

/** A valid form of a temporary gate with one rule. */
export function formValues(overrides: Partial<GateFormValues> = {}): GateFormValues {
  return {
    name: 'checkout redesign',
    description: '',
    isEnabled: true,
    type: 'TEMPORARY',
    tags: [],
    idType: 'userID',
    targetApps: [],
    reviewSettings: { requiredReview: false },
    rules: [formRule()],
    ...overrides,
  };
}
