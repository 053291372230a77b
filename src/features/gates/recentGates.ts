import { recentIds } from '../../ui/recentIds';

/** Gate ids opened recently on this device: the fallback for an upstream without the gates list. */
export const recentGateIds = recentIds('gatehouse.recentGateIds');
