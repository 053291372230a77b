import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { gateViewQuery } from '../../../client/queries/gateViewQuery';
import { recentGateIds } from '../../../client/recentLists';
import { GateHeader } from './GateHeader';
import { LoadedGateEditor, LoadedGateFacts } from './LoadedParts';
import { useEditorHandle } from './useEditorHandle';
import { useGatePageShortcuts } from './useGatePageShortcuts';
import { useEditorWanted } from './useLazyEditor';
import { useWholeGate } from './useWholeGate';
import { GateFirstView } from '../firstView/GateFirstView';
import { gateSubject } from '../../test-users/subjects';
import { TestUserButton } from '../../test-users/TestUserButton';
import type { TestUserSearch } from '../../test-users/testUserSearch';
import { usePainted } from '../../../ui/afterNextPaint';
import { useIdle } from '../../../ui/useIdle';
import classes from './gatePage.module.css';

// The "Test a user" panel (its evaluator, forms and drawer) is not needed to show the gate: its code loads when the
// panel is opened, or once the page has painted and the browser is idle.
const TestUserPanel = lazy(() =>
  import('../../test-users/TestUserPanel').then((module) => ({ default: module.TestUserPanel })),
);

interface GatePageProps {
  gateId: string;
  /** The "Test a user" panel's part of the URL. */
  testSearch: TestUserSearch;
  onTestSearchChange: (next: TestUserSearch) => void;
}

/**
 * One gate: its header, the edit form with its rules, and the read-only facts beside them. The form is painted first
 * as a read-only view of the same data (see GateFirstView) while the editor's code loads.
 */
export function GatePage({ gateId, testSearch, onTestSearchChange }: GatePageProps) {
  const { data: view, dataUpdatedAt } = useSuspenseQuery(gateViewQuery(gateId));
  const idle = useIdle();
  // The first view's height is kept until the editor has rendered every rule (a long gate takes two passes), so
  // the page does not get shorter under a reader scrolled down the rules.
  const column = useRef<HTMLDivElement>(null);
  const [keptHeight, setKeptHeight] = useState<number | undefined>(undefined);
  const keepHeight = useCallback(() => {
    setKeptHeight(column.current?.offsetHeight);
  }, []);
  const releaseHeight = useCallback(() => {
    setKeptHeight(undefined);
  }, []);
  // The first view's rules come in the frame after its header and settings (see GateFirstView); the editor waits
  // for them, so the height it keeps is the whole first view's.
  const painted = usePainted();
  const editorWanted = useEditorWanted(keepHeight, painted);
  // The first view shows the fields its own check read; the editor, the facts and the panel get the record once the
  // gate schema (which comes with the editor's code) has read it whole.
  const gate = useWholeGate(gateId, view, dataUpdatedAt, editorWanted);
  const shown = gate ?? view;
  // The saved gate, as the service serves it: the panel does not follow the editor's unsaved draft.
  const subject = useMemo(() => (gate === undefined ? undefined : gateSubject(gate)), [gate]);
  const editor = useEditorHandle();
  useGatePageShortcuts(gateId, editor.run);

  // A gate that loaded is one worth offering again where the server cannot list gates.
  useEffect(() => {
    recentGateIds.remember(gateId);
  }, [gateId]);

  return (
    <Stack gap="lg">
      <GateHeader gate={shown} />
      <Group>
        <TestUserButton
          onOpen={() => {
            onTestSearchChange({ ...testSearch, test: '1' });
          }}
        />
      </Group>
      {subject !== undefined && (idle || testSearch.test === '1') && (
        <Suspense fallback={null}>
          <TestUserPanel
            subject={subject}
            subjectName={`gate ${shown.name ?? shown.id}`}
            search={testSearch}
            onSearchChange={onTestSearchChange}
          />
        </Suspense>
      )}
      {/* A CSS grid, not Mantine's Grid: its code would be in the chunk the first view waits for. */}
      <div className={classes.columns}>
        <div ref={column} style={{ minHeight: keptHeight }}>
          <Suspense fallback={<GateFirstView gate={shown} rulesDrawn={painted} />}>
            {editorWanted && gate !== undefined ? (
              // Keyed by gate so opening another gate starts a fresh form.
              <LoadedGateEditor key={gate.id} gate={gate} onAttach={editor.attach} onRulesShown={releaseHeight} />
            ) : (
              <GateFirstView gate={shown} rulesDrawn={painted} />
            )}
          </Suspense>
        </div>
        {/* From the frame after the first view, as the editor. A boundary of its own mounted then shows nothing
            until the facts' code is here, rather than holding the editor's switch back for them. */}
        {editorWanted && gate !== undefined && (
          <Suspense fallback={null}>
            <LoadedGateFacts gate={gate} />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
