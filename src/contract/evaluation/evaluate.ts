import type { Rule } from '../rule';
import { BUCKET_COUNT, bucketOf, passThreshold } from './bucket';
import { checkCondition, conditionOutcome, type ConditionTrace } from './conditionCheck';
import { present, unitIdOf, type TestUser } from './testUser';

type JsonValue = unknown;

/** What the console evaluates: a gate, or a dynamic config with its rules and default value. */
export interface EvaluationSubject {
  kind: 'gate' | 'dynamic_config';
  id: string;
  isEnabled?: boolean | undefined;
  status?: string | undefined;
  idType?: string | undefined;
  rules: readonly Rule[];
  defaultValue?: JsonValue;
}

export type RuleOutcome = 'applied' | 'not matched' | 'other environment' | 'unknown' | 'not reached';

/**
 * One rule as tried top to bottom. `threshold` and `passed` are set on the rule that decided, and `bucket` too when
 * its percentage lies between 0 and 100 and the unit has the id.
 */
export interface RuleTrace {
  index: number;
  id: string | undefined;
  name: string;
  passPercentage: number;
  outcome: RuleOutcome;
  conditions: ConditionTrace[];
  bucket?: number;
  threshold?: number;
  passed?: boolean;
}

export interface Evaluation {
  kind: EvaluationSubject['kind'];
  entityId: string;
  result: 'pass' | 'fail' | 'unknown';
  reason: 'rule' | 'default' | 'disabled' | 'archived' | 'unknown';
  /** The rule that decided, or the rule whose unknown condition stopped the evaluation. */
  decidingRule: RuleTrace | undefined;
  /** A dynamic config's returned value; undefined for gates and for an unknown result. */
  value: JsonValue;
  rules: RuleTrace[];
  unit: { idType: string; id: string | undefined };
  environment: string | undefined;
  assumptions: {
    segments: { name: string; member: boolean }[];
    /** The deciding rule's percentage lies strictly between 0 and 100 and the bucketing is not the service's own. */
    percentageEstimated: boolean;
  };
}

export interface EvaluateOptions {
  /** `exact` on the embedded server, which buckets the same way; `estimate` upstream, which salts differently. */
  bucketing?: 'exact' | 'estimate';
  /**
   * `full` (the panel) traces every condition of each rule reached, to mark each one; `decision` (lists of many
   * entities, before-you-save) stops a rule at its first failing condition, as the SDKs do, and traces conditions
   * only on the deciding rule: the same result, reason and deciding rule, at a fraction of the work.
   */
  trace?: 'full' | 'decision';
}

/** The conditions of a rule not traced: one frozen empty list for all, not one more array per rule tried. */
const UNTRACED: ConditionTrace[] = Object.freeze([]) as unknown as ConditionTrace[];

function trace(rule: Rule, index: number, outcome: RuleOutcome, conditions = UNTRACED): RuleTrace {
  return { index, id: rule.id, name: rule.name, passPercentage: rule.passPercentage, outcome, conditions };
}

/** A condition that surely fails, or an environment the rule is not for, outweighs one the console cannot read. */
function ruleOutcome(rule: Rule, conditions: ConditionTrace[], environment: string | undefined): RuleOutcome {
  let unknown = false;
  for (const condition of conditions) {
    if (condition.outcome === 'not matched') return 'not matched';
    if (condition.outcome === 'unknown') unknown = true;
  }
  const environments = rule.environments ?? null;
  if (environment !== undefined && environments !== null && !environments.includes(environment)) {
    return 'other environment';
  }
  return unknown ? 'unknown' : 'applied';
}

/**
 * Sets whether the unit passes the deciding rule. Only a percentage between 0 and 100 needs the unit's bucket, and
 * only then is there a digest to wait for: the other evaluations finish without one more round of promises.
 */
function decide(subject: EvaluationSubject, rule: RuleTrace, unitId: string | undefined): Promise<void> | undefined {
  const threshold = passThreshold(rule.passPercentage);
  rule.threshold = threshold;
  if (unitId === undefined || threshold === 0 || threshold === BUCKET_COUNT) {
    rule.passed = threshold === BUCKET_COUNT;
    return undefined;
  }
  return bucketOf(subject.id, rule.id ?? '', unitId).then((bucket) => {
    rule.bucket = bucket;
    rule.passed = bucket < threshold;
  });
}

