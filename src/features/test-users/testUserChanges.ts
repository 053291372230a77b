import type { SavedTestUser } from '../../client/savedTestUsers';
import { evaluate, type Evaluation, type EvaluationSubject } from '../../contract/evaluation/evaluate';
import { evaluationChanged } from '../../contract/evaluation/evaluationChange';
import { outcomeInWords } from '../../contract/evaluation/evaluationWords';
import { present, type TestUser } from '../../contract/evaluation/testUser';

/** A saved test user whose result differs between two versions of an entity. */
export interface TestUserChange {
  userId: string;
  name: string;
  /** "CA, 2.1": the country and app version, where the user has them. */
  summary: string;
  before: Evaluation;
  after: Evaluation;
  /** "fails by default → passes by Rule 3" */
  change: string;
  /** Either side depends on a bucket the console can only estimate. */
  estimate: boolean;
}

/** The few fields that tell saved users apart in a one-line list: country and app version. */
export function testUserSummary(user: TestUser): string {
  return [present(user.country), present(user.appVersion)].filter((part) => part !== undefined).join(', ');
}

/**
 * A rule added in the draft has no id until the server saves it, and the bucket is drawn from that id: a
 * percentage between 0 and 100 on such a rule is an estimate everywhere.
 */
function decidedByNewRule(evaluation: Evaluation): boolean {
  const rule = evaluation.decidingRule;
  return (
    evaluation.reason === 'rule' &&
    rule !== undefined &&
    rule.id === undefined &&
    rule.passPercentage > 0 &&
    rule.passPercentage < 100
  );
}

function isEstimate(evaluation: Evaluation): boolean {
  return evaluation.assumptions.percentageEstimated || decidedByNewRule(evaluation);
}

/** "Maya (CA, 2.1): fails by default → passes by Rule 3", and "(estimate)" when a side is one. */
export function testUserChangeText(change: TestUserChange): string {
  const who = change.summary === '' ? change.name : `${change.name} (${change.summary})`;
  return `${who}: ${change.change}${change.estimate ? ' (estimate)' : ''}`;
}

/**
 * The saved entity's evaluations, kept while the saved subject is the same object (its version unchanged): each edit
 * of the draft then evaluates only the draft. Keyed by the user object, which a saved user's edit replaces.
 */
const savedEvaluations = new WeakMap<
  EvaluationSubject,
  WeakMap<TestUser, Partial<Record<Bucketing, Promise<Evaluation>>>>
>();

type Bucketing = 'exact' | 'estimate';

function savedEvaluation(saved: EvaluationSubject, user: TestUser, bucketing: Bucketing): Promise<Evaluation> {
  let byUser = savedEvaluations.get(saved);
  if (byUser === undefined) {
    byUser = new WeakMap();
    savedEvaluations.set(saved, byUser);
  }
  let byBucketing = byUser.get(user);
  if (byBucketing === undefined) {
    byBucketing = {};
    byUser.set(user, byBucketing);
  }
  const evaluation = byBucketing[bucketing] ?? evaluate(saved, user, { bucketing, trace: 'decision' });
  byBucketing[bucketing] = evaluation;
  return evaluation;
}

/**
 * Evaluates every saved user against the saved entity and the draft, and returns those whose result changes (a
 * different result, or a config returning a different value), in the order the users are saved.
 */
export async function testUserChanges(
  saved: EvaluationSubject,
  draft: EvaluationSubject,
  users: readonly SavedTestUser[],
  bucketing: Bucketing,
): Promise<TestUserChange[]> {
  const changes: TestUserChange[] = [];
  for (const { id, name, user } of users) {
    const before = await savedEvaluation(saved, user, bucketing);
    const after = await evaluate(draft, user, { bucketing, trace: 'decision' });
    if (!evaluationChanged(before, after)) continue;
    changes.push({
      userId: id,
      name,
      summary: testUserSummary(user),
      before,
      after,
      change: `${outcomeInWords(before)} → ${outcomeInWords(after)}`,
      estimate: isEstimate(before) || isEstimate(after),
    });
  }
  return changes;
}
