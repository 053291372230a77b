import type { Gate } from '../../../contract/gate';
import { canonicalJson } from '../../gate-diff/sameValue';

/**
 * What a restore copies: the writable fields, rules without their server ids (a rule deleted since the restored
 * version comes back with a new id) or server-kept rollout lists.
 */
function contentKey(gate: Gate): string {
  return canonicalJson({
    name: gate.name,
    description: gate.description ?? '',
    isEnabled: gate.isEnabled,
    tags: gate.tags,
    type: gate.type,
    idType: gate.idType,
    targetApps: gate.targetApps,
    requiredReview: gate.reviewSettings?.requiredReview ?? false,
    rules: gate.rules.map((rule) => ({
      name: rule.name,
      passPercentage: rule.passPercentage,
      conditions: rule.conditions,
      environments: rule.environments ?? null,
    })),
  });
}

/**
 * The version a version restored, as its content shows: the newest older version, not the one right before it,
 * with the same content. The API has no field that marks a restore (bodies are strict, an upstream knows none), and
 * content is what a restore copies, so this reads the same from any server. `older` is newest first.
 */
export function restoredFrom(version: Gate, older: readonly Gate[]): Gate | undefined {
  const [predecessor, ...earlier] = older;
  if (predecessor === undefined || earlier.length === 0) return undefined;
  const key = contentKey(version);
  // A save that changed nothing is no restore: it equals the version right before it.
  if (contentKey(predecessor) === key) return undefined;
  return earlier.find((gate) => contentKey(gate) === key);
}
