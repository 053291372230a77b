import type { SeedData } from './seedTypes';
import { buildGateVersions } from './gateVersions';
import { CLEANUP_GATES } from './cleanupGates';
import { EVALUATION_GATES } from './evaluationGates';
import { LIFECYCLE_GATES } from './lifecycleGates';
import { PLATFORM_GATES } from './platformGates';
import { PRODUCT_GATES } from './productGates';
import { REGIONAL_GATE } from './regionalGate';

/** Every seeded gate with its history, oldest version first. */
export function seedGates(now: number): SeedData['gates'] {
  return [
    ...PRODUCT_GATES,
    ...PLATFORM_GATES,
    ...LIFECYCLE_GATES,
    REGIONAL_GATE,
    ...CLEANUP_GATES,
    ...EVALUATION_GATES,
  ].map((spec) => ({
    versions: buildGateVersions(spec, now),
  }));
}
