import { recentIds } from './recentIds';

// The recent-id lists of every kind of record, in one place: the pages keep them for servers without a list
// endpoint, and the command palette searches the same lists. One definition keeps the storage keys from drifting.

/** Gate ids opened recently on this device: the fallback for an upstream without the gates list. */
export const recentGateIds = recentIds('gatehouse.recentGateIds');
/** Dynamic config ids opened recently on this device. */
export const recentDynamicConfigIds = recentIds('gatehouse.recentDynamicConfigIds');
/** Experiment ids opened recently on this device. */
export const recentExperimentIds = recentIds('gatehouse.recentExperimentIds');
/** Event names opened recently on this device. */
export const recentEventNames = recentIds('gatehouse.recentEventNames');
