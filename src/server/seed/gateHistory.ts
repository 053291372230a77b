import type { Rule } from '../../contract/rule';
import { customNumberCondition, listCondition, segmentCondition } from './conditions';
import type { Random } from './random';

/** The editable part of one gate version. */
export interface GateDraft {
  description: string;
  isEnabled: boolean;
  archived: boolean;
  rules: Rule[];
  tags: string[];
}

/** The usual rollout ladder; a ramp moves a rule one step up it. */
const RAMP_LADDER = [10, 25, 50, 100] as const;

/** Rules people add for a while and remove again: QA devices, launch-day overrides, an old allowlist. */
const RETIRED_RULES: readonly Rule[] = [
  {
    name: 'QA devices',
    passPercentage: 100,
    conditions: [listCondition('user_id', 'any', ['qa_device_01', 'qa_device_02'])],
    environments: null,
  },
  {
    name: 'Launch-day war room',
    passPercentage: 100,
    conditions: [segmentCondition('passes_segment', 'launch_war_room')],
    environments: null,
  },
  {
    name: 'Legacy allowlist',
    passPercentage: 100,
    conditions: [listCondition('email', 'any', ['ops@larkspur.example'])],
    environments: null,
  },
  {
    name: 'Heavy users (temporary)',
    passPercentage: 25,
    conditions: [customNumberCondition('sessionsLast7d', 'gte', 20)],
    environments: null,
  },
  {
    name: 'Partner demo accounts',
    passPercentage: 100,
    conditions: [listCondition('user_id', 'str_starts_with_any', ['demo_'])],
    environments: null,
  },
  {
    name: 'Support agents',
    passPercentage: 100,
    conditions: [segmentCondition('passes_segment', 'support_agents')],
    environments: null,
  },
  {
    name: 'Load test traffic',
    passPercentage: 0,
    conditions: [listCondition('user_id', 'str_starts_with_any', ['loadtest_'])],
    environments: ['staging'],
  },
  {
    name: 'Canada pilot',
    passPercentage: 50,
    conditions: [listCondition('country', 'any', ['CA'])],
    environments: null,
  },
];

/** Targeted rules (employees, a segment) start at 100; partial and "everyone" rules start at 10 and are ramped. */
const isMidRamp = (rule: Rule) =>
  rule.passPercentage > RAMP_LADDER[0] && (rule.passPercentage < 100 || rule.conditions.length === 0);

type Edit = (draft: GateDraft, random: Random) => GateDraft | undefined;

const withoutRollouts = (rule: Rule): Rule => {
  const copy = { ...rule };
  delete copy.completedAutomatedRollouts;
  delete copy.pendingAutomatedRollouts;
  return copy;
};

/** Each edit turns a version into the one before it, or answers undefined when it does not apply. */
const rampDown: Edit = (draft, random) => {
  const rampable = draft.rules.filter(isMidRamp);
  if (rampable.length === 0) return undefined;
  const target = random.pick(rampable);
  const lower = [...RAMP_LADDER].reverse().find((step) => step < target.passPercentage) ?? RAMP_LADDER[0];
  const rules = draft.rules.map((rule) =>
    rule === target ? { ...withoutRollouts(rule), passPercentage: lower } : rule,
  );
  return { ...draft, rules };
};

const dropCondition: Edit = (draft, random) => {
  const candidates = draft.rules.filter((rule) => rule.conditions.length > 1);
  if (candidates.length === 0) return undefined;
  const target = random.pick(candidates);
  const rules = draft.rules.map((rule) =>
    rule === target ? { ...rule, conditions: rule.conditions.slice(0, -1) } : rule,
  );
  return { ...draft, rules };
};

/** A rule is added at its starting percentage, so only a rule not mid-ramp can have been added in this edit. */
const dropRule: Edit = (draft, random) => {
  const candidates = draft.rules.filter((rule) => !isMidRamp(rule));
  if (candidates.length === 0) return undefined;
  const target = random.pick(candidates);
  return { ...draft, rules: draft.rules.filter((rule) => rule !== target) };
};

const addRetiredRule: Edit = (draft, random) => {
  const unused = RETIRED_RULES.filter((retired) => !draft.rules.some((rule) => rule.name === retired.name));
  if (unused.length === 0) return undefined;
  const id = random.id(22);
  const retired: Rule = { ...random.pick(unused), id, baseID: id };
  const rules = [...draft.rules];
  rules.splice(random.int(0, rules.length), 0, retired);
  return { ...draft, rules };
};

const swapRules: Edit = (draft, random) => {
  if (draft.rules.length < 2) return undefined;
  const index = random.int(0, draft.rules.length - 2);
  const rules = [...draft.rules];
  const [first, second] = [rules[index], rules[index + 1]];
  if (!first || !second) return undefined;
  rules[index] = second;
  rules[index + 1] = first;
  return { ...draft, rules };
};

const PLACEHOLDER_DESCRIPTION = 'WIP, details to follow.';

const earlierDescription: Edit = (draft) => {
  const cut = draft.description.lastIndexOf('. ');
  if (cut > 0) return { ...draft, description: draft.description.slice(0, cut + 1) };
  if (draft.description === PLACEHOLDER_DESCRIPTION) return undefined;
  return { ...draft, description: PLACEHOLDER_DESCRIPTION };
};

const dropTag: Edit = (draft) => (draft.tags.length === 0 ? undefined : { ...draft, tags: draft.tags.slice(0, -1) });

const WEIGHTED_EDITS: readonly (readonly [Edit, number])[] = [
  [rampDown, 5],
  [dropCondition, 2],
  [dropRule, 2],
  [addRetiredRule, 1],
  [swapRules, 2],
  [earlierDescription, 2],
  [dropTag, 1],
];

function undoOneEdit(draft: GateDraft, random: Random): GateDraft {
  const order = WEIGHTED_EDITS.map(([edit, weight]) => ({ edit, key: random.next() ** (1 / weight) })).sort(
    (a, b) => b.key - a.key,
  );
  for (const { edit } of order) {
    const earlier = edit(draft, random);
    if (earlier) return earlier;
  }
  // Only a gate without rules, tags or description sentences gets here: it was once named in a ticket only.
  return { ...draft, description: `${draft.description} See the launch ticket.`.trim() };
}

/**
 * A gate's versions, oldest first, ending with `current`: walking back from the current version, each earlier one
 * undoes one realistic edit (a ramp, an added condition or rule, a reorder, a description or tag change).
 */
export function buildGateHistory(current: GateDraft, versionCount: number, random: Random): GateDraft[] {
  const history: GateDraft[] = [current];
  let later = current;
  // The last edits of a disabled or archived gate were switching it off and archiving it.
  if (later.archived && history.length < versionCount) {
    later = { ...later, archived: false };
    history.unshift(later);
  }
  if (!later.isEnabled && history.length < versionCount) {
    later = { ...later, isEnabled: true };
    history.unshift(later);
  }
  while (history.length < versionCount) {
    later = undoOneEdit(later, random);
    history.unshift(later);
  }
  // Automated rollouts belong to the current version; older versions predate them.
  return history.map((draft, index) =>
    index === history.length - 1 ? draft : { ...draft, rules: draft.rules.map(withoutRollouts) },
  );
}
