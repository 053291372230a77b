import type { FINISHED_STATES, RELOAD_TYPES } from '../../contract/recordEnums';
import type { PulseLoad } from '../../contract/experiment';
import type { SeedData } from './seedTypes';
import { createRandom, type Random } from './random';
import { EVERYONE } from './seedPeople';
import { DAY, dayStamp, HOUR, MINUTE } from './seedTime';
import { HOSTILE_REMOTE_IMAGE, HOSTILE_TEXT } from './hostileText';

type ReloadType = (typeof RELOAD_TYPES)[number];
type FinishedState = (typeof FINISHED_STATES)[number];

interface ExperimentSpec {
  id: string;
  name: string;
  description: string;
  loads: number;
  /** Its newest load is still computing. */
  running: boolean;
}

const EXPERIMENTS: readonly ExperimentSpec[] = [
  {
    id: 'search_semantic_ranking',
    name: 'Search: semantic ranking',
    description: 'Semantic model against BM25 on search conversion.',
    loads: 200,
    running: false,
  },
  {
    id: 'one_page_checkout',
    name: 'One-page checkout',
    description: 'One-page checkout against the three-step flow; primary metric: checkout completed.',
    loads: 120,
    running: true,
  },
  {
    id: 'pricing_annual_toggle',
    name: 'Pricing page: annual toggle',
    description: 'Annual toggle with "2 months free" on the pricing page.',
    loads: 60,
    running: false,
  },
  {
    id: 'onboarding_checklist',
    name: 'Onboarding checklist',
    description: 'Checklist against the product tour, on 7-day activation.',
    loads: 45,
    running: true,
  },
  {
    id: 'loyalty_earn_rate',
    name: 'Loyalty earn rate',
    description: 'One point per dollar against two, on repeat orders.',
    loads: 30,
    running: false,
  },
  {
    id: 'push_digest_cadence',
    name: `Push digest cadence ${HOSTILE_TEXT.script}`,
    description: `Daily against weekly push digests, on 28-day retention. Digest preview: ${HOSTILE_TEXT.breakout} ${HOSTILE_REMOTE_IMAGE}`,
    loads: 10,
    running: false,
  },
];

/** Failures are rare but present; the first experiment's recent loads show one of each. */
const FORCED_FAILURES: readonly FinishedState[] = ['failure', 'partial_failure', 'cancelled', 'timeout'];

function finishedStateFor(random: Random): FinishedState {
  const roll = random.next();
  if (roll < 0.86) return 'success';
  if (roll < 0.9) return 'failure';
  if (roll < 0.93) return 'partial_failure';
  if (roll < 0.96) return 'cancelled';
  return 'timeout';
}

function reloadTypeFor(age: number, random: Random): ReloadType {
  // A full reload and a metric reload near the top of every history, then mostly the nightly incremental load.
  if (age === 3) return 'full';
  if (age === 5) return 'metric';
  const roll = random.next();
  return roll < 0.85 ? 'incremental' : roll < 0.93 ? 'full' : 'metric';
}

/** The load `age` days back (0 is the newest). */
function pulseLoad(spec: ExperimentSpec, experimentIndex: number, age: number, now: number, random: Random): PulseLoad {
  const createdTime = now - age * DAY - random.int(1, 5) * HOUR - random.int(0, 59) * MINUTE;
  const experimentStart = now - spec.loads * DAY;
  const reloadType = reloadTypeFor(age, random);
  const turboMode = random.chance(0.2);
  const load: PulseLoad = {
    createdTime,
    startDs: dayStamp(reloadType === 'incremental' ? createdTime - DAY : experimentStart),
    endDs: dayStamp(createdTime - DAY),
    reloadType,
    turboMode,
    dagID: `wh_pulse__${spec.id}__${reloadType}`,
    creatorName: reloadType === 'incremental' ? 'Scheduled daily load' : random.pick(EVERYONE).name,
  };
  if (age === 0 && spec.running) return load;
  const forced = experimentIndex === 0 ? FORCED_FAILURES[age - 1] : undefined;
  const finishedState = forced ?? finishedStateFor(random);
  const minutes = finishedState === 'timeout' ? 360 : random.int(turboMode ? 3 : 12, turboMode ? 20 : 95);
  return { ...load, finishedTime: createdTime + minutes * MINUTE, finishedState };
}

/** Six warehouse-native experiments with 10 to 200 pulse loads each, newest first. */
export function seedExperiments(now: number): SeedData['experiments'] {
  const random = createRandom('experiments');
  return EXPERIMENTS.map((spec, index) => {
    const pulseLoads = Array.from({ length: spec.loads }, (_, age) => pulseLoad(spec, index, age, now, random));
    return {
      summary: {
        id: spec.id,
        name: spec.name,
        description: spec.description,
        lastModifiedTime: pulseLoads[0]?.createdTime ?? now,
      },
      pulseLoads,
    };
  });
}
