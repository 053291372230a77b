import { recentIds } from '../../ui/recentIds';

/** Event names opened recently on this device, offered first in the event-name picker. */
export const recentEventNames = recentIds('gatehouse.recentEventNames');
