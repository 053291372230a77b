import { isConditionType } from '../conditionOperators';
import { BUCKET_COUNT } from './bucket';
import { CONDITION_TYPE_LABELS, OPERATOR_LABELS } from '../conditionWords';
import type { ConditionTrace } from './conditionCheck';
import type { Evaluation, RuleTrace } from './evaluate';

/** Comparisons read as symbols in a one-line reason ("app version 2.1 ≥ 2.0"); lists keep their words. */
const SYMBOLS: Partial<Record<string, string>> = {
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  eq: '=',
  neq: '≠',
  version_gt: '>',
  version_gte: '≥',
  version_lt: '<',
  version_lte: '≤',
  version_eq: '=',
  version_neq: '≠',
};

const MARKS = { matched: '✓', 'not matched': '✗', unknown: '?' } as const;

/** A condition type as a sentence names it: "country", "custom field plan". */
function conditionSubject(condition: Pick<ConditionTrace, 'type' | 'field'>): string {
  const label = isConditionType(condition.type) ? CONDITION_TYPE_LABELS[condition.type] : condition.type;
  // Lower-case the first letter of "Country", not of "IP address" or "OS version".
  const lowered = /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  const base = condition.type === 'unit_id' ? 'unit ID' : lowered;
  return condition.field === undefined || condition.field === '' ? base : `${base} ${condition.field}`;
}

function operatorWords(operator: string | undefined): string {
  if (operator === undefined) return '';
  const words: Partial<Record<string, string>> = OPERATOR_LABELS;
  return SYMBOLS[operator] ?? words[operator] ?? operator;
}

/** One condition as tried: "country CA is any of CA, US ✓", "email (none) ends with any of @acme.com ✗". */
export function conditionInWords(condition: ConditionTrace): string {
  const mark = MARKS[condition.outcome];
  if (condition.type === 'passes_segment' || condition.type === 'fails_segment') {
    const verb = condition.type === 'passes_segment' ? 'in' : 'not in';
    return `${verb} segment ${condition.targets[0] ?? ''} ${mark} (assumed ${condition.userValue ?? 'not in'})`;
  }
  const value = condition.userValue ?? '(none)';
  const sentence = `${conditionSubject(condition)} ${value} ${operatorWords(condition.operator)} ${condition.targets.join(', ')}`;
  return `${sentence.trim()} ${mark}${condition.outcome === 'unknown' && condition.note ? ` (${condition.note})` : ''}`;
}

/** "Rule 2 'Canada pilot'": rules are numbered from 1, as the editor shows them. */
export function ruleLabel(rule: Pick<RuleTrace, 'index' | 'name'>): string {
  return `Rule ${String(rule.index + 1)} '${rule.name}'`;
}

/** How the deciding rule's percentage decided: by the bucket, or by being 0 % or 100 % (no bucket needed). */
function bucketWords(evaluation: Evaluation, rule: RuleTrace): string {
  const threshold = rule.threshold ?? 0;
  if (rule.bucket === undefined) {
    const noUnit = evaluation.unit.id === undefined;
    if (threshold === BUCKET_COUNT) return noUnit ? `100 % pass, no ${evaluation.unit.idType} needed` : '100 % pass';
    if (threshold === 0) return '0 % pass';
    return `no ${evaluation.unit.idType}, so only a 100 % rule passes`;
  }
  const estimate = evaluation.assumptions.percentageEstimated ? ' (the console’s estimate)' : '';
  return `bucket ${String(rule.bucket)} ${rule.bucket < threshold ? '<' : '≥'} ${String(threshold)}${estimate}`;
}

/** The short outcome a list or a before/after line shows: "passes by Rule 3", "fails by default". */
export function outcomeInWords(evaluation: Evaluation): string {
  const rule = evaluation.decidingRule;
  switch (evaluation.reason) {
    case 'disabled':
      return `fails (${evaluation.kind === 'gate' ? 'gate' : 'config'} disabled)`;
    case 'archived':
      return 'fails (gate archived)';
    case 'default':
      return 'fails by default';
    case 'unknown':
      return `unknown from Rule ${String((rule?.index ?? 0) + 1)}`;
    case 'rule':
      return `${evaluation.result === 'pass' ? 'passes' : 'fails'} by Rule ${String((rule?.index ?? 0) + 1)}`;
  }
}

/**
 * The result in one sentence, with the deciding rule's conditions and bucket:
 * "Passes by Rule 2 'Canada pilot': country CA is any of CA, US ✓; app version 2.1 ≥ 2.0 ✓; bucket 1834 < 2500".
 */
export function evaluationInWords(evaluation: Evaluation): string {
  const rule = evaluation.decidingRule;
  const outcome = outcomeInWords(evaluation);
  const head = outcome.charAt(0).toUpperCase() + outcome.slice(1);
  if (evaluation.reason === 'default') return `${head}: no rule applies`;
  if (rule === undefined) return head;
  const parts = rule.conditions.map(conditionInWords);
  if (evaluation.reason === 'rule') parts.push(bucketWords(evaluation, rule));
  const named = `${head.replace(/Rule \d+$/, '')}${ruleLabel(rule)}`;
  return parts.length === 0 ? named : `${named}: ${parts.join('; ')}`;
}
