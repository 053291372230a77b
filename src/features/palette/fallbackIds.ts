import { recentIds } from '../../ui/recentIds';

// The lists the pages keep for servers without list endpoints (gates/recentGates.ts and its siblings). A feature
// cannot import another, so the palette opens the same localStorage keys; they must stay equal to those.
/** Gate ids opened recently on this device. */
export const recentGateIds = recentIds('gatehouse.recentGateIds');
/** Dynamic config ids opened recently on this device. */
export const recentDynamicConfigIds = recentIds('gatehouse.recentDynamicConfigIds');
/** Experiment ids opened recently on this device. */
export const recentExperimentIds = recentIds('gatehouse.recentExperimentIds');
/** Event names opened recently on this device. */
export const recentEventNames = recentIds('gatehouse.recentEventNames');
