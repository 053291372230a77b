import { useEffect, useMemo, useState } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { gateQueries } from '../../../client/queries/gateQueries';
import type { Gate } from '../../../contract/gate';
import { AnchorLink } from '../../../ui/AnchorLink';
import { errorMessage } from '../../../ui/errorStatus';
import { PagedTable } from '../../../ui/PagedTable';
import type { PageRequest } from '../../../ui/pageRequest';
import { PageTitle } from '../../../ui/PageTitle';
import { usePageNavigation } from '../../../ui/usePageNavigation';
import { recentGateIds } from '../../../client/recentLists';
import { ExportVersionsButton } from './ExportVersionsButton';
import { historyColumns, timelineRowKey } from './historyColumns';
import { RestoreVersion } from './RestoreVersion';
import { useTimelinePage } from './useTimelinePage';
import { VersionAtForm, type VersionAtResult } from './VersionAtForm';
import { VersionComparison } from './VersionComparison';
import { pageOfVersion, predecessorOf, versionAt } from './versionTimeline';

interface GateHistoryPageProps extends PageRequest {
  gateId: string;
  version: number | undefined;
  against: number | undefined;
  /** The moment asked about, as an ISO date-time. */
  at: string | undefined;
}

/**
 * A gate's versions, newest first: the paged timeline with what each version changed, any two versions side by side,
 * the version in effect at a moment, restore through the editor's review, and an export of every version.
 */
export function GateHistoryPage({ gateId, page, limit, version, against, at }: GateHistoryPageProps) {
  const { newestName, ...timeline } = useTimelinePage(gateId, page, limit);
  const navigation = usePageNavigation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const atMillis = at === undefined ? undefined : Date.parse(at);
  // Every version is read only once a comparison or a moment asks for it; a long history costs nothing until then.
  const history = useQuery({
    ...gateQueries.versionHistory(gateId),
    enabled: version !== undefined || atMillis !== undefined,
  });
  const versions = history.data;
  const [restoring, setRestoring] = useState<Gate | undefined>(undefined);
  const [picking, setPicking] = useState(false);

  const found = timeline.rows !== undefined;
  useEffect(() => {
    if (found) recentGateIds.remember(gateId);
  }, [found, gateId]);

  const atResult = useMemo((): VersionAtResult | undefined => {
    if (atMillis === undefined || versions === undefined) return undefined;
    return { at: atMillis, version: versionAt(versions, atMillis), first: versions.at(-1) };
  }, [atMillis, versions]);
  // A link may carry only `at`: the version in effect then is the one shown.
  const shown = version ?? atResult?.version?.version;
  // Right after a restore the new version is on its way: wait for it rather than say it does not exist.
  const waitingForShown =
    shown !== undefined && history.isFetching && !versions?.some((gate) => gate.version === shown);
  const compared =
    against ?? (shown === undefined || versions === undefined ? undefined : predecessorOf(versions, shown)?.version);

  const columns = useMemo(() => historyColumns({ gateId, shown, against: compared }), [gateId, shown, compared]);
  const loadVersions = () => queryClient.query(gateQueries.versionHistory(gateId));

  const select = (selection: { version: number; against: number | undefined }) => {
    void navigate({
      to: '.',
      search: (previous) => ({
        ...previous,
        version: selection.version,
        against: selection.against,
        at: undefined,
        page: versions === undefined ? previous.page : pageOfVersion(versions, selection.version, limit),
      }),
    });
  };

  const pickMoment = (millis: number) => {
    setPicking(true);
    loadVersions()
      .then((all) => {
        const inEffect = versionAt(all, millis)?.version;
        void navigate({
          to: '.',
          search: (previous) => ({
            ...previous,
            at: new Date(millis).toISOString(),
            version: inEffect,
            against: undefined,
            page: inEffect === undefined ? previous.page : pageOfVersion(all, inEffect, limit),
          }),
        });
      })
      .catch(() => undefined)
      .finally(() => {
        setPicking(false);
      });
  };

  const name = newestName ?? gateId;
  return (
    <Stack gap="lg">
      <div>
        <PageTitle
          title={`History of ${name}`}
          description="Every saved version of this gate, newest first, and what each one changed."
        />
        <Group gap="lg" mt={-8}>
          <AnchorLink to="/gates/$gateId" params={{ gateId }}>
            Back to the gate
          </AnchorLink>
          <AnchorLink to="/gates">Back to gates</AnchorLink>
          <AnchorLink to="/audit" search={{ id: gateId }}>
            Audit log for this gate
          </AnchorLink>
        </Group>
      </div>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <VersionAtForm key={at ?? ''} at={atMillis} result={atResult} isPending={picking} onPick={pickMoment} />
        <ExportVersionsButton gateId={gateId} loadVersions={loadVersions} />
      </Group>
      {history.isError && (
        <Text size="sm" role="alert">
          {`The versions could not be loaded: ${errorMessage(history.error)}`}
        </Text>
      )}
      {shown !== undefined && versions !== undefined && !waitingForShown && (
        <VersionComparison
          versions={versions}
          shown={shown}
          against={compared}
          onSelect={select}
          onRestore={setRestoring}
        />
      )}
      {(waitingForShown || (shown !== undefined && history.isPending)) && (
        <Text size="sm" role="status">
          Loading the versions to compare…
        </Text>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="history-timeline">
        <Title order={2} size="h3" id="history-timeline" mb="sm">
          Versions
        </Title>
        {shown === undefined && (
          <Text size="sm" mb="sm">
            Open a version to see what it changed, compare it with any other, or restore it.
          </Text>
        )}
        <PagedTable
          caption={`Versions of ${gateId}, newest first`}
          columns={columns}
          getRowKey={timelineRowKey}
          page={page}
          limit={limit}
          emptyMessage="This gate has no saved versions yet."
          {...timeline}
          {...navigation}
        />
      </Paper>
      {versions?.[0] !== undefined && (
        <RestoreVersion
          gateId={gateId}
          current={versions[0]}
          restoring={restoring}
          onClose={() => {
            setRestoring(undefined);
          }}
          onRestored={(saved) => {
            setRestoring(undefined);
            if (saved.version !== undefined) select({ version: saved.version, against: undefined });
          }}
        />
      )}
    </Stack>
  );
}
