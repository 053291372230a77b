import * as z from './zod';
import {
  CONDITION_TYPES,
  type ConditionType,
  isConditionType,
  operatorsFor,
  targetValueShape,
} from './conditionOperators';
import { isIPAddress } from './ipAddress';
import { JsonInputSchema, JsonValueSchema } from './common';
import {
  MAX_CONDITIONS_PER_RULE,
  MAX_VALUES_PER_CONDITION,
  PASS_PERCENTAGE_MAX,
  PASS_PERCENTAGE_MIN,
  PASS_PERCENTAGE_STEP,
} from './limits';
import { noControlCharacters, plainTextSchema } from './text';

const TargetValueSchema = z.union([z.array(z.string()), z.string(), z.number()]);

/** A condition as read from the API: any type or operator is kept, so unknown ones round-trip unchanged. */
export const ConditionSchema = z.looseObject({
  type: z.string(),
  operator: z.optional(z.string()),
  targetValue: z.optional(TargetValueSchema),
  field: z.optional(z.string()),
  customID: z.optional(z.string()),
});
export type Condition = z.infer<typeof ConditionSchema>;

export const AutomatedRolloutSchema = z.looseObject({ passPercent: z.number(), time: z.number() });
export type AutomatedRollout = z.infer<typeof AutomatedRolloutSchema>;

/** A rule as read from the API; `environments` null or absent means every environment. */
export const RuleSchema = z.looseObject({
  id: z.optional(z.string()),
  baseID: z.optional(z.string()),
  name: z.string(),
  passPercentage: z.number(),
  conditions: z._default(z.array(ConditionSchema), []),
  environments: z.optional(z.nullable(z.array(z.string()))),
  returnValue: z.optional(JsonValueSchema),
  completedAutomatedRollouts: z.optional(z.array(AutomatedRolloutSchema)),
  pendingAutomatedRollouts: z.optional(z.array(AutomatedRolloutSchema)),
});
export type Rule = z.infer<typeof RuleSchema>;

/** Pass percentage: a number from 0 to 100 inclusive, in steps of 0.01. */
export const PassPercentageSchema = z.number({ error: 'Pass percentage must be a number' }).check(
  z.gte(PASS_PERCENTAGE_MIN, { error: 'Pass percentage must be between 0 and 100' }),
  z.lte(PASS_PERCENTAGE_MAX, { error: 'Pass percentage must be between 0 and 100' }),
  z.refine((value) => Math.abs(Math.round(value / PASS_PERCENTAGE_STEP) * PASS_PERCENTAGE_STEP - value) < 1e-9, {
    error: 'Pass percentage allows at most two decimals',
  }),
);

/**
 * A condition as written: a known type, an operator allowed for it, and a targetValue shaped for the operator
 * (a list, a number, one version string, one valid regular expression, or one segment name).
 */
export const ConditionInputSchema = z
  .strictObject({
    type: z.enum(CONDITION_TYPES, { error: 'Unknown condition type' }),
    operator: z.optional(z.string()),
    targetValue: TargetValueSchema,
    field: z.optional(plainTextSchema('Custom field name')),
    customID: z.optional(plainTextSchema('Unit id type')),
  })
  .check(
    z.superRefine((condition, ctx) => {
      const { type, operator, targetValue } = condition;
      // Checked here, not on the union: a failed union member would only say "Invalid input".
      if (Array.isArray(targetValue) && targetValue.length > MAX_VALUES_PER_CONDITION) {
        ctx.addIssue({
          code: 'custom',
          path: ['targetValue'],
          message: `A condition may list at most ${String(MAX_VALUES_PER_CONDITION)} values; use a segment for longer lists`,
        });
        return;
      }
      if (!isConditionType(type)) return;
      const allowed = operatorsFor(type);
      if (allowed.length === 0) {
        if (operator !== undefined)
          ctx.addIssue({ code: 'custom', path: ['operator'], message: `${type} takes no operator` });
      } else if (operator === undefined || !(allowed as readonly string[]).includes(operator)) {
        ctx.addIssue({
          code: 'custom',
          path: ['operator'],
          message: `Operator for ${type} must be one of: ${allowed.join(', ')}`,
        });
        return;
      }
      if (type === 'custom_field' && !condition.field?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['field'], message: 'Custom field name is required' });
      }
      if (type === 'unit_id' && !condition.customID?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['customID'], message: 'Unit id type is required' });
      }
      const issue =
        targetValueIssue(targetValueShape(type, operator), targetValue) ??
        (takesWholeIPAddresses(type, operator) ? ipAddressIssue(targetValue) : undefined);
      if (issue) ctx.addIssue({ code: 'custom', path: ['targetValue'], message: issue });
    }),
  );
export type ConditionInput = z.infer<typeof ConditionInputSchema>;

// What a condition's value must be, beside the schema that checks it: the console's views and forms read the
// operators and shapes in conditionOperators.ts without carrying these.

