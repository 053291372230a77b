import type { Gate, GateUpdateBody } from '../../../contract/gate';
import type { Rule } from '../../../contract/rule';
import { numberFromText } from './coerceTargetValue';
import { toConditionBody } from './formCondition';
import type { GateFormCondition, GateFormRule, GateFormValues } from './gateFormSchema';
import { newRuleKey } from './ruleKey';

export { toGateFormValues } from './formValuesFromGate';

function passPercentageOf(value: number | string): number {
  const parsed = typeof value === 'number' ? value : numberFromText(value);
  return typeof parsed === 'number' ? parsed : Number.NaN;
}

// "All environments" reads null or [] on the wire; keep the loaded spelling so an untouched rule sends what it got.
function environmentsOf(rule: GateFormRule, loaded: Rule | undefined): string[] | null | undefined {
  if (rule.environments.length > 0) return [...rule.environments];
  if (loaded && (loaded.environments == null || loaded.environments.length === 0)) return loaded.environments;
  return null;
}

function loadedRulesById(loaded: Gate): Map<string, Rule> {
  return new Map(loaded.rules.flatMap((rule) => (rule.id === undefined ? [] : [[rule.id, rule] as const])));
}

function toRuleBody(rule: GateFormRule, loaded: Rule | undefined): Rule {
  const environments = environmentsOf(rule, loaded);
  return {
    ...(rule.id === undefined ? {} : { id: rule.id }),
    name: rule.name.trim(),
    passPercentage: passPercentageOf(rule.passPercentage),
    conditions: rule.conditions.map(toConditionBody),
    ...(environments === undefined ? {} : { environments }),
  };
}

function editedContent(values: GateFormValues, loaded: Gate) {
  const byId = loadedRulesById(loaded);
  const type = values.type ?? undefined;
  return {
    name: values.name.trim(),
    description: values.description,
    isEnabled: values.isEnabled,
    // Only the service sets STALE or TEMPLATE: such a gate is sent without a type unless the user picked one.
    ...(type === undefined ? {} : { type }),
    tags: values.tags.map((tag) => tag.trim()),
    idType: values.idType.trim(),
    targetApps: [...values.targetApps],
    reviewSettings: {
      requiredReview: values.reviewSettings.requiredReview,
      // Only the fields a reviewer is written with: the server refuses unknown ones, and a stored reviewer may carry more.
      allowedReviewers: (loaded.reviewSettings?.allowedReviewers ?? []).map(({ id, name, email }) => ({
        id,
        name,
        email,
      })),
    },
    rules: values.rules.map((rule) => toRuleBody(rule, rule.id === undefined ? undefined : byId.get(rule.id))),
  };
}

/**
 * The update to send: the whole edited gate (an upstream may treat an update as a replacement), each condition's
 * value coerced to its operator's shape, and `expectedVersion` so a concurrent change answers 409.
 */
export function toGateUpdateBody(values: GateFormValues, loaded: Gate): GateUpdateBody {
  const { rules, ...content } = editedContent(values, loaded);
  return {
    ...content,
    // A condition the console does not know goes back as loaded, outside the input schema's types.
    rules: rules as GateUpdateBody['rules'],
    ...(loaded.version === undefined ? {} : { expectedVersion: loaded.version }),
  };
}

/**
 * The edited gate as a record, for `diffGates(loaded, edited)`: the loaded gate with the form's content, each rule
 * keeping the server-kept fields (baseID, returnValue, rollouts) of the loaded rule with its id.
 */
export function formValuesAsGate(values: GateFormValues, loaded: Gate): Gate {
  const content = editedContent(values, loaded);
  const byId = loadedRulesById(loaded);
  const rules = content.rules.map((rule) => {
    const before = rule.id === undefined ? undefined : byId.get(rule.id);
    return before ? { ...before, ...rule } : rule;
  });
  return {
    ...loaded,
    ...content,
    reviewSettings: { ...loaded.reviewSettings, ...content.reviewSettings },
    rules,
  };
}

/** A fresh rule for the builder: everyone, 0% pass, every environment. */
export function newFormRule(position: number): GateFormRule {
  return { key: newRuleKey(), name: `Rule ${String(position)}`, passPercentage: 0, environments: [], conditions: [] };
}

/** A copy of a rule as a new rule: no server id, a new key, its name marked as a copy. */
export function duplicateFormRule(rule: GateFormRule): GateFormRule {
  return {
    key: newRuleKey(),
    name: `${rule.name} (copy)`,
    passPercentage: rule.passPercentage,
    environments: [...rule.environments],
    conditions: rule.conditions.map(copyCondition),
  };
}

/**
 * A condition's own copy of its value list; anything else it holds (a kept unknown condition) is shared, as the form
 * never edits it in place. structuredClone would overflow the stack on a value nested thousands of levels deep.
 */
function copyCondition(condition: GateFormCondition): GateFormCondition {
  const { targetValue } = condition;
  return Array.isArray(targetValue) ? { ...condition, targetValue: [...targetValue] } : { ...condition };
}
