import { recentIds } from '../../ui/recentIds';

/** Dynamic config ids opened recently on this device: the fallback for an upstream without the configs list. */
export const recentDynamicConfigIds = recentIds('gatehouse.recentDynamicConfigIds');
