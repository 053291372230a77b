import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PulseLoad } from '../../contract/experiment';
import { durationSeries, durationSummaryText } from './durationTrend';
import { LoadDurationChart } from './LoadDurationChart';
import { countLoadStates, stateCountsText } from './loadStates';

/** Duration over time and counts by state for the loads of this page, so slower or failing loads stand out. */
export function PulseLoadsOverview({ loads }: { loads: readonly PulseLoad[] }) {
  const counts = countLoadStates(loads);
  return (
    <Paper withBorder p="md" mb="lg">
      <Stack gap="sm">
        <figure style={{ margin: 0 }} aria-labelledby="load-duration-caption">
          <Group justify="space-between" align="baseline" wrap="wrap" mb="xs">
            <Title order={2} size="h4" id="load-duration-caption">
              Load duration over time
            </Title>
            <Text size="sm">{durationSummaryText(loads)}</Text>
          </Group>
          <LoadDurationChart points={durationSeries(loads)} />
        </figure>
        {/* Only this page's loads are read; counting the whole history would mean reading every page. */}
        <Text size="sm">
          <Text span fw={600} size="sm">
            {`On this page (${String(loads.length)} ${loads.length === 1 ? 'load' : 'loads'}):`}
          </Text>{' '}
          {stateCountsText(counts)}
        </Text>
      </Stack>
    </Paper>
  );
}
