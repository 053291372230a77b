import type { Gate } from '../../contract/gate';
import { deriveGateStatus } from '../../contract/gateStatus';
import { buildGateHistory, type GateDraft } from './gateHistory';
import { gateIdFromName } from '../../contract/gateId';
import { buildRules } from './gateRules';
import type { GateSpec } from './gateSpec';
import { createRandom, type Random } from './random';
import { ciKey, EVERYONE, hannah, maya, type Person, type PersonWithEmail } from './seedPeople';
import { TEAMS, type TeamKey } from './seedTeams';
import { DAY, HOUR } from './seedTime';

/** The metrics each team watches while it ramps a gate; names and types of seeded metrics. */
const TEAM_MONITORING: Record<TeamKey, { name: string; type: string }[]> = {
  checkout: [
    { name: 'checkout completed', type: 'event_count' },
    { name: 'Revenue per order', type: 'event_count_custom' },
  ],
  growth: [
    { name: 'signup_completed', type: 'event_dau' },
    { name: 'Signup funnel', type: 'funnel' },
  ],
  search: [{ name: 'search_performed', type: 'event_count' }],
  mobile: [{ name: 'app_open', type: 'event_dau' }],
  design: [{ name: 'page/view', type: 'event_count' }],
  pricing: [{ name: 'subscription_upgraded', type: 'event_user' }],
  trust: [],
  data: [],
  notifications: [{ name: 'push_opened', type: 'event_count' }],
};

const hasEmail = (person: Person): person is PersonWithEmail => person.email !== null;

/** Version times from creation to the last edit, strictly increasing, irregular like real edits. */
function versionTimes(created: number, last: number, count: number, random: Random): number[] {
  if (count === 1) return [created];
  const step = (last - created) / (count - 1);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const jitter = i === 0 || i === count - 1 ? 0 : (random.next() - 0.5) * step * 0.5;
    const time = Math.round(created + step * i + jitter);
    times.push(Math.max(time, (times[i - 1] ?? time - 1) + 1));
  }
  return times;
}

/** Every version of one gate, oldest first, as the API returns gate records. */
export function buildGateVersions(spec: GateSpec, now: number): Gate[] {
  const random = createRandom(`gate:${spec.name}`);
  const id = gateIdFromName(spec.name);
  const team = spec.team ? TEAMS[spec.team] : null;
  const created = now - spec.ageDays * DAY - random.int(1, 8) * HOUR;
  const last = spec.versions === 1 ? created : now - spec.idleDays * DAY - random.int(1, 6) * HOUR;
  const times = versionTimes(created, last, spec.versions, random);
  const editors: readonly Person[] = spec.ownedByKey ? [ciKey] : (team?.members ?? EVERYONE);
  const creator = spec.ownedByKey ? ciKey : (editors[0] ?? maya);
  const ownerPerson = editors.find(hasEmail) ?? maya;
  // Security (Hannah) reviews every gate that requires a review, besides the team's own people.
  const reviewers = spec.requiredReview
    ? [...new Set([...editors.filter(hasEmail), hannah])].map(({ id: personId, name, email }) => ({
        id: personId,
        name,
        email,
      }))
    : [];
  const lifecycle = spec.lifecycle ?? 'enabled';
  const current: GateDraft = {
    description: spec.description,
    isEnabled: lifecycle === 'enabled',
    archived: lifecycle === 'archived',
    rules: buildRules(spec.rules, random, last, now),
    tags: spec.tags,
  };
  const drafts = buildGateHistory(current, spec.versions, random);
  const measureMetricLifts = spec.type !== 'TEMPLATE' && random.chance(0.7);
  const store0100Exposures = random.chance(0.3);
  const releasePipelineID = spec.releasePipeline ? `rp_${random.id(12)}` : undefined;

  return drafts.map((draft, index): Gate => {
    const version = index + 1;
    const isCurrent = version === drafts.length;
    // Most edits come from the owning team; now and then someone uses the CI key, which has no email.
    const modifier = version === 1 ? creator : random.chance(0.12) ? ciKey : random.pick(editors);
    const gate: Gate = {
      id,
      name: spec.name,
      description: draft.description,
      idType: spec.idType ?? 'userID',
      isEnabled: draft.isEnabled,
      status: draft.archived ? 'Archived' : deriveGateStatus(draft.isEnabled, draft.rules),
      type: spec.type,
      typeReason: spec.typeReason ?? 'NONE',
      rules: draft.rules,
      tags: draft.tags,
      targetApps: spec.targetApps ?? [],
      holdoutIDs: spec.inHoldout ? ['holdout_2025_h2_global'] : [],
      checksPerHour: spec.checksPerHour,
      createdTime: created,
      lastModifiedTime: times[index] ?? last,
      creatorID: creator.id,
      creatorName: creator.name,
      creatorEmail: creator.email,
      lastModifierID: modifier.id,
      lastModifierName: modifier.name,
      lastModifierEmail: modifier.email,
      team: team?.name ?? null,
      // The spec gives teamID as a string, never null, so a gate without a team leaves it out.
      ...(team ? { teamID: team.id } : {}),
      reviewSettings: { requiredReview: spec.requiredReview ?? false, allowedReviewers: reviewers },
      measureMetricLifts,
      store0100Exposures,
      owner: spec.ownedByKey
        ? { ownerID: ciKey.id, ownerName: ciKey.name, ownerType: 'SDK_KEY' }
        : { ownerID: ownerPerson.id, ownerName: ownerPerson.name, ownerType: 'USER', ownerEmail: ownerPerson.email },
      monitoringMetrics: spec.team ? TEAM_MONITORING[spec.team] : [],
      version,
      permalink: `/gates/${encodeURIComponent(id)}`,
      isTemplate: spec.type === 'TEMPLATE',
      ...(releasePipelineID ? { releasePipelineID } : {}),
    };
    if (spec.requiredReview && version > 1) {
      const pending = isCurrent && spec.underReview === true;
      gate.activeReview = {
        reviewID: `rev_${random.id(10)}`,
        reviewStatus: pending ? 'PENDING_REVIEW' : 'APPROVED',
        description: pending
          ? `${modifier.name} asks to ramp the next step`
          : `Approved by ${random.pick(reviewers).name}`,
      };
    }
    return gate;
  });
}
