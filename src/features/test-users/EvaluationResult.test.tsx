// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluate, type EvaluationSubject } from '../../contract/evaluation/evaluate';
import { TestUserSchema } from '../../contract/evaluation/testUser';
import type { Rule } from '../../contract/rule';
import { renderInMantine } from '../../ui/testing/renderInMantine';
import { EvaluationResult } from './EvaluationResult';

const rule = (name: string, conditions: Rule['conditions'], extra: Partial<Rule> = {}): Rule => ({
  id: name.toLowerCase().replaceAll(' ', '-'),
  name,
  passPercentage: 100,
  conditions,
  ...extra,
});

const config: EvaluationSubject = {
  kind: 'dynamic_config',
  id: 'checkout_copy',
  idType: 'userID',
  defaultValue: { headline: 'Welcome' },
  rules: [
    rule('Staging only', [], { environments: ['staging'] }),
    rule('Staff', [{ type: 'email', operator: 'str_ends_with_any', targetValue: ['@acme.com'] }]),
    rule('Canada pilot', [{ type: 'country', operator: 'any', targetValue: ['CA', 'US'] }], {
      returnValue: { headline: 'Bonjour' },
    }),
    rule('Everyone', []),
  ],
};

/** The rule's list item, by its label. */
function ruleItem(label: string) {
  const item = screen.getByText(new RegExp(`^${label} ·`)).closest('li');
  if (item === null) throw new Error(`${label} not listed`);
  return within(item);
}

describe('EvaluationResult', () => {
  it('marks each rule as tried: other environment, not matched, matched, not reached; and shows the value', async () => {
    const user = TestUserSchema.parse({ userID: 'maya', country: 'CA', environment: 'production' });
    renderInMantine(<EvaluationResult evaluation={await evaluate(config, user, { bucketing: 'exact' })} />);

    expect(ruleItem("Rule 1 'Staging only'").getByText('Other environment')).toBeTruthy();
    expect(ruleItem("Rule 2 'Staff'").getByText('Not matched')).toBeTruthy();
    expect(ruleItem("Rule 2 'Staff'").getByText('email (none) ends with any of @acme.com ✗')).toBeTruthy();
    expect(ruleItem("Rule 3 'Canada pilot'").getByText('Matched')).toBeTruthy();
    expect(ruleItem("Rule 4 'Everyone'").getByText('Not reached')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(within(status).getByText('Passes')).toBeTruthy();
    expect(status.textContent).toContain("Passes by Rule 3 'Canada pilot': country CA is any of CA, US ✓");
    expect(screen.getByText('userID maya, no bucket needed: Rule 3 passes 100 %')).toBeTruthy();
    expect(screen.getByText('"Bonjour"')).toBeTruthy();
  });

  it('marks a rule the console cannot read as unknown, and says so rather than guess', async () => {
    const subject: EvaluationSubject = {
      ...config,
      rules: [rule('Future', [{ type: 'quantum_state', operator: 'any', targetValue: ['up'] }]), rule('Everyone', [])],
    };
    renderInMantine(<EvaluationResult evaluation={await evaluate(subject, TestUserSchema.parse({ userID: 'sam' }))} />);
    expect(ruleItem("Rule 1 'Future'").getByText('Unknown')).toBeTruthy();
    expect(ruleItem("Rule 2 'Everyone'").getByText('Not reached')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('Unknown')).toBeTruthy();
    expect(screen.queryByText('Returned value')).toBeNull();
  });

  it('labels a percentage upstream as an estimate and names the segments it assumed', async () => {
    const gate: EvaluationSubject = {
      kind: 'gate',
      id: 'beta',
      rules: [rule('Beta half', [{ type: 'passes_segment', targetValue: 'beta_testers' }], { passPercentage: 50 })],
    };
    const user = TestUserSchema.parse({ userID: 'maya', segments: ['beta_testers'] });
    renderInMantine(<EvaluationResult evaluation={await evaluate(gate, user, { bucketing: 'estimate' })} />);
    expect(within(screen.getByRole('status')).getByText(/^(Passes|Fails) \(estimate\)$/)).toBeTruthy();
    expect(screen.getByText('in beta_testers')).toBeTruthy();
  });

  it('says a default value is unknown where the server does not send it', async () => {
    const user = TestUserSchema.parse({ userID: 'lee', country: 'FR', environment: 'production' });
    const evaluation = await evaluate({ ...config, defaultValue: undefined, rules: config.rules.slice(0, 3) }, user);
    renderInMantine(<EvaluationResult evaluation={evaluation} defaultValueKnown={false} />);
    expect(screen.getByText('The default value, which this server does not show.')).toBeTruthy();
  });
});
