import { isConditionType } from '../../../contract/conditionOperators';
import { GateWritableSchema } from '../../../contract/gate';
import {
  type Condition,
  ConditionInputSchema,
  ConditionSchema,
  distinctRuleNames,
  PassPercentageSchema,
  RuleInputSchema,
} from '../../../contract/rule';
import * as z from '../../../contract/zod';
import { numberFromText } from './coerceTargetValue';
import { toConditionInput } from './formCondition';
import { conditionsLimitProblem, rulesLimitProblem, valuesLimitProblem } from './gateSizeProblems';

const FormTargetValueSchema = z.union([z.array(z.string()), z.string(), z.number()]);

/**
 * A condition of the form. A known one is checked by the contract's `ConditionInputSchema` after its value is coerced
 * to its operator's shape, so errors land on `operator`, `targetValue`, `field` or `customID` as the user types.
 * One with `passthrough` is a condition the console does not know: read-only, sent back unchanged, never checked.
 */
const FormConditionSchema = z
  .object({
    type: z.string(),
    operator: z.optional(z.string()),
    targetValue: z.optional(FormTargetValueSchema),
    field: z.optional(z.string()),
    customID: z.optional(z.string()),
    // Kept as the very object loaded, not a parsed copy: react-hook-form copies what the resolver returns level by
    // level, which overflows the stack on a value an upstream nested thousands of levels deep.
    passthrough: z.optional(z.custom<Condition>((value) => ConditionSchema.safeParse(value).success)),
  })
  .check(
    z.superRefine((condition, ctx) => {
      const { type, targetValue } = condition;
      const tooMany = Array.isArray(targetValue) ? valuesLimitProblem(targetValue.length) : undefined;
      if (tooMany !== undefined) ctx.addIssue({ code: 'custom', path: ['targetValue'], message: tooMany });
      if (condition.passthrough) return;
      if (!isConditionType(type)) {
        ctx.addIssue({ code: 'custom', path: ['type'], message: 'Choose a condition type' });
        return;
      }
      const result = ConditionInputSchema.safeParse(toConditionInput({ ...condition, type }));
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }),
  );

/** A number input may hold text while the user types; a number in it counts as a number. */
const FormPassPercentageSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value: number | string) => (typeof value === 'string' ? numberFromText(value) : value)),
  ),
  PassPercentageSchema,
);

/** A check on a list's length that runs even while its items have problems, so every problem shows at once. */
function listLimit(problem: (length: number) => string | undefined) {
  return z.superRefine(
    (list: readonly unknown[], ctx) => {
      const message = problem(list.length);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    },
    { when: () => true },
  );
}

/**
 * A rule of the form: `id` is the server's (absent for a new rule) so a diff matches rules by id; `key` is a stable
 * client key for React keys and drag and drop; `environments` empty means every environment.
 */
export const FormRuleSchema = z.object({
  key: z.string(),
  id: RuleInputSchema.shape.id,
  name: RuleInputSchema.shape.name,
  passPercentage: FormPassPercentageSchema,
  environments: z.array(z.string()),
  conditions: z.array(FormConditionSchema).check(listLimit(conditionsLimitProblem)),
});

/**
 * The editable fields of a gate, checked with the contract's own schemas. `type` is null when
 * the gate's type is one only the service sets (STALE, TEMPLATE) and the user has not picked a writable one.
 * `reviewSettings` edits only `requiredReview`; reviewers are kept from the loaded gate.
 */
export const gateFormSchema = z.extend(
  z.pick(GateWritableSchema, {
    name: true,
    description: true,
    isEnabled: true,
    tags: true,
    idType: true,
    targetApps: true,
  }),
  {
    type: z.nullable(GateWritableSchema.shape.type),
    reviewSettings: z.object({ requiredReview: z.boolean() }),
    rules: z.array(FormRuleSchema).check(listLimit(rulesLimitProblem), distinctRuleNames),
  },
);

/** What the form holds while the user edits (number fields may hold text). */
export type GateFormValues = z.input<typeof gateFormSchema>;
/** What the form holds once valid (numbers are numbers). */
export type GateFormOutput = z.output<typeof gateFormSchema>;
/** One rule of the form. */
export type GateFormRule = GateFormValues['rules'][number];
/** One condition of a form rule. */
export type GateFormCondition = GateFormRule['conditions'][number];
