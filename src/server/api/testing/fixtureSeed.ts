import type { EventRecord, Metric } from '../../../contract/event';
import type { Gate } from '../../../contract/gate';
import type { Rule } from '../../../contract/rule';
import type { SeedData } from '../../seed/seedTypes';

/** Names with characters that must survive URL encoding exactly once. */
export const AWKWARD_NAMES = ['a/b', '50% off', 'café ☕', 'with space'] as const;

const T0 = Date.UTC(2026, 0, 1);

function rule(id: string, passPercentage: number, extra: Partial<Rule> = {}): Rule {
  return {
    id,
    baseID: `base_${id}`,
    name: `Rule ${id}`,
    passPercentage,
    conditions: [{ type: 'country', operator: 'any', targetValue: ['NZ'] }],
    environments: null,
    returnValue: { kept: id },
    completedAutomatedRollouts: [{ passPercent: 5, time: T0 }],
    pendingAutomatedRollouts: [],
    ...extra,
  };
}

function gate(id: string, version: number, extra: Partial<Gate> = {}): Gate {
  return {
    id,
    name: id.replace(/[^a-zA-Z0-9_\-. ]/g, ' ').padEnd(3, '_'),
    description: `About ${id}`,
    idType: 'userID',
    isEnabled: true,
    status: 'In Progress',
    type: 'TEMPORARY',
    typeReason: 'NONE',
    rules: [rule('r1', 10), rule('r2', 30)],
    tags: ['checkout'],
    targetApps: ['web'],
    holdoutIDs: [],
    checksPerHour: 42,
    createdTime: T0,
    creatorID: 'u1',
    creatorName: 'Ada',
    creatorEmail: 'ada@example.com',
    lastModifiedTime: T0 + version * 1000,
    lastModifierID: 'u1',
    lastModifierName: 'Ada',
    lastModifierEmail: 'ada@example.com',
    team: 'Payments',
    teamID: 'team_payments',
    reviewSettings: { requiredReview: false, allowedReviewers: [{ id: 'u2', name: 'Bo', email: 'bo@example.com' }] },
    isTemplate: false,
    releasePipelineID: 'rp_1',
    activeReview: { reviewID: 'rev_1', reviewStatus: 'pending', description: 'Please look' },
    version,
    permalink: `https://console.example/gates/${id}`,
    ...extra,
  };
}

function metric(name: string, createdTime: number, events: string[]): Metric {
  return {
    id: `${name}::event_count`,
    name,
    type: 'event_count',
    directionality: 'increase',
    tags: [],
    createdTime,
    lineage: { events, metrics: [] },
    team: null,
  };
}

function event(name: string, timestamp: number, userID = 'u1'): EventRecord {
  return { name, timestamp: String(timestamp), source: 'sdk', value: '', userID, metadata: {} };
}

export const FIXTURE_EVENTS: EventRecord[] = [
  event('purchase', T0 + 1),
  event('purchase', T0 + 3),
  event('purchase', T0 + 2),
  event('view', T0 + 5),
  event('view', T0 + 4),
  ...AWKWARD_NAMES.map((name, index) => event(name, T0 + 10 + index)),
];

/** A small store: enough rows to page, order and look up every resource, awkward names included. */
export function fixtureSeed(): SeedData {
  return {
    gates: [
      { versions: [gate('checkout_flow', 1, { rules: [rule('r1', 5)] }), gate('checkout_flow', 2)] },
      { versions: [gate('stale_gate', 7, { type: 'STALE', typeReason: 'STALE_NO_RULES', rules: [] })] },
      { versions: [gate('archived_gate', 3, { status: 'Archived' })] },
      ...AWKWARD_NAMES.map((id, index) => ({ versions: [gate(id, 1, { lastModifiedTime: T0 - index })] })),
    ],
    layers: [
      {
        id: 'layer_b',
        description: '',
        createdTime: T0 + 2,
        targetApps: [],
        holdoutIDs: [],
        tags: [],
        parameters: [],
        targeting_gate_parameter_values: [],
        holdout_parameter_values: [],
      },
      {
        id: 'layer_a',
        description: '',
        createdTime: T0 + 2,
        targetApps: [],
        holdoutIDs: [],
        tags: [],
        parameters: [],
        targeting_gate_parameter_values: [],
        holdout_parameter_values: [],
      },
      {
        id: 'layer_c',
        description: '',
        createdTime: T0 + 9,
        targetApps: [],
        holdoutIDs: [],
        tags: [],
        parameters: [],
        targeting_gate_parameter_values: [],
        holdout_parameter_values: [],
      },
    ],
    autotunes: [
      {
        id: 'existing_tune',
        name: 'existing_tune',
        createdTime: T0,
        targetApps: [],
        holdoutIDs: [],
        tags: [],
        inlineTargetingRules: [],
        variants: [],
        winner: null,
      },
    ],
    dynamicConfigs: [
      {
        summary: { id: 'pricing', name: 'Pricing', lastModifiedTime: T0 + 5 },
        rules: [1, 2, 3, 4, 5].map((n) => rule(`c${String(n)}`, n * 10)),
      },
      { summary: { id: 'empty_config', name: 'Empty', lastModifiedTime: T0 + 6 }, rules: [] },
      ...AWKWARD_NAMES.map((id) => ({ summary: { id, lastModifiedTime: T0 }, rules: [rule('x', 1)] })),
    ],
    experiments: [
      {
        summary: { id: 'wh_exp', name: 'Warehouse exp', lastModifiedTime: T0 },
        pulseLoads: [T0 + 1, T0 + 3, T0 + 2].map((createdTime) => ({
          createdTime,
          startDs: '2026-01-01',
          endDs: '2026-01-02',
          reloadType: 'incremental',
          finishedState: 'success',
          finishedTime: createdTime + 10,
        })),
      },
      ...AWKWARD_NAMES.map((id) => ({ summary: { id, lastModifiedTime: T0 - 1 }, pulseLoads: [{ createdTime: T0 }] })),
    ],
    metrics: [
      metric('revenue', T0 + 1, ['purchase']),
      metric('buyers', T0 + 3, ['purchase', 'a/b']),
      metric('aardvark', T0 + 3, ['purchase']),
      metric('views', T0 + 2, ['view']),
      ...AWKWARD_NAMES.map((name) => metric(`on ${name}`, T0, [name])),
    ],
    metricSources: [],
    events: () => FIXTURE_EVENTS,
  };
}
