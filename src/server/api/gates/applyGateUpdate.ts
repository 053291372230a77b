import type * as z from '../../../contract/zod';
import type { Gate, GateUpdateBodySchema } from '../../../contract/gate';
import { deriveGateStatus } from '../../../contract/gateStatus';
import { lastModifierFields } from '../apiActor';
import { mergeRules } from './mergeRules';

type GateUpdate = z.output<typeof GateUpdateBodySchema>;

/**
 * The next version of a gate after a partial update: absent fields keep their stored value, `rules` replace the
 * list, read-only fields of the body are ignored. A risky rise sent without a strategy is applied at once: the
 * caller refuses it (428) with `riskyRises` after its other checks. A review belongs to the version it reviewed,
 * so the new version has none.
 */
export function applyGateUpdate(
  stored: Gate,
  update: GateUpdate,
  context: { now: number; newRuleId: () => string },
): Gate {
  const rules =
    update.rules === undefined
      ? stored.rules
      : mergeRules(stored.rules, update.rules, { ...context, strategy: update.safeChangeStrategy ?? 'immediate' });
  const isEnabled = update.isEnabled ?? stored.isEnabled ?? false;
  const reviewSettings =
    update.reviewSettings === undefined
      ? stored.reviewSettings
      : {
          requiredReview: update.reviewSettings.requiredReview,
          allowedReviewers: update.reviewSettings.allowedReviewers ?? stored.reviewSettings?.allowedReviewers ?? [],
        };
  const kept: Gate = { ...stored };
  delete kept.activeReview;
  return {
    ...kept,
    ...definedOnly({
      name: update.name,
      description: update.description,
      tags: update.tags,
      type: update.type,
      idType: update.idType,
      targetApps: update.targetApps,
      reviewSettings,
    }),
    isEnabled,
    rules,
    // An archived gate is never updated (409), so the status is always the derived one.
    status: deriveGateStatus(isEnabled, rules),
    version: (stored.version ?? 0) + 1,
    lastModifiedTime: context.now,
    ...lastModifierFields(),
  };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
