import { useSearch } from '@tanstack/react-router';
import { AUDIT_ACTION_TYPES } from '../../contract/enums';
import { type UrlFilterField, UrlFilterBar } from '../../ui/UrlFilterBar';
import { useUrlFilters } from '../../ui/useUrlFilters';

/** An action type in words: `gate_update` → "gate update". */
const actionTypeLabel = (type: string) => type.replaceAll('_', ' ');

const FIELDS: UrlFilterField[] = [
  {
    kind: 'text',
    key: 'id',
    label: 'Record id',
    description: 'The gate, autotune or metric source changed',
    clearLabel: 'Clear the record id',
  },
  {
    kind: 'text',
    key: 'updatedBy',
    label: 'Person',
    description: 'Part of a name or email',
    clearLabel: 'Clear the person',
  },
  {
    kind: 'tags',
    key: 'tags',
    label: 'Tags',
    description: 'The record must carry every one',
    placeholder: 'Type a tag, press Enter',
  },
  { kind: 'date', key: 'startDate', label: 'From', description: 'First day, UTC' },
  { kind: 'date', key: 'endDate', label: 'To', description: 'Last day, UTC' },
  {
    kind: 'multiselect',
    key: 'actionTypes',
    label: 'Action types',
    description: 'Any of these; none picked means every type',
    data: AUDIT_ACTION_TYPES.map((type) => ({ value: type, label: actionTypeLabel(type) })),
  },
];

/** The audit log's filters; each writes the URL at once (text after a pause in typing) and goes back to page 1. */
export function AuditFilters() {
  const search = useSearch({ from: '/audit' });
  return <UrlFilterBar fields={FIELDS} values={search} onChange={useUrlFilters()} />;
}
