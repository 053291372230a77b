import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Fieldset, Stack, Text } from '@mantine/core';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import type { Gate } from '../../../contract/gate';
import { sameValue } from '../../gate-diff/sameValue';
import { EditorSection } from '../editor/EditorSection';
import { GateSettingsFields } from '../editor/GateSettingsFields';
import { RulesEditor } from '../editor/RulesEditor';
import { RuleReachability } from '../editor/RuleReachability';
import { RuleRolloutsContext, rolloutsById } from '../editor/ruleRollouts';
import { gateFormResolver } from '../editor/gateFormResolver';
import type { GateFormOutput, GateFormValues } from '../editor/gateFormSchema';
import { toGateFormValues } from '../editor/gateFormValues';
import { GateLifecycle } from '../lifecycle/GateLifecycle';
import { safeChangeCount } from '../save/changeCount';
import { DiscardDialog } from '../save/DiscardDialog';
import { formProblems } from '../save/formProblems';
import { isFormPath } from '../save/formPath';
import { rebaseFormValues } from '../save/rebaseFormValues';
import { RestoredDraftNotice } from '../save/RestoredDraftNotice';
import { ReviewDialog } from '../save/ReviewDialog';
import { SaveStepDialogs } from '../save/SaveStepDialogs';
import { SaveBar } from '../save/SaveBar';
import { UnsavedChangesGuard } from '../save/UnsavedChangesGuard';
import { useGateDraft } from '../save/useGateDraft';
import { useGateSave } from '../save/useGateSave';
import { showNotification } from '../../../ui/showNotification';
import { focusFirstField } from './focusFirstField';
import type { EditorHandle } from './useEditorHandle';

interface GateEditorProps {
  gate: Gate;
  /** Gives the page the editor's actions once it is there; returns the detach. */
  onAttach?: (editor: EditorHandle) => () => void;
  /** Called once every rule is rendered (a long gate renders its rules in two passes). */
  onRulesShown?: () => void;
}

