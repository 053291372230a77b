import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { Gate } from '../../../contract/gate';
import { PersonText } from '../../../ui/PersonText';
import { RelativeTime } from '../../../ui/RelativeTime';
import { timeText } from '../../../ui/timeText';
import { diffGates } from '../../gate-diff/diffGates';
import { GateDiffView } from '../../gate-diff/GateDiffView';
import { summarizeDiff } from '../../gate-diff/summarizeDiff';
import { findVersion } from './versionTimeline';

interface VersionComparisonProps {
  /** Every version, newest first. */
  versions: readonly Gate[];
  shown: number;
  /** The version compared with; undefined when there is none (the first version). */
  against: number | undefined;
  onSelect: (selection: { version: number; against: number | undefined }) => void;
  onRestore: (version: Gate) => void;
}

function optionsOf(versions: readonly Gate[]) {
  return versions.flatMap((gate) =>
    gate.version === undefined
      ? []
      : [
          {
            value: String(gate.version),
            label: `Version ${String(gate.version)} · ${timeText(gate.lastModifiedTime)?.exact ?? 'no time'}`,
          },
        ],
  );
}

function Saved({ gate }: { gate: Gate }) {
  return (
    <Text size="sm">
      {`Version ${String(gate.version ?? '?')} was saved `}
      <RelativeTime millis={gate.lastModifiedTime} /> by{' '}
      <PersonText name={gate.lastModifierName} email={gate.lastModifierEmail} />.
    </Text>
  );
}

/** Two versions side by side: pick either, read what changed from the older pick to the newer, restore the shown one. */
export function VersionComparison({ versions, shown, against, onSelect, onRestore }: VersionComparisonProps) {
  const after = findVersion(versions, shown);
  const before = against === undefined ? undefined : findVersion(versions, against);
  const diff = useMemo(() => (after && before ? diffGates(before, after) : undefined), [after, before]);
  const options = useMemo(() => optionsOf(versions), [versions]);
  const heading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  // A new pick from the timeline below: bring the comparison into view and put focus on its heading.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [shown, against]);

  const current = versions[0]?.version;
  const title =
    against === undefined
      ? `Version ${String(shown)}`
      : `Version ${String(shown)} compared with version ${String(against)}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="history-comparison">
      <Stack gap="md">
        <Title order={2} size="h3" id="history-comparison" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Version shown"
            w={320}
            data={options}
            value={String(shown)}
            allowDeselect={false}
            searchable
            onChange={(value) => {
              if (value !== null)
                onSelect({ version: Number(value), against: against === Number(value) ? undefined : against });
            }}
          />
          <Select
            label="Compared with"
            w={320}
            data={options}
            value={against === undefined ? null : String(against)}
            placeholder="Nothing to compare with"
            allowDeselect={false}
            searchable
            onChange={(value) => {
              if (value !== null) onSelect({ version: shown, against: Number(value) });
            }}
          />
          {against !== undefined && (
            <Button
              variant="subtle"
              onClick={() => {
                onSelect({ version: against, against: shown });
              }}
            >
              Swap
            </Button>
          )}
        </Group>
        {after === undefined ? (
          <Alert color="yellow" variant="light" title={`No version ${String(shown)}`}>
            <Text size="sm">This gate has no version {shown}. Pick a version above or in the timeline.</Text>
          </Alert>
        ) : (
          <>
            <Group justify="space-between" wrap="wrap">
              <Saved gate={after} />
              {shown === current ? (
                <Text size="sm" c="dimmed">
                  This is the current version.
                </Text>
              ) : (
                <Button
                  leftSection={<IconRestore size={16} aria-hidden />}
                  onClick={() => {
                    onRestore(after);
                  }}
                >
                  {`Restore version ${String(shown)}`}
                </Button>
              )}
            </Group>
            {against !== undefined && before === undefined && (
              <Alert color="yellow" variant="light" title={`No version ${String(against)}`}>
                <Text size="sm">This gate has no version {against} to compare with.</Text>
              </Alert>
            )}
            {against === undefined && (
              <Text size="sm">This is the first version: it created the gate. Pick a version to compare it with.</Text>
            )}
            {diff !== undefined && before !== undefined && (
              <>
                <Text>
                  {`From version ${String(before.version ?? '?')} to version ${String(shown)}: ${summarizeDiff(diff)}.`}
                </Text>
                <GateDiffView diff={diff} />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
