import { useMemo, useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { isEndpointMissing } from '../../../client/listMissing';
import type { WalkProgress } from '../../../client/pageWalker';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { downloadFile } from '../../../ui/downloadFile';
import { PageTitle } from '../../../ui/PageTitle';
import { ReadingStates } from '../../../ui/ReadingStates';
import type { BulkAction } from './bulkGateActions';
import { BulkRunReport } from './BulkRunReport';
import { countOf, percentOf, ReadingProgress } from '../../../ui/ReadingProgress';
import { staleGatesQuery } from './readStaleCandidates';
import { StaleGatesActions } from './StaleGatesActions';
import { staleGatesCsv } from './staleGatesCsv';
import { StaleGatesTable } from './StaleGatesTable';
import { staleRows } from './staleRows';
import { useBulkRun } from './useBulkRun';
import { useStoppableRead } from '../../../ui/useStoppableRead';

const CONFIRM: Record<BulkAction, { verb: string; what: string }> = {
  archive: {
    verb: 'Archive',
    what: 'An archived gate fails everyone until it is unarchived.',
  },
  'make-permanent': {
    verb: 'Make permanent',
    what: 'Each gate becomes PERMANENT: meant to stay, so it is no longer flagged as temporary or as marked stale.',
  },
};

function gatesWord(count: number): string {
  return count === 1 ? '1 gate' : `${String(count)} gates`;
}

/** Every gate read, those that look finished or forgotten listed with why, to archive or keep in bulk. */
export function StaleGatesPage() {
  const [progress, setProgress] = useState<WalkProgress | undefined>(undefined);
  const [now] = useState(() => Date.now());
  const read = useStoppableRead(staleGatesQuery.everyGate(setProgress), { isMissing: isEndpointMissing });
  const every = read.data;
  const rows = useMemo(() => every && staleRows(every.gates, now), [every, now]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<BulkAction | undefined>(undefined);
  const { run, start, cancel } = useBulkRun();
  const running = run !== undefined && !run.done;
  const chosen = rows?.filter((row) => selected.has(row.gate.id)).map((row) => row.gate) ?? [];

  const confirm = async (action: BulkAction) => {
    setAsking(undefined);
    const outcomes = await start(action, chosen);
    // What failed or was not tried (a cancelled run) stays selected, to try again once its cause is dealt with.
    const changed = new Set(outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id));
    setSelected(new Set(chosen.map((gate) => gate.id).filter((id) => !changed.has(id))));
  };

  return (
    <>
      <PageTitle
        title="Stale gates"
        description="Gates that look finished or forgotten, each with why: archive them or make them permanent in one go."
      />
      <ReadingStates
        read={read}
        errorTitle="Could not read the gates"
        missing={
          <Alert color="blue" variant="light" title="This server has no gate list">
            <Text size="sm">
              Finding stale gates needs every gate, and this server does not list them. Open a gate by id from Gates to
              review it.
            </Text>
          </Alert>
        }
      >
        {rows === undefined || every === undefined ? (
          <ReadingProgress
            text={`Reading gates: ${countOf(progress?.items ?? 0, progress?.totalItems)}`}
            percent={percentOf(progress?.items ?? 0, progress?.totalItems)}
            label="Progress of reading every gate"
            onCancel={read.stop}
          />
        ) : (
          <>
            {!every.complete && (
              <Alert color="yellow" variant="light" title="Not every gate was read" mb="md">
                <Text size="sm">The server's paging stopped early, so some gates may be missing from this list.</Text>
              </Alert>
            )}
            <Text size="sm" mb="md" aria-live="polite">
              {`${gatesWord(rows.length)} of ${String(every.gates.length)} look stale. ${String(chosen.length)} selected.`}
            </Text>
            <StaleGatesActions
              selectedCount={chosen.length}
              busy={running}
              canExport={rows.length > 0}
              onAction={setAsking}
              onExport={() => {
                downloadFile('stale-gates.csv', staleGatesCsv(rows), 'text/csv');
              }}
            />
            {run && <BulkRunReport run={run} onCancel={cancel} />}
            <StaleGatesTable rows={rows} selected={selected} onSelectedChange={setSelected} disabled={running} />
          </>
        )}
      </ReadingStates>
      <ConfirmDialog
        opened={asking !== undefined}
        title={asking && `${CONFIRM[asking].verb} ${gatesWord(chosen.length)}?`}
        confirmLabel={asking ? `${CONFIRM[asking].verb} ${gatesWord(chosen.length)}` : ''}
        destructive={asking === 'archive'}
        onConfirm={() => {
          if (asking) void confirm(asking);
        }}
        onCancel={() => {
          setAsking(undefined);
        }}
      >
        {asking && CONFIRM[asking].what} Each gate is changed at the version this page read: one changed since is left
        as it is and reported, and a failure never stops or undoes the others.
      </ConfirmDialog>
    </>
  );
}
