import { Button, Group, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { AuditLogFilters } from '../../client/queries/auditLogQueries';
import { AUDIT_ACTION_TYPES } from '../../contract/auditLog';
import { UrlSearchInput } from '../../ui/UrlSearchInput';
import { splitList } from './auditSearch';

/** An action type in words: `gate_update` → "gate update". */
const actionTypeLabel = (type: string) => type.replaceAll('_', ' ');

const ACTION_TYPE_OPTIONS = AUDIT_ACTION_TYPES.map((type) => ({ value: type, label: actionTypeLabel(type) }));

/** The audit log's filters; each writes the URL at once (text after a pause in typing) and goes back to page 1. */
export function AuditFilters({ filters }: { filters: AuditLogFilters }) {
  const navigate = useNavigate();
  const set = (change: Partial<AuditLogFilters>) => {
    void navigate({ to: '/audit', search: (previous) => ({ ...previous, ...change, page: undefined }) });
  };
  const blankToUndefined = (value: string) => (value === '' ? undefined : value);
  const anySet = Object.values(filters).some((value) => value !== undefined);

  return (
    <Stack gap="sm" w="100%">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <UrlSearchInput
          label="Record id"
          description="The gate, autotune or metric source changed"
          clearLabel="Clear the record id"
          value={filters.id ?? ''}
          onSearch={(id) => {
            set({ id: blankToUndefined(id) });
          }}
        />
        <UrlSearchInput
          label="Person"
          description="Part of a name or email"
          clearLabel="Clear the person"
          value={filters.updatedBy ?? ''}
          onSearch={(updatedBy) => {
            set({ updatedBy: blankToUndefined(updatedBy) });
          }}
        />
        <UrlSearchInput
          label="Tags"
          description="Comma-separated; the record must carry every one"
          clearLabel="Clear the tags"
          value={filters.tags ?? ''}
          onSearch={(tags) => {
            set({ tags: blankToUndefined(splitList(tags).join(',')) });
          }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label="From"
          description="First day, UTC"
          value={filters.startDate ?? ''}
          onChange={(event) => {
            set({ startDate: blankToUndefined(event.currentTarget.value) });
          }}
        />
        <TextInput
          type="date"
          label="To"
          description="Last day, UTC"
          value={filters.endDate ?? ''}
          onChange={(event) => {
            set({ endDate: blankToUndefined(event.currentTarget.value) });
          }}
        />
        <MultiSelect
          label="Action types"
          description="Any of these; none picked means every type"
          data={ACTION_TYPE_OPTIONS}
          value={splitList(filters.actionTypes)}
          clearable
          onChange={(types) => {
            set({ actionTypes: blankToUndefined(types.join(',')) });
          }}
        />
      </SimpleGrid>
      {anySet && (
        <Group>
          <Button
            variant="subtle"
            onClick={() => {
              void navigate({ to: '/audit', search: {} });
            }}
          >
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
