import { unreadableRuleProblem } from '../../client/queries/dynamicConfigQueries';
import { type Rule, RuleSchema } from '../../contract/rule';

// null: checked and fine. Keyed by the rule object, so a rule scrolled past twice is checked once.
const checked = new WeakMap<Rule, string | null>();

const SHOWN_ISSUES = 3;

/**
 * What is wrong with a config's rule under the contract's rule schema, or undefined when nothing is. Checked the
 * first time the rule is shown rather than all rules when they arrive.
 */
export function ruleProblem(rule: Rule): string | undefined {
  const unreadable = unreadableRuleProblem(rule);
  if (unreadable !== undefined) return unreadable;
  let problem = checked.get(rule);
  if (problem === undefined) {
    const result = RuleSchema.safeParse(rule);
    problem = result.success ? null : describeIssues(result.error.issues);
    checked.set(rule, problem);
  }
  return problem ?? undefined;
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => {
    const where = issue.path
      .map((segment) => (typeof segment === 'number' ? String(segment + 1) : String(segment)))
      .join(' ');
    return where === '' ? issue.message : `${where}: ${issue.message}`;
  });
  const more = issues.length > SHOWN_ISSUES ? `; and ${String(issues.length - SHOWN_ISSUES)} more` : '';
  return `The server sent this rule in a form the console cannot read (${shown.join('; ')}${more}).`;
}
