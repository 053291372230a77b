import { formatPercent } from '../rules/summarizeRule';
import type { FieldChange, GateDiff, RuleChange } from './gateDiff';
import { ruleLabel } from './ruleLabel';

// Past this many parts the line would wrap into a paragraph; the diff view has the rest.
const MAX_PARTS = 6;

function count(n: number, noun: string): string {
  return n === 1 ? noun : `${String(n)} ${noun}s`;
}

function fieldPart(change: FieldChange): string {
  if (change.field === 'isEnabled') return change.after === false ? 'gate disabled' : 'gate enabled';
  return `${change.label.toLowerCase()} changed`;
}

function ruleParts(change: RuleChange): string[] {
  const label = ruleLabel(change);
  if (change.kind === 'added') return [`${label} added`];
  if (change.kind === 'removed') return [`${label} removed`];
  const details: string[] = [];
  for (const field of change.changes) {
    if (field.field === 'passPercentage') {
      details.push(`${formatPercent(Number(field.before))} → ${formatPercent(Number(field.after))}`);
    } else if (field.field === 'name') {
      details.push(`renamed from '${String(field.before)}'`);
    } else if (field.field !== 'conditions') {
      details.push(`${field.label.toLowerCase()} changed`);
    }
  }
  const { added, removed } = change.conditionChanges;
  if (added.length > 0) details.push(`${count(added.length, 'condition')} added`);
  if (removed.length > 0) details.push(`${count(removed.length, 'condition')} removed`);
  if (change.moved) details.push(`moved to position ${String(change.toIndex + 1)}`);
  return details.length === 0 ? [] : [`${label} ${details.join(', ')}`];
}

/**
 * The change in one line, e.g. "rule 'Beta' 10% → 50%, condition added; tags changed", or "no changes".
 * Enabling or disabling comes first: it matters most to a reviewer.
 */
export function summarizeDiff(diff: GateDiff): string {
  const enabled = diff.fields.filter((field) => field.field === 'isEnabled').map(fieldPart);
  const rules = diff.rules.flatMap(ruleParts);
  const others = diff.fields.filter((field) => field.field !== 'isEnabled').map(fieldPart);
  const parts = [...enabled, ...rules, ...others];
  if (parts.length === 0) return 'no changes';
  if (parts.length <= MAX_PARTS) return parts.join('; ');
  const hidden = parts.length - MAX_PARTS;
  // The number is always said: "and more change" read as a typo.
  return `${parts.slice(0, MAX_PARTS).join('; ')}; and ${String(hidden)} more ${hidden === 1 ? 'change' : 'changes'}`;
}