/** The gate's edit form and its save flow: review, safe change, conflicts, drafts and the leave guard. */
export function GateEditor({ gate, onAttach, onRulesShown }: GateEditorProps) {
  // The version the edits are made against: the loaded one, then each saved or rebased one.
  const [base, setBase] = useState(gate);
  const baseValues = useMemo(() => toGateFormValues(base), [base]);
  const rollouts = useMemo(() => rolloutsById(base.rules), [base]);
  const form = useForm<GateFormValues, unknown, GateFormOutput>({
    resolver: gateFormResolver,
    defaultValues: baseValues,
    mode: 'onChange',
  });
  const draft = useGateDraft(form, base, baseValues);
  const [reviewValues, setReviewValues] = useState<GateFormValues | undefined>(undefined);
  const [bothChanged, setBothChanged] = useState<string[]>([]);
  const [discardAsk, setDiscardAsk] = useState({ opened: false, count: 0 });
  const [lastSaved, setLastSaved] = useState<{ version: number | undefined; message: string } | undefined>(undefined);

  const save = useGateSave({
    gateId: gate.id,
    form,
    onSaved: (saved, message) => {
      setBase(saved);
      form.reset(toGateFormValues(saved));
      draft.forget();
      setReviewValues(undefined);
      setBothChanged([]);
      setLastSaved({ version: saved.version, message });
    },
  });

  // A newer record arriving while nothing is edited (a background refetch) simply becomes the base.
  useEffect(() => {
    if (gate === base || gate.version === base.version) return;
    if (!sameValue(form.getValues(), baseValues)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows an external store (the query cache) into the form
    setBase(gate);
    form.reset(toGateFormValues(gate));
  }, [gate, base, baseValues, form]);

  const review = form.handleSubmit(
    () => {
      const values = form.getValues();
      // Saving an unchanged form would only copy the version: say so instead of offering a review of nothing.
      if (safeChangeCount(base, values) === 0) {
        showNotification({ color: 'gray', title: 'Nothing to save', message: 'This gate has no unsaved changes.' });
        return;
      }
      save.clearFailure();
      setLastSaved(undefined);
      setReviewValues(values);
    },
    (errors) => {
      const first = formProblems(errors).find((problem) => isFormPath(problem.name));
      // A frame later: a collapsed rule with errors opens on this render, and its field must exist to take focus.
      if (first !== undefined && isFormPath(first.name)) {
        const name = first.name;
        requestAnimationFrame(() => {
          form.setFocus(name);
        });
      }
    },
  );

  const discard = () => {
    setDiscardAsk((ask) => ({ ...ask, opened: false }));
    form.reset(baseValues);
    draft.forget();
    save.clearFailure();
    setBothChanged([]);
  };

  /** Moves the edits onto the newer version; `review` opens the review of the result at once. */
  const rebase = (newer: Gate, { review: openReview }: { review: boolean }) => {
    const rebased = rebaseFormValues(base, form.getValues(), newer);
    setBase(newer);
    form.reset(rebased.baseValues);
    form.reset(rebased.values, { keepDefaultValues: true });
    setBothChanged(rebased.bothChanged);
    save.dismiss();
    setReviewValues(openReview ? rebased.values : undefined);
  };

  // The page's shortcuts reach the latest review and the form's fields through the handle.
  const latestReview = useRef(review);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    latestReview.current = review;
  });
  useEffect(
    () =>
      onAttach?.({
        review: () => void latestReview.current(),
        focusFirstField: () => {
          focusFirstField(formElement.current);
        },
      }),
    [onAttach],
  );
  const { step } = save;
  // Read-only until unarchived (the server refuses any update of an archived gate, 409); its rules still expand.
  const archived = base.status === 'Archived';
  return (
    <FormProvider {...form}>
      <form
        ref={formElement}
        aria-label="Edit gate"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void review();
        }}
      >
        <Stack gap="lg">
          <GateLifecycle
            gate={base}
            hasDraft={() => !sameValue(form.getValues(), baseValues)}
            onSaveDraft={() => void review()}
            onDiscardDraft={discard}
          />
          {lastSaved !== undefined && <SavedNotice version={lastSaved.version} message={lastSaved.message} />}
          {draft.restored !== undefined && (
            <RestoredDraftNotice
              savedAt={draft.restored.savedAt}
              draftVersion={draft.restored.baseVersion}
              currentVersion={base.version}
              rebased={draft.restored.rebased}
              bothChanged={draft.restored.bothChanged}
              onDiscard={discard}
            />
          )}
          {/* Not disabled: the same box as the first view's fieldset, so the editor replaces it in place. */}
          <Fieldset variant="unstyled" aria-label="Gate settings and rules">
            <Stack gap="lg">
              <EditorSection title="Settings">
                <Fieldset variant="unstyled" disabled={archived} aria-label="Gate settings">
                  <GateSettingsFields />
                </Fieldset>
              </EditorSection>
              <EditorSection title="Rules">
                <RuleRolloutsContext value={rollouts}>
                  <RuleReachability>
                    <RulesEditor onAllShown={onRulesShown} readOnly={archived} />
                  </RuleReachability>
                </RuleRolloutsContext>
              </EditorSection>
            </Stack>
          </Fieldset>
          {!archived && (
            <SaveBar
              base={base}
              failure={save.failure}
              onReview={() => void review()}
              onDiscard={() => {
                setDiscardAsk({ opened: true, count: safeChangeCount(base, form.getValues()) ?? 0 });
              }}
            />
          )}
        </Stack>
      </form>
      <ReviewDialog
        base={base}
        values={step.step === 'idle' ? reviewValues : undefined}
        bothChanged={bothChanged.length > 0 ? bothChanged : (draft.restored?.bothChanged ?? [])}
        isSaving={save.isSaving}
        failure={save.failure}
        onSave={(body, strategy) => {
          save.send(body, strategy);
        }}
        onCancel={() => {
          setReviewValues(undefined);
        }}
      />
      <SaveStepDialogs
        save={save}
        base={base}
        onRebase={(newer) => {
          rebase(newer, { review: true });
        }}
        onKeepEditing={(newer) => {
          // Staying on the old version would send its expectedVersion again and be refused again (a loop).
          if (newer === undefined) {
            save.dismiss();
            setReviewValues(undefined);
          } else {
            rebase(newer, { review: false });
          }
        }}
        onClose={() => {
          save.dismiss();
          setReviewValues(undefined);
        }}
      />
      <DiscardDialog
        opened={discardAsk.opened}
        count={discardAsk.count}
        onDiscard={discard}
        onCancel={() => {
          setDiscardAsk((ask) => ({ ...ask, opened: false }));
        }}
      />
      <DirtyFormGuard onLeave={draft.forget} />
    </FormProvider>
  );
}

// The editor itself never reads the form's state: a re-render of it re-renders every rule of a 200-rule gate.
/** The server's answer to the last save, until the next edit. */
function SavedNotice({ version, message }: { version: number | undefined; message: string }) {
  const { isDirty } = useFormState<GateFormValues>();
  if (isDirty) return null;
  return (
    <Alert color="green" variant="light" role="status" title={`Saved version ${String(version ?? '')}`}>
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

function DirtyFormGuard({ onLeave }: { onLeave: () => void }) {
  const { isDirty } = useFormState<GateFormValues>();
  return <UnsavedChangesGuard isDirty={isDirty} onLeave={onLeave} />;
}
