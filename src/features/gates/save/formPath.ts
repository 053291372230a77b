import type { FieldPath } from 'react-hook-form';
import type { GateFormValues } from '../editor/gateFormSchema';

const FORM_FIELDS = new Set([
  'name',
  'description',
  'isEnabled',
  'type',
  'tags',
  'idType',
  'targetApps',
  'reviewSettings',
  'rules',
]);

/** Whether a dotted path (a server field error's, or a problem's) names a field of the gate form. */
export function isFormPath(path: string): path is FieldPath<GateFormValues> {
  return FORM_FIELDS.has(path.split('.')[0] ?? '');
}
