import { useMemo, useState } from 'react';
import { Alert, Box, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { everyEntityQueries, type EntityReadProgress } from '../../client/queries/everyEntityQueries';
import { useSavedTestUsers } from '../../client/useSavedTestUsers';
import { pageOfItems } from '../../ui/pageOfItems';
import { PagedTable } from '../../ui/PagedTable';
import { PageTitle } from '../../ui/PageTitle';
import { pageRequest } from '../../ui/pageRequest';
import { ReadingStates } from '../../ui/ReadingStates';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { EntitySourceNotes } from './EntitySourceNotes';
import { SavedTestUserSelect } from './SavedTestUserSelect';
import { useBucketing } from './useBucketing';
import { useUserEvaluations } from './useUserEvaluations';
import { whatUserSeesColumns } from './whatUserSeesColumns';
import { WhatUserSeesFilters } from './WhatUserSeesFilters';
import { WhatUserSeesProgress } from './WhatUserSeesProgress';
import { filterRows, namedSubjects, resultCounts } from './whatUserSeesRows';
import type { WhatUserSeesSearch } from './whatUserSeesSearch';
import { useStoppableRead } from '../../ui/useStoppableRead';

/**
 * Every gate and dynamic config evaluated for one saved test user: the console reads each list whole (or, on a
 * server without a list, the records opened recently), evaluates each entity, and shows a filterable table.
 */
export function WhatUserSeesPage({ search }: { search: WhatUserSeesSearch }) {
  const navigate = useNavigate();
  const { users } = useSavedTestUsers();
  const saved = users.find((candidate) => candidate.id === search.user);
  const bucketing = useBucketing();
  const [reading, setReading] = useState<EntityReadProgress | undefined>(undefined);
  const read = useStoppableRead(everyEntityQueries.everything(setReading), { enabled: saved !== undefined });
  const entities = read.data;
  const subjects = useMemo(() => entities && namedSubjects(entities), [entities]);
  const evaluated = useUserEvaluations(subjects, saved?.user, bucketing);
  const { page, limit } = pageRequest(search);
  const navigation = usePageNavigation();
  const shown = useMemo(
    () =>
      evaluated.rows && filterRows(evaluated.rows, { text: search.q ?? '', result: search.result, kind: search.kind }),
    [evaluated.rows, search.q, search.result, search.kind],
  );
  const view = shown && pageOfItems(shown, page, limit);

  const writeSearch = (changes: Partial<WhatUserSeesSearch>) => {
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes, page: undefined }), replace: true });
  };

  return (
    <>
      <PageTitle
        title="What does this user see?"
        description="Every gate and dynamic config evaluated for one saved test user: the result, the rule that decides and why."
      />
      <Box maw={360} mb="md">
        <SavedTestUserSelect
          label="Test user"
          value={search.user ?? null}
          onChange={(id) => {
            read.readAgain();
            writeSearch({ user: id ?? undefined });
          }}
        />
      </Box>
      {users.length === 0 ? (
        <Alert color="blue" variant="light" title="No saved test users yet">
          <Text size="sm">Open any gate, Test a user, Save: the user you save can then be picked here.</Text>
        </Alert>
      ) : saved === undefined ? (
        <Text c="dimmed">Pick a saved test user to evaluate every gate and dynamic config for them.</Text>
      ) : (
        <ReadingStates read={read} errorTitle="Could not read the gates and dynamic configs">
          {(entities === undefined || evaluated.rows === undefined) && (
            <WhatUserSeesProgress
              reading={reading}
              evaluating={subjects && { done: evaluated.done, total: subjects.length }}
              onCancel={entities === undefined ? read.stop : undefined}
            />
          )}
          {entities && <EntitySourceNotes entities={entities} />}
          <WhatUserSeesFilters search={search} />
          <Text size="sm" c="dimmed" mb="md" aria-live="polite">
            {evaluated.rows && shown
              ? `${saved.name}: ${resultCounts(evaluated.rows)}. ${String(shown.length)} shown.`
              : '\u00a0'}
          </Text>
          <PagedTable
            caption={`What ${saved.name} sees`}
            columns={whatUserSeesColumns(saved.id)}
            getRowKey={(row) => `${row.kind}:${row.id}`}
            rows={view?.rows}
            pagination={view?.pagination}
            isLoading={view === undefined}
            error={null}
            onRetry={read.retry}
            page={page}
            limit={limit}
            emptyMessage="No gate or dynamic config matches the filters."
            {...navigation}
          />
        </ReadingStates>
      )}
    </>
  );
}
