import { lazy, Suspense } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import type { SqlEditorProps } from './SqlEditor';

// CodeMirror is a large download: fetch it after the form has painted, and only on this page.
const SqlEditor = lazy(() => import('./SqlEditor').then((module) => ({ default: module.SqlEditor })));

/** The SQL editor, with a loading notice in its place until its code arrives. */
export function LazySqlEditor(props: SqlEditorProps) {
  return (
    <Suspense
      fallback={
        <Center mih={160} role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm" ml="xs">
            Loading the SQL editor…
          </Text>
        </Center>
      }
    >
      <SqlEditor {...props} />
    </Suspense>
  );
}
