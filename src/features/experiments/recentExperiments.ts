import { recentIds } from '../../ui/recentIds';

/** Experiment ids opened recently on this device: the fallback for an upstream without the experiments list. */
export const recentExperimentIds = recentIds('gatehouse.recentExperimentIds');
