import { memo, useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { GateView } from '../../../contract/gateView';
import { GATE_LIFECYCLE_ACTIONS } from '../../../contract/gateLifecycleActions';
import { EditorSection } from '../editor/EditorSection';
import { toGateFormValues } from '../editor/formValuesFromGate';
import { ArchivedNotice } from '../lifecycle/ArchivedNotice';
import { LifecycleActions } from '../lifecycle/LifecycleActions';
import { readMissingActions } from '../lifecycle/missingActions';
import { offeredActions } from '../lifecycle/offeredActions';
import { hasGateDraft } from '../save/gateDraftKey';
import { PlainDisabledFieldset } from './plainBoxes';
import { RulesView } from './RulesView';
import { SettingsView } from './SettingsView';
import { useDrawnWhenOnScreen } from './useDrawnWhenOnScreen';

const noop = () => undefined;

interface GateFirstViewProps {
  gate: GateView;
  /**
   * False for the first frame: the rules, below the fold of most screens, come in the frame after, so the header and
   * settings paint without waiting for them. So do the settings' last fields, unless the window reaches down to them.
   */
  rulesDrawn: boolean;
}

/**
 * The gate as its editor will show it, painted from the same query data while the editor's code (the form
 * library, drag and drop, the combobox inputs, the save flow) loads: the lifecycle actions, the settings and each
 * rule in words, every control disabled. It has nothing to act on, so nothing done here can be lost; links and the
 * page's shortcuts work throughout (the shortcuts wait for the editor).
 *
 * When this tab keeps a draft of the gate, the editor puts it back with a notice above the settings: painting the
 * saved settings and rules first would make every line below jump when it does, so only the lifecycle actions
 * (above the notice) are painted, and the settings and rules appear once, as the draft has them.
 *
 * Memoised: the page sets state in the frame after this paint (it keeps the column's height for the editor), and
 * drawing every rule again then was a 95 ms task competing with the editor's code.
 */
export const GateFirstView = memo(function GateFirstView({ gate, rulesDrawn }: GateFirstViewProps) {
  const values = useMemo(() => toGateFormValues(gate), [gate]);
  const missing = useMemo(() => readMissingActions(), []);
  const actions = offeredActions(gate, missing);
  const draftKept = useMemo(() => hasGateDraft(gate.id), [gate.id]);
  const [settingsRef, lastSettingsDrawn] = useDrawnWhenOnScreen(rulesDrawn);
  return (
    <Stack gap="lg" aria-busy>
      {gate.status === 'Archived' ? (
        <ArchivedNotice onUnarchive={actions.includes('unarchive') ? noop : undefined} disabled />
      ) : (
        <LifecycleActions
          actions={actions}
          missing={GATE_LIFECYCLE_ACTIONS.filter((action) => missing.has(action))}
          onAction={noop}
          disabled
        />
      )}
      {!draftKept && (
        <PlainDisabledFieldset label="Gate settings and rules">
          <Stack gap="lg">
            <EditorSection title="Settings">
              <SettingsView values={values} lastDrawn={lastSettingsDrawn} ref={settingsRef} />
            </EditorSection>
            <EditorSection title="Rules">
              {rulesDrawn && <RulesView rules={values.rules} savedRules={gate.rules} />}
            </EditorSection>
          </Stack>
        </PlainDisabledFieldset>
      )}
    </Stack>
  );
});
