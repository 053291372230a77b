import type { EveryEntity } from '../../client/queries/everyEntityQueries';
import { evaluate, type Evaluation, type EvaluationSubject } from '../../contract/evaluation/evaluate';
import { evaluationInWords, outcomeInWords, ruleLabel } from '../../contract/evaluation/evaluationWords';
import type { TestUser } from '../../contract/evaluation/testUser';
import { configSubject, gateSubject } from './subjects';

/** One entity as the user sees it: a row of the page's table. */
export interface WhatUserSeesRow {
  kind: EvaluationSubject['kind'];
  id: string;
  name: string;
  result: Evaluation['result'];
  /** The result depends on a bucket the console can only estimate (upstream, a percentage between 0 and 100). */
  estimate: boolean;
  /** "Rule 2 'Canada pilot'", or undefined when no rule decided. */
  decidingRule: string | undefined;
  /** "passes by Rule 2" */
  outcome: string;
  /** The whole reason in words, conditions and bucket included. */
  why: string;
}

export interface NamedSubject {
  subject: EvaluationSubject;
  name: string;
}

/** The name a row shows: the entity's own, or its id when it has none. */
function nameOr(name: string | undefined, id: string): string {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? id : trimmed;
}

/** Every gate, then every config, as the evaluation reads them, with the name the table shows. */
export function namedSubjects(entities: EveryEntity): NamedSubject[] {
  return [
    ...entities.gates.items.map((gate) => ({ subject: gateSubject(gate), name: nameOr(gate.name, gate.id) })),
    ...entities.configs.items.map((config) => ({
      subject: configSubject(config.summary.id, config.rules, config.detail ?? undefined),
      name: nameOr(config.summary.name, config.summary.id),
    })),
  ];
}

function row({ subject, name }: NamedSubject, evaluation: Evaluation): WhatUserSeesRow {
  const deciding =
    evaluation.reason === 'rule' || evaluation.reason === 'unknown' ? evaluation.decidingRule : undefined;
  return {
    kind: subject.kind,
    id: subject.id,
    name,
    result: evaluation.result,
    estimate: evaluation.assumptions.percentageEstimated,
    decidingRule: deciding === undefined ? undefined : ruleLabel(deciding),
    outcome: outcomeInWords(evaluation),
    why: evaluationInWords(evaluation),
  };
}

/** One entity's row; a record the evaluation cannot read is "unknown" with the reason, not a failed page. */
async function evaluateOne(named: NamedSubject, user: TestUser, bucketing: 'exact' | 'estimate') {
  try {
    return row(named, await evaluate(named.subject, user, { bucketing, trace: 'decision' }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      kind: named.subject.kind,
      id: named.subject.id,
      name: named.name,
      result: 'unknown',
      estimate: false,
      decidingRule: undefined,
      outcome: 'unknown',
      why: `Could not be evaluated: ${message}`,
    } satisfies WhatUserSeesRow;
  }
}

// Entities evaluated between two pauses: small enough that a frame is never held long, with hundreds of them.
const BATCH_SIZE = 20;

const pause = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Evaluates each entity for the user, in batches with a pause between them so the page stays responsive; rejects
 * with the signal's reason once `signal` aborts.
 */
export async function evaluateForUser(
  subjects: readonly NamedSubject[],
  user: TestUser,
  options: { bucketing: 'exact' | 'estimate'; signal?: AbortSignal; onProgress?: (done: number) => void },
): Promise<WhatUserSeesRow[]> {
  const rows: WhatUserSeesRow[] = [];
  for (const [index, named] of subjects.entries()) {
    if (index > 0 && index % BATCH_SIZE === 0) {
      options.onProgress?.(index);
      await pause();
    }
    options.signal?.throwIfAborted();
    rows.push(await evaluateOne(named, user, options.bucketing));
  }
  options.onProgress?.(subjects.length);
  return rows;
}

export interface RowFilter {
  /** Text matched, ignoring case, against the entity's id and name and the reason in words. */
  text: string;
  result: WhatUserSeesRow['result'] | undefined;
  kind: WhatUserSeesRow['kind'] | undefined;
}

/** The rows the filter keeps, in their order. */
export function filterRows(rows: readonly WhatUserSeesRow[], filter: RowFilter): WhatUserSeesRow[] {
  const text = filter.text.trim().toLowerCase();
  return rows.filter(
    (candidate) =>
      (filter.result === undefined || candidate.result === filter.result) &&
      (filter.kind === undefined || candidate.kind === filter.kind) &&
      (text === '' ||
        [candidate.id, candidate.name, candidate.why].some((field) => field.toLowerCase().includes(text))),
  );
}

/** "12 pass, 30 fail, 1 unknown": the counts above the table. */
export function resultCounts(rows: readonly WhatUserSeesRow[]): string {
  const count = (result: WhatUserSeesRow['result']) => rows.filter((candidate) => candidate.result === result).length;
  const parts = [`${String(count('pass'))} pass`, `${String(count('fail'))} fail`];
  const unknown = count('unknown');
  if (unknown > 0) parts.push(`${String(unknown)} unknown`);
  return parts.join(', ');
}
