import { useEffect } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { gateQueries } from '../../../client/queries/gateQueries';
import { recentGateIds } from '../../../client/recentLists';
import { GateEditor } from './GateEditor';
import { GateFacts } from './GateFacts';
import { GateHeader } from './GateHeader';

/** One gate: its header, the edit form with its rules, and the read-only facts beside them. */
export function GatePage({ gateId }: { gateId: string }) {
  const { data: gate } = useSuspenseQuery(gateQueries.detail(gateId));

  // A gate that loaded is one worth offering again where the server cannot list gates.
  useEffect(() => {
    recentGateIds.remember(gateId);
  }, [gateId]);

  return (
    <Stack gap="lg">
      <GateHeader gate={gate} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {/* Keyed by gate so opening another gate starts a fresh form. */}
          <GateEditor key={gate.id} gate={gate} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <GateFacts gate={gate} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
