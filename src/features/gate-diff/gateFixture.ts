import type { Gate } from '../../contract/gate';
import type { Rule } from '../../contract/rule';

/** A rule for tests: everyone at 100% unless the test says otherwise. */
export function ruleFixture(overrides: Partial<Rule> & { id?: string }): Rule {
  return { name: 'Everyone', passPercentage: 100, conditions: [], environments: null, ...overrides };
}

/** A gate for tests with the fields the diff reads; each test overrides what it is about. */
export function gateFixture(overrides: Partial<Gate> = {}): Gate {
  return {
    id: 'checkout_flow',
    name: 'Checkout flow',
    description: 'New checkout',
    idType: 'userID',
    isEnabled: true,
    type: 'TEMPORARY',
    rules: [],
    tags: ['checkout'],
    targetApps: ['web'],
    reviewSettings: { requiredReview: false, allowedReviewers: [] },
    version: 3,
    ...overrides,
  };
}
