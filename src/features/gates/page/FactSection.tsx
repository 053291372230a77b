import type { ReactNode } from 'react';
import { DataList, Paper, Title } from '@mantine/core';

/** One titled card of read-only facts, as a description list. */
export function FactSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `facts-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <DataList orientation="vertical" gap="sm" size="sm">
        {children}
      </DataList>
    </Paper>
  );
}

/** One fact: a label and its value; long unbroken values wrap. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
