import type * as z from '../../../contract/zod';
import type { Autotune, AutotuneCreateBodySchema } from '../../../contract/autotune';
import { creatorFields, lastModifierFields } from '../apiActor';

type AutotuneCreate = z.output<typeof AutotuneCreateBodySchema>;

/** The record of a new autotune: id is the name, not started, no winner, variants with ids. */
export function newAutotune(body: AutotuneCreate, context: { now: number; newVariantId: () => string }): Autotune {
  const { name, description, variants, successEventValue, idType, ...options } = body;
  return {
    ...options,
    id: name,
    name,
    description: description ?? '',
    idType: idType ?? 'userID',
    ...creatorFields(),
    createdTime: context.now,
    ...lastModifierFields(),
    lastModifiedTime: context.now,
    targetApps: [],
    holdoutIDs: [],
    tags: [],
    team: null,
    isStarted: false,
    inlineTargetingRulesJSON: '{}',
    inlineTargetingRules: [],
    variants: variants.map((variant) => ({ id: context.newVariantId(), ...variant })),
    successEventValue: successEventValue ?? '',
    winner: null,
  };
}
