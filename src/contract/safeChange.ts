import type { SAFE_CHANGE_STRATEGIES } from './recordEnums';
import { SAFE_CHANGE_THRESHOLD } from './limits';

export type SafeChangeStrategy = (typeof SAFE_CHANGE_STRATEGIES)[number];

/** The next step of a gradual rollout is scheduled this long after the change. */
export const GRADUAL_STEP_MS = 24 * 60 * 60 * 1000;

// Pass percentages are in steps of 0.01; compare with a tolerance so 0.1 + 0.2 style sums do not count as a rise.
const EPSILON = 1e-9;

const toHundredths = (value: number) => Math.round(value * 100) / 100;

/** What one strategy stores for a rule: its percentage now, and the one scheduled for later (gradual only). */
export interface SafeChangeOutcome {
  now: number;
  scheduled: number | undefined;
}

/** A rule whose pass percentage would rise by more than SAFE_CHANGE_THRESHOLD points in one update. */
export interface RiskyRise {
  /** The rule's position in the incoming list. */
  index: number;
  /** The stored rule it updates; undefined for a new rule, which counts from 0. */
  ruleId: string | undefined;
  name: string;
  from: number;
  to: number;
  outcomes: Record<SafeChangeStrategy, SafeChangeOutcome>;
}

interface StoredRule {
  id?: string | undefined;
  passPercentage: number;
}
interface IncomingRule extends StoredRule {
  name: string;
}

/** Whether going from `from` to `to` percent in one update needs a safe-change strategy. */
export function isRiskyRise(from: number, to: number): boolean {
  return to - from > SAFE_CHANGE_THRESHOLD + EPSILON;
}

/** What a rule moving from `from` to `to` stores under a strategy (or with none: the target as sent). */
export function safeChangeOutcome(
  from: number,
  to: number,
  strategy: SafeChangeStrategy | undefined,
): SafeChangeOutcome {
  if (strategy !== 'gradual' || !isRiskyRise(from, to)) return { now: to, scheduled: undefined };
  return { now: toHundredths(from + SAFE_CHANGE_THRESHOLD), scheduled: to };
}

/**
 * The stored rule each incoming rule updates, by position: matched by `id`, each stored rule at most once (a
 * repeated or unknown id is a new rule). The server keeps ids by the same matching.
 */
export function matchStoredRules<T extends StoredRule>(
  stored: readonly T[],
  incoming: readonly StoredRule[],
): (T | undefined)[] {
  const storedById = new Map(stored.flatMap((rule) => (rule.id === undefined ? [] : [[rule.id, rule] as const])));
  const matched = new Set<string>();
  return incoming.map((rule) => {
    if (rule.id === undefined || matched.has(rule.id)) return undefined;
    const match = storedById.get(rule.id);
    if (match !== undefined) matched.add(rule.id);
    return match;
  });
}

/**
 * The safe-change check: every incoming rule that rises more than SAFE_CHANGE_THRESHOLD points
 * above the stored rule it updates (a new rule from 0), with what each strategy would store. The server answers 428
 * when this is not empty and no strategy was sent; the console lists the same rises before the first save.
 */
export function riskyRises(stored: readonly StoredRule[], incoming: readonly IncomingRule[]): RiskyRise[] {
  const matches = matchStoredRules(stored, incoming);
  return incoming.flatMap((rule, index): RiskyRise[] => {
    const match = matches[index];
    const from = match?.passPercentage ?? 0;
    const to = rule.passPercentage;
    if (!isRiskyRise(from, to)) return [];
    return [
      {
        index,
        ruleId: match?.id,
        name: rule.name,
        from,
        to,
        outcomes: {
          immediate: safeChangeOutcome(from, to, 'immediate'),
          gradual: safeChangeOutcome(from, to, 'gradual'),
        },
      },
    ];
  });
}

/** The 428 message: names each rule and its rise. */
export function riskyRisesMessage(rises: readonly RiskyRise[]): string {
  const named = rises.map((rise) => `"${rise.name}" would rise from ${String(rise.from)}% to ${String(rise.to)}%`);
  const subject = named.length === 1 ? `Rule ${named[0] ?? ''}` : `Rules ${named.join(', ')}`;
  return (
    `${subject} at once, more than ${String(SAFE_CHANGE_THRESHOLD)} points: ` +
    'resend with safeChangeStrategy "gradual" or "immediate"'
  );
}