function fullTrace(rule: Rule, index: number, user: TestUser, environment: string | undefined): RuleTrace {
  const conditions = rule.conditions.map((condition) => checkCondition(condition, user));
  return trace(rule, index, ruleOutcome(rule, conditions, environment), conditions);
}

/**
 * A rule's outcome from its conditions up to the first that fails (a failing one decides the rule whatever the
 * others say); the conditions are traced only when the rule applies or is unknown, so it may decide.
 */
function decisionTrace(rule: Rule, index: number, user: TestUser, environment: string | undefined): RuleTrace {
  for (const condition of rule.conditions) {
    if (conditionOutcome(condition, user) === 'not matched') return trace(rule, index, 'not matched');
  }
  return fullTrace(rule, index, user, environment);
}

function segmentsAssumed(rules: RuleTrace[]): Evaluation['assumptions']['segments'] {
  let seen: Map<string, boolean> | undefined; // made only when a segment is met: most evaluations meet none
  for (const rule of rules) {
    for (const condition of rule.conditions) {
      if (condition.type !== 'passes_segment' && condition.type !== 'fails_segment') continue;
      seen ??= new Map();
      seen.set(condition.targets[0] ?? '', condition.userValue === 'in');
    }
  }
  return seen === undefined ? [] : [...seen].map(([name, member]) => ({ name, member }));
}

/**
 * Evaluates a gate or a dynamic config for a test user the way the service's SDKs do: a disabled (or archived) entity
 * fails everyone; rules are tried top to bottom; the first rule that applies decides by the unit's bucket; no rule
 * applying fails by default. A condition the console cannot read makes the result unknown from that rule on.
 */
export async function evaluate(
  subject: EvaluationSubject,
  user: TestUser,
  options: EvaluateOptions = {},
): Promise<Evaluation> {
  const environment = present(user.environment);
  const unitId = unitIdOf(user, subject.idType);
  // An archived gate is also disabled; archived is the reason a person recognises.
  const stoppedBy = subject.status === 'Archived' ? 'archived' : subject.isEnabled === false ? 'disabled' : undefined;
  const rules: RuleTrace[] = [];
  let decidingRule: RuleTrace | undefined;
  for (const [index, rule] of subject.rules.entries()) {
    if (stoppedBy !== undefined || decidingRule !== undefined) {
      rules.push(trace(rule, index, 'not reached'));
      continue;
    }
    const tried =
      options.trace === 'decision'
        ? decisionTrace(rule, index, user, environment)
        : fullTrace(rule, index, user, environment);
    rules.push(tried);
    if (tried.outcome === 'applied' || tried.outcome === 'unknown') decidingRule = tried;
  }
  const bucketed = decidingRule?.outcome === 'applied' ? decide(subject, decidingRule, unitId) : undefined;
  if (bucketed !== undefined) await bucketed;
  const result: Evaluation['result'] =
    stoppedBy !== undefined || decidingRule === undefined
      ? 'fail'
      : decidingRule.outcome === 'unknown'
        ? 'unknown'
        : decidingRule.passed === true
          ? 'pass'
          : 'fail';
  const reason: Evaluation['reason'] =
    stoppedBy ?? (decidingRule === undefined ? 'default' : decidingRule.outcome === 'unknown' ? 'unknown' : 'rule');
  const threshold = decidingRule?.threshold;
  const estimated =
    options.bucketing === 'estimate' && threshold !== undefined && threshold > 0 && threshold < BUCKET_COUNT;
  return {
    kind: subject.kind,
    entityId: subject.id,
    result,
    reason,
    decidingRule,
    value: subject.kind === 'gate' || result === 'unknown' ? undefined : returnedValue(subject, decidingRule, result),
    rules,
    unit: { idType: present(subject.idType) ?? 'userID', id: unitId },
    environment,
    assumptions: { segments: segmentsAssumed(rules), percentageEstimated: estimated && unitId !== undefined },
  };
}

function returnedValue(subject: EvaluationSubject, deciding: RuleTrace | undefined, result: 'pass' | 'fail') {
  if (result === 'pass' && deciding !== undefined) return subject.rules[deciding.index]?.returnValue;
  return subject.defaultValue;
}
