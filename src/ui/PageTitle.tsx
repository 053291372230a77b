import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** The page's one h1 and a sentence about what the page is for. */
export function PageTitle({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      {/* Ids can be long unbroken words: let them wrap instead of overflowing a narrow screen. */}
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
