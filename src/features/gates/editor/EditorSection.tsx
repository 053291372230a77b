import type { ReactNode } from 'react';
import { Title } from '@mantine/core';
import { PlainPaper } from '../../../ui/PlainPaper';

/** One titled section of a gate's page ("Settings", "Rules"): the editor's and the read-only first view's alike. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `gate-editor-${title.toLowerCase()}`;
  return (
    <PlainPaper component="section" padding="md" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </PlainPaper>
  );
}