/** List operators that compare whole values (not prefixes, suffixes or fragments of text). */
const WHOLE_VALUE_OPERATORS = ['any', 'none', 'any_case_sensitive', 'none_case_sensitive'] as const;

/**
 * Whether each value of the condition must be a whole IP address: an `ip_address` condition compared as a whole
 * value. Prefixes, suffixes, fragments and patterns are text and stay free.
 */
function takesWholeIPAddresses(type: ConditionType, operator: string | undefined): boolean {
  return type === 'ip_address' && (WHOLE_VALUE_OPERATORS as readonly string[]).includes(operator ?? '');
}

/** A version string such as 1, 2.3 or 10.4.1-beta.2. */
const VERSION_PATTERN = /^\d+(\.\d+){0,3}(-[0-9A-Za-z.]+)?$/;

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

function targetValueIssue(shape: ReturnType<typeof targetValueShape>, value: unknown): string | undefined {
  switch (shape) {
    case 'list':
      if (!Array.isArray(value) || value.length === 0) return 'Enter at least one value';
      if (value.some((v) => typeof v !== 'string' || v.trim() === '')) return 'Values must not be empty';
      return undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'Enter a number';
    case 'version':
      return typeof value === 'string' && VERSION_PATTERN.test(value) ? undefined : 'Enter one version such as 1.2.3';
    case 'pattern':
      if (typeof value !== 'string' || value === '') return 'Enter a regular expression';
      return isValidRegex(value) ? undefined : 'Enter a valid regular expression';
    case 'segment':
      return typeof value === 'string' && value.trim() !== '' ? undefined : 'Enter the segment name';
  }
}

/** The first value of an address list that is not one IPv4 or IPv6 address, as a sentence; a range gets a hint. */
function ipAddressIssue(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const wrong = value.find((item): item is string => typeof item === 'string' && !isIPAddress(item));
  if (wrong === undefined) return undefined;
  // A range never equals one address: the comparison is of whole values, so it would match no one.
  if (wrong.includes('/')) {
    return `“${wrong}” is a range, but this operator compares whole addresses; list addresses, or use "starts with" for a prefix such as 10.0.`;
  }
  return `“${wrong}” is not an IP address; enter IPv4 such as 203.0.113.7 or IPv6 such as 2001:db8::1`;
}

/** A rule as written in a gate update. Server-kept fields are accepted and ignored. */
export const RuleInputSchema = z.strictObject({
  id: z.optional(plainTextSchema('Rule id')),
  baseID: z.optional(z.string()),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'Rule name is required' }), noControlCharacters('Rule name')),
  passPercentage: PassPercentageSchema,
  conditions: z.array(ConditionInputSchema).check(
    z.maxLength(MAX_CONDITIONS_PER_RULE, {
      error: `A rule may have at most ${String(MAX_CONDITIONS_PER_RULE)} conditions`,
    }),
  ),
  environments: z.optional(z.nullable(z.array(plainTextSchema('Environment')))),
  returnValue: z.optional(JsonInputSchema),
  completedAutomatedRollouts: z.optional(z.array(AutomatedRolloutSchema)),
  pendingAutomatedRollouts: z.optional(z.array(AutomatedRolloutSchema)),
});
export type RuleInput = z.infer<typeof RuleInputSchema>;

const nameKey = (name: unknown) =>
  typeof name === 'string' && name.trim() !== '' ? name.trim().toLowerCase() : undefined;

/**
 * Rules whose name another rule of the list shares (trimmed, ignoring case): each such rule's position with the
 * position of the first other rule of that name.
 */
export function ruleNameTwins(rules: readonly unknown[]): Map<number, number> {
  const byName = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    // Also read while other checks of the list fail, so an item may be anything.
    const key = typeof rule === 'object' && rule !== null && 'name' in rule ? nameKey(rule.name) : undefined;
    if (key !== undefined) byName.set(key, [...(byName.get(key) ?? []), index]);
  });
  const twins = new Map<number, number>();
  for (const positions of byName.values()) {
    if (positions.length < 2) continue;
    for (const index of positions) twins.set(index, positions.find((other) => other !== index) ?? index);
  }
  return twins;
}

/** The problem of a rule whose name the rule at `twin` also has. */
export function ruleNameTwinMessage(twin: number): string {
  return `Rule ${String(twin + 1)} has the same name; each rule needs a name of its own`;
}

/**
 * Two rules of a gate may not share a name: history and reviews tell rules apart by name. Each twin is flagged at
 * its name. Runs while other fields of the rules have problems too, so the form flags a twin as soon as it is typed.
 */
export const distinctRuleNames = z.superRefine(
  (rules: readonly unknown[], ctx) => {
    for (const [index, twin] of ruleNameTwins(rules)) {
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: ruleNameTwinMessage(twin), input: rules[index] });
    }
  },
  // Only a list can hold twins: `rules` sent as anything else already has its own problem.
  { when: (payload) => Array.isArray(payload.value) },
);
