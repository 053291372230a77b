import { useEffect } from 'react';
import { Group } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { experimentQueries } from '../../client/queries/experimentQueries';
import { AnchorLink } from '../../ui/AnchorLink';
import { PagedTable } from '../../ui/PagedTable';
import { pagedTableState } from '../../ui/pagedTableState';
import type { PageRequest } from '../../ui/pageRequest';
import { PageTitle } from '../../ui/PageTitle';
import { usePageNavigation } from '../../ui/usePageNavigation';
import { pulseLoadColumns, pulseLoadKey } from './pulseLoadColumns';
import { PulseLoadsOverview } from './PulseLoadsOverview';
import { recentExperimentIds } from '../../client/recentLists';

interface PulseLoadsPageProps extends PageRequest {
  experimentId: string;
}

/** An experiment's pulse load history, newest first: a duration chart and state counts above the paged table. */
export function PulseLoadsPage({ experimentId, page, limit }: PulseLoadsPageProps) {
  // The rows stay on screen, dimmed, while another page loads.
  const query = useQuery({
    ...experimentQueries.pulseLoads(experimentId, page, limit),
    placeholderData: keepPreviousData,
  });
  const navigation = usePageNavigation();
  const found = query.isSuccess;

  // An id that loaded is one worth offering again where the server cannot list experiments.
  useEffect(() => {
    if (found) recentExperimentIds.remember(experimentId);
  }, [found, experimentId]);

  const loads = query.data?.items;
  return (
    <>
      <PageTitle
        title={experimentId}
        description="Pulse loads of this experiment, newest first: each load's dates, type, duration and outcome."
      />
      <Group mb="md">
        <AnchorLink to="/experiments">Back to experiments</AnchorLink>
      </Group>
      {loads !== undefined && loads.length > 0 && <PulseLoadsOverview loads={loads} />}
      <PagedTable
        caption={`Pulse loads of ${experimentId}`}
        columns={pulseLoadColumns}
        getRowKey={pulseLoadKey}
        page={page}
        limit={limit}
        emptyMessage="This experiment has no pulse loads yet."
        {...pagedTableState(query)}
        {...navigation}
      />
    </>
  );
}
