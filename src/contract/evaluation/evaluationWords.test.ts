import { describe, expect, it } from 'vitest';
import type { Condition } from '../rule';
import { evaluate, type EvaluateOptions, type EvaluationSubject } from './evaluate';
import { conditionInWords, evaluationInWords, outcomeInWords, ruleLabel } from './evaluationWords';
import type { TestUser } from './testUser';
import { config, country, gate, nodeBucket, rule, user } from './testing/evaluationFixtures';

const appVersion: Condition = { type: 'app_version', operator: 'version_gte', targetValue: '2.0' };
const pilot = rule('Canada pilot', 25, [country(['CA', 'US']), appVersion]);
const staff = rule('Staff', 100, [{ type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] }]);

/** The first of u0, u1, … whose bucket for the rule is below (or not below) the threshold. */
function unitWhere(ruleId: string, below: boolean, threshold: number): { id: string; bucket: number } {
  for (let index = 0; ; index += 1) {
    const bucket = nodeBucket('g', ruleId, `u${String(index)}`);
    if (bucket < threshold === below) return { id: `u${String(index)}`, bucket };
  }
}

const inside = unitWhere('r_Canada pilot', true, 2500);
const outside = unitWhere('r_Canada pilot', false, 2500);
const maya = user({ userID: inside.id, country: 'CA', appVersion: '2.1', email: 'maya@example.ca' });

type Case = [subject: EvaluationSubject, user: TestUser, outcome: string, sentence: string, options?: EvaluateOptions];

const CASES: Case[] = [
  [
    gate([staff, pilot]),
    maya,
    'passes by Rule 2',
    `Passes by Rule 2 'Canada pilot': country CA is any of CA, US ✓; app version 2.1 ≥ 2.0 ✓; bucket ${String(inside.bucket)} < 2500`,
  ],
  [
    gate([staff, pilot]),
    { ...maya, userID: outside.id },
    'fails by Rule 2',
    `Fails by Rule 2 'Canada pilot': country CA is any of CA, US ✓; app version 2.1 ≥ 2.0 ✓; bucket ${String(outside.bucket)} ≥ 2500`,
  ],
  [
    gate([staff, pilot]),
    maya,
    'passes by Rule 2',
    `Passes by Rule 2 'Canada pilot': country CA is any of CA, US ✓; app version 2.1 ≥ 2.0 ✓; bucket ${String(inside.bucket)} < 2500 (the console’s estimate)`,
    { bucketing: 'estimate' },
  ],
  [
    gate([staff, pilot]),
    user({ userID: 'u1', country: 'FR', appVersion: '2.1' }),
    'fails by default',
    'Fails by default: no rule applies',
  ],
  [gate([staff], { isEnabled: false }), maya, 'fails (gate disabled)', 'Fails (gate disabled)'],
  [config([staff], { isEnabled: false }), maya, 'fails (config disabled)', 'Fails (config disabled)'],
  [gate([staff], { isEnabled: false, status: 'Archived' }), maya, 'fails (gate archived)', 'Fails (gate archived)'],
  [
    gate([staff, pilot]),
    { ...maya, email: 'maya@acme.com' },
    'passes by Rule 1',
    "Passes by Rule 1 'Staff': email maya@acme.com ends with any of @acme.com ✓; 100 % pass",
  ],
  [gate([rule('Nobody', 0)]), maya, 'fails by Rule 1', "Fails by Rule 1 'Nobody': 0 % pass"],
  [
    gate([rule('Everyone', 100)]),
    user(),
    'passes by Rule 1',
    "Passes by Rule 1 'Everyone': 100 % pass, no userID needed",
  ],
  [
    gate([rule('Everyone', 50)], { idType: 'stableID' }),
    maya,
    'fails by Rule 1',
    "Fails by Rule 1 'Everyone': no stableID, so only a 100 % rule passes",
  ],
  [
    gate([rule('Beta', 100, [{ type: 'passes_segment', targetValue: 'beta_testers' }])]),
    user({ segments: ['beta_testers'] }),
    'passes by Rule 1',
    "Passes by Rule 1 'Beta': in segment beta_testers ✓ (assumed in); 100 % pass, no userID needed",
  ],
  [
    gate([rule('Phones', 100, [{ type: 'device_model', operator: 'any', targetValue: ['Pixel'] }]), staff]),
    maya,
    'unknown from Rule 1',
    `Unknown from Rule 1 'Phones': device_model (none) is any of Pixel ? (the console does not know the condition type "device_model")`,
  ],
];

describe('evaluation in words', () => {
  it.each(CASES)('case %# reads as its sentence', async (subject, testUser, outcome, sentence, options) => {
    const evaluation = await evaluate(subject, testUser, options);
    expect(outcomeInWords(evaluation)).toBe(outcome);
    expect(evaluationInWords(evaluation)).toBe(sentence);
  });
});

describe('conditionInWords', () => {
  const trace = (condition: Condition, fields: Partial<TestUser>) =>
    evaluate(gate([rule('one', 100, [condition])]), user(fields)).then(
      (evaluation) => evaluation.rules[0]?.conditions[0],
    );

  it.each([
    [
      { type: 'ip_address', operator: 'any', targetValue: ['10.0.0.1'] },
      { ip: '10.0.0.1' },
      'IP address 10.0.0.1 is any of 10.0.0.1 ✓',
    ],
    [
      { type: 'os_version', operator: 'version_lt', targetValue: '17' },
      { osVersion: '17.1' },
      'OS version 17.1 < 17 ✗',
    ],
    [
      { type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] },
      {},
      'email (none) ends with any of @acme.com ✗',
    ],
    [
      { type: 'custom_field', operator: 'gt', targetValue: 500, field: 'cartValue' },
      { custom: { cartValue: '720' } },
      'custom field cartValue 720 > 500 ✓',
    ],
    [
      { type: 'unit_id', operator: 'any', targetValue: ['s1'], customID: 'storeID' },
      { customIDs: { storeID: 's1' } },
      'unit ID storeID s1 is any of s1 ✓',
    ],
    [{ type: 'fails_segment', targetValue: 'fraud' }, {}, 'not in segment fraud ✓ (assumed not in)'],
  ] as [Condition, Partial<TestUser>, string][])('%# reads as words', async (condition, fields, words) => {
    const tried = await trace(condition, fields);
    expect(tried && conditionInWords(tried)).toBe(words);
  });

  it('numbers rules from 1, as the editor shows them', () => {
    expect(ruleLabel({ index: 2, name: 'Canada pilot' })).toBe("Rule 3 'Canada pilot'");
  });
});
