import type { Gate } from './gate';
import { deriveGateStatus } from './gateStatus';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days a gate may sit launched, all-false or disabled before a review should look at it. */
const STALE_AFTER_DAYS = 30;
/** Days a temporary gate may go unchanged before it looks forgotten. */
const TEMPORARY_STALE_AFTER_DAYS = 90;

export const STALE_REASON_KINDS = [
  'marked-stale',
  'launched',
  'all-false',
  'disabled',
  'no-rules',
  'temporary-unchanged',
  'no-checks',
] as const;
export type StaleReasonKind = (typeof STALE_REASON_KINDS)[number];

export interface StaleReason {
  kind: StaleReasonKind;
  /** The reason in a sentence, e.g. "Launched to everyone, unchanged for 75 days". */
  words: string;
}

const TYPE_REASON_WORDS: Record<string, string> = {
  STALE_PROBABLY_LAUNCHED: 'probably launched',
  STALE_PROBABLY_UNLAUNCHED: 'probably never launched',
  STALE_PROBABLY_FORGOTTEN: 'probably forgotten',
  STALE_NO_RULES: 'no rules',
  STALE_PROBABLY_DEAD_CHECK: 'probably no longer checked in code',
  STALE_EMPTY_CHECKS: 'never checked',
  STALE_ALL_TRUE: 'every check passes',
  STALE_ALL_FALSE: 'every check fails',
};

/** The service's `typeReason` in words; a value the console does not know is shown as sent. */
export function typeReasonWords(typeReason: string | undefined): string {
  if (typeReason === undefined || typeReason === 'NONE') return 'no reason given';
  return TYPE_REASON_WORDS[typeReason] ?? typeReason;
}

function days(count: number): string {
  return count === 1 ? '1 day' : `${String(count)} days`;
}

/**
 * Why a gate looks finished or forgotten at `now`, in the order a review reads them; [] for a gate that does not
 * (and for an archived one, already cleaned up). "Unchanged for" counts from `lastModifiedTime`, the only time a
 * gate record carries: a gate disabled or launched long ago and edited since counts from the edit.
 */
export function staleReasons(gate: Gate, now: number): StaleReason[] {
  if (gate.status === 'Archived') return [];
  const reasons: StaleReason[] = [];
  const add = (kind: StaleReasonKind, words: string) => reasons.push({ kind, words });
  const idle = gate.lastModifiedTime === undefined ? undefined : Math.floor((now - gate.lastModifiedTime) / DAY_MS);
  const idleFor = (limit: number) => idle !== undefined && idle >= limit;
  const enabled = gate.isEnabled !== false;

  // The service's own mark; once a person sets the type back, its old typeReason no longer applies.
  if (gate.type === 'STALE') add('marked-stale', `Marked stale by the service: ${typeReasonWords(gate.typeReason)}`);
  if (enabled && deriveGateStatus(true, gate.rules) === 'Launched' && idleFor(STALE_AFTER_DAYS))
    add('launched', `Launched to everyone (100 % with no conditions), unchanged for ${days(idle ?? 0)}`);
  if (
    enabled &&
    gate.rules.length > 0 &&
    gate.rules.every((rule) => rule.passPercentage === 0) &&
    idleFor(STALE_AFTER_DAYS)
  )
    add('all-false', `Every rule passes 0 %, unchanged for ${days(idle ?? 0)}`);
  if (!enabled && idleFor(STALE_AFTER_DAYS)) add('disabled', `Disabled, unchanged for ${days(idle ?? 0)}`);
  if (gate.rules.length === 0) add('no-rules', 'No rules: everyone fails');
  if (gate.type === 'TEMPORARY' && idleFor(TEMPORARY_STALE_AFTER_DAYS))
    add('temporary-unchanged', `Temporary and unchanged for ${days(idle ?? 0)}`);
  if (gate.checksPerHour === 0) add('no-checks', 'No checks (0 per hour)');
  return reasons;
}
