import { CONDITION_TYPES, type ConditionType, operatorsFor } from '../../../contract/conditionOperators';
import { CONDITION_TYPE_LABELS, OPERATOR_LABELS } from '../../../contract/conditionWords';

const TYPE_GROUPS: readonly { group: string; types: readonly ConditionType[] }[] = [
  { group: 'User', types: ['user_id', 'email', 'country', 'ip_address', 'custom_field', 'unit_id'] },
  { group: 'App and device', types: ['app_version', 'browser_name', 'browser_version', 'os_name', 'os_version'] },
  { group: 'Environment', types: ['environment_tier'] },
  { group: 'Segments', types: ['passes_segment', 'fails_segment'] },
];

/** The type picker's options, grouped the way people look for them. */
export const CONDITION_TYPE_OPTIONS = TYPE_GROUPS.map(({ group, types }) => ({
  group,
  items: types.map((value) => ({ value, label: CONDITION_TYPE_LABELS[value] })),
}));

// Every type sits in exactly one group; this keeps the groups honest when the contract adds a type.
const grouped = new Set(TYPE_GROUPS.flatMap(({ types }) => types));
if (CONDITION_TYPES.some((type) => !grouped.has(type))) throw new Error('A condition type has no group in the picker');

/** The operator picker's options for a type: exactly the operators the type allows. */
export function operatorOptions(type: ConditionType): { value: string; label: string }[] {
  return operatorsFor(type).map((value) => ({ value, label: OPERATOR_LABELS[value] }));
}
