/** What reachability needs of a rule: its conditions and environments (empty or null: every environment). */
interface RuleScope {
  conditions: readonly unknown[];
  environments: readonly string[] | null | undefined;
}

/**
 * For each rule, the 1-based position of an earlier rule that decides every unit it could see, or undefined when
 * the rule can be reached. A rule without conditions decides every unit of its environments (whatever its pass
 * percentage), so a later rule in those environments is never checked.
 */
export function unreachableRules(rules: readonly RuleScope[]): (number | undefined)[] {
  // The first rule without conditions for each environment, and for every environment at once.
  const covered = new Map<string, number>();
  let everywhere: number | undefined;
  const result: (number | undefined)[] = [];
  rules.forEach((rule, index) => {
    const environments = rule.environments ?? [];
    const inAll = environments.length > 0 && environments.every((environment) => covered.has(environment));
    result.push(
      everywhere ?? (inAll ? Math.max(...environments.map((environment) => covered.get(environment) ?? 0)) : undefined),
    );
    if (rule.conditions.length > 0) return;
    if (environments.length === 0) everywhere ??= index + 1;
    for (const environment of environments) if (!covered.has(environment)) covered.set(environment, index + 1);
  });
  return result;
}

/**
 * The index of the first rule without conditions in every environment (the catch-all): it decides every unit, so a
 * rule added below it is never checked. Undefined when no rule covers everyone.
 */
export function catchAllIndex(rules: readonly RuleScope[]): number | undefined {
  const index = rules.findIndex((rule) => rule.conditions.length === 0 && (rule.environments ?? []).length === 0);
  return index < 0 ? undefined : index;
}
