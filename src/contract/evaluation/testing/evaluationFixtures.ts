import { createHash } from 'node:crypto';
import type { Condition, Rule } from '../../rule';
import { BUCKET_COUNT } from '../bucket';
import type { EvaluationSubject } from '../evaluate';
import { TestUserSchema, type TestUser } from '../testUser';

/** A rule with an id made from its name, every environment, and the conditions given. */
export function rule(name: string, passPercentage: number, conditions: Condition[] = [], extra: Partial<Rule> = {}) {
  return { id: `r_${name}`, name, passPercentage, conditions, environments: null, ...extra } satisfies Rule;
}

export function gate(rules: Rule[], extra: Partial<EvaluationSubject> = {}): EvaluationSubject {
  return { kind: 'gate', id: 'g', isEnabled: true, idType: 'userID', rules, ...extra };
}

export function config(rules: Rule[], extra: Partial<EvaluationSubject> = {}): EvaluationSubject {
  return { kind: 'dynamic_config', id: 'c', isEnabled: true, rules, defaultValue: { tier: 'default' }, ...extra };
}

/** A test user from the fields given, every other field empty. */
export function user(fields: Partial<TestUser> = {}): TestUser {
  return TestUserSchema.parse(fields);
}

/** The bucket worked out apart from the module: Node's SHA-256, first 8 bytes big-endian, modulo 10,000. */
export function nodeBucket(entityId: string, ruleId: string, unitId: string): number {
  const digest = createHash('sha256').update(`${entityId}.${ruleId}.${unitId}`, 'utf8').digest();
  return Number(digest.readBigUInt64BE(0) % BigInt(BUCKET_COUNT));
}

export const country = (values: string[], operator = 'any'): Condition => ({
  type: 'country',
  operator,
  targetValue: values,
});
