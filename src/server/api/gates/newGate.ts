import type * as z from '../../../contract/zod';
import type { Gate, GateCreateBodySchema } from '../../../contract/gate';
import { API_KEY_ACTOR, creatorFields, lastModifierFields } from '../apiActor';
import { deriveGateStatus } from '../../../contract/gateStatus';
import { mergeRules } from './mergeRules';

type GateCreate = z.output<typeof GateCreateBodySchema>;

/** Version 1 of a gate created through the API, with every field of a gate record filled. */
export function newGate(id: string, body: GateCreate, context: { now: number; newRuleId: () => string }): Gate {
  // A create is not a change of a live rule, so the safe-change policy has nothing to compare against.
  const rules = mergeRules([], body.rules ?? [], { ...context, strategy: 'immediate' });
  const isEnabled = body.isEnabled ?? true;
  return {
    id,
    name: body.name,
    description: body.description ?? '',
    idType: body.idType ?? 'userID',
    isEnabled,
    status: deriveGateStatus(isEnabled, rules),
    type: body.type ?? 'PERMANENT',
    typeReason: 'NONE',
    rules,
    tags: body.tags ?? [],
    targetApps: body.targetApps ?? [],
    holdoutIDs: [],
    checksPerHour: 0,
    createdTime: context.now,
    ...creatorFields(),
    lastModifiedTime: context.now,
    ...lastModifierFields(),
    team: null,
    reviewSettings: {
      requiredReview: body.reviewSettings?.requiredReview ?? false,
      allowedReviewers: body.reviewSettings?.allowedReviewers ?? [],
    },
    measureMetricLifts: false,
    store0100Exposures: false,
    owner: { ownerID: API_KEY_ACTOR.id, ownerName: API_KEY_ACTOR.name, ownerType: 'SDK_KEY' },
    monitoringMetrics: [],
    version: 1,
    permalink: `/gates/${encodeURIComponent(id)}`,
  };
}
