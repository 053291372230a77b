import type { EventNameChoice } from '../../client/queries/eventQueries';

/** The picker's option groups: names opened recently on this device, then the server's names not among them. */
export interface PickerGroup {
  group: string;
  items: string[];
}

/**
 * Groups the picker's names. A name appears once (the combobox needs unique values): under "recent" when it
 * was opened here, else under the server's group. Empty groups are left out.
 */
export function pickerGroups(
  recent: readonly string[],
  server: readonly EventNameChoice[],
  serverGroup: string,
): PickerGroup[] {
  const recentSet = new Set(recent);
  const groups: PickerGroup[] = [
    { group: 'Opened recently on this device', items: [...recent] },
    { group: serverGroup, items: server.map((choice) => choice.name).filter((name) => !recentSet.has(name)) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
