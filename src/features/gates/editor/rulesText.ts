// The rule list's own wording, shared by the builder and the read-only first view painted before it.

export function rulesIntro(count: number): string {
  return count === 0
    ? 'No rules: the gate passes no one.'
    : 'Rules are checked from top to bottom; the first rule a unit matches decides.';
}

export const expandAllLabel = (allExpanded: boolean) => (allExpanded ? 'Collapse all rules' : 'Expand all rules');

export const addRuleLabel = (catchAll: number | undefined) =>
  catchAll === undefined ? 'Add rule' : 'Add rule above the catch-all';

/** Why a new rule goes above the catch-all rule at `catchAll` (an index). */
export const catchAllNote = (catchAll: number) =>
  `Rule ${String(catchAll + 1)} has no conditions and decides every unit, so a new rule goes above it; a rule below it is never reached.`;
