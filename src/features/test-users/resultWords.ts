import type { Evaluation, RuleOutcome } from '../../contract/evaluation/evaluate';

/** The badge of a result: passes / fails / unknown, and "estimate" where the bucket is the console's guess. */
export function resultBadge(evaluation: Evaluation): { label: string; color: string } {
  const estimate = evaluation.assumptions.percentageEstimated ? ' (estimate)' : '';
  switch (evaluation.result) {
    case 'pass':
      return { label: `Passes${estimate}`, color: 'green' };
    case 'fail':
      return { label: `Fails${estimate}`, color: 'red' };
    case 'unknown':
      return { label: 'Unknown', color: 'yellow' };
  }
}

const OUTCOME_WORDS: Record<RuleOutcome, string> = {
  applied: 'Matched',
  'not matched': 'Not matched',
  'other environment': 'Other environment',
  unknown: 'Unknown',
  'not reached': 'Not reached',
};

export const OUTCOME_COLORS: Record<RuleOutcome, string> = {
  applied: 'green',
  'not matched': 'gray',
  'other environment': 'gray',
  unknown: 'yellow',
  'not reached': 'gray',
};

/** How a rule fared, as its mark reads: "Matched", "Not reached". */
export function outcomeMark(outcome: RuleOutcome): string {
  return OUTCOME_WORDS[outcome];
}

/** "userID maya, bucket 1834 of 10000 (Rule 2)"; "no userID given". */
export function unitWords(evaluation: Evaluation): string {
  const { idType, id } = evaluation.unit;
  if (id === undefined) return `No ${idType} given: only a 100 % rule passes`;
  const rule = evaluation.decidingRule;
  if (rule === undefined) return `${idType} ${id}`;
  // A 0 % or 100 % rule decides without a bucket, so none is computed.
  if (rule.bucket === undefined)
    return `${idType} ${id}, no bucket needed: Rule ${String(rule.index + 1)} passes ${String(rule.passPercentage)} %`;
  const estimate = evaluation.assumptions.percentageEstimated ? ', the console’s estimate' : '';
  return `${idType} ${id}, bucket ${String(rule.bucket)} of 10000 in Rule ${String(rule.index + 1)}${estimate}`;
}

/** "in beta testers; not in staff", or undefined when no rule asked about a segment. */
export function segmentWords(evaluation: Evaluation): string | undefined {
  const { segments } = evaluation.assumptions;
  if (segments.length === 0) return undefined;
  return segments.map((segment) => `${segment.member ? 'in' : 'not in'} ${segment.name}`).join('; ');
}
