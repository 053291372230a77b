import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Stepper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FieldPath, FormProvider, useForm } from 'react-hook-form';
import { createAutotuneMutation } from '../../client/mutations/autotuneMutations';
import { AdvancedStep } from './AdvancedStep';
import { toAutotuneId } from './autotuneId';
import { BasicsStep } from './BasicsStep';
import { knownMetricSourceNames, metricSourceIdProblem } from './metricSourceCheck';
import { ReviewStep } from './ReviewStep';
import { placeCreateFailure } from './serverErrors';
import { StartOverDialog } from './StartOverDialog';
import { SuccessStep } from './SuccessStep';
import { VariantsStep } from './VariantsStep';
import {
  clearWizardProgress,
  emptyDraft,
  loadWizardProgress,
  saveWizardProgress,
  WIZARD_DRAFT_DELAY_MS,
} from './wizardDraft';
import { autotuneWizardSchema, type AutotuneDraft, type AutotuneWizardBody } from './wizardSchema';
import { REVIEW_STEP, stepOfPath, WIZARD_STEPS } from './wizardSteps';
import { showNotification } from '../../ui/showNotification';
import { useDraftAutosave } from '../../ui/useDraftAutosave';

const STEP_CONTENT = [BasicsStep, VariantsStep, SuccessStep, AdvancedStep];
const TAKEN_MESSAGE = (id: string) => `An autotune named "${id}" already exists`;

/** The new-autotune wizard: each step checked before the next, the draft kept in this tab, server errors placed. */
export function AutotuneWizard() {
  const [initial] = useState(loadWizardProgress);
  const [step, setStep] = useState(initial.step);
  const [formMessage, setFormMessage] = useState<string>();
  // A new object per request, so asking again for the same field focuses it again.
  const [focusRequest, setFocusRequest] = useState<{ path: FieldPath<AutotuneDraft> }>();
  // Names the server answered 409 for in this visit: Next stays blocked on them instead of failing again at Create.
  const [takenIds, setTakenIds] = useState<ReadonlySet<string>>(new Set());
  const form = useForm<AutotuneDraft, unknown, AutotuneWizardBody>({
    resolver: zodResolver(autotuneWizardSchema),
    defaultValues: initial.draft,
    // An error clears as the user fixes it, not on blur: a message vanishing on blur moves Next under the pointer.
    mode: 'onChange',
  });
  const create = useMutation(createAutotuneMutation());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Five steps do not fit in one row on a phone, and a wrapped row leaves connectors pointing at nothing: stack them.
  const theme = useMantineTheme();
  const isNarrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });

  const stepRef = useRef(step);
  const { saveNow } = useDraftAutosave({
    form,
    delayMs: WIZARD_DRAFT_DELAY_MS,
    save: (draft) => {
      saveWizardProgress({ step: stepRef.current, draft });
    },
  });
  // The step is progress too, but not a form value: keep it as the user moves.
  useEffect(() => {
    stepRef.current = step;
    saveNow();
  }, [step, saveNow]);
  // Focus the field a server error sent the user back to, once its step is on screen.
  useEffect(() => {
    if (focusRequest !== undefined) form.setFocus(focusRequest.path);
  }, [focusRequest, form]);

  /** Checks one step's fields (and names the server said are taken); true when the user may move past it. */
  async function checkStep(index: number, shouldFocus: boolean): Promise<boolean> {
    const fields = WIZARD_STEPS[index]?.fields ?? [];
    if (fields.length === 0) return true;
    const valid = await form.trigger(fields, { shouldFocus });
    if (!valid) return false;
    const id = toAutotuneId(form.getValues('name'));
    if (index === 0 && takenIds.has(id)) {
      form.setError('name', { type: 'server', message: TAKEN_MESSAGE(id) }, { shouldFocus });
      return false;
    }
    const metricSourceID = form.getValues('metricSourceID');
    if (WIZARD_STEPS[index]?.fields.includes('metricSourceID') === true && metricSourceID.trim() !== '') {
      const problem = metricSourceIdProblem(metricSourceID, await knownMetricSourceNames(queryClient));
      if (problem !== undefined) {
        form.setError('metricSourceID', { type: 'server', message: problem }, { shouldFocus });
        return false;
      }
    }
    return true;
  }

  /** Going back is always allowed; going forward only past steps that are valid, stopping at the first that is not. */
  async function goTo(target: number) {
    for (let index = step; index < target; index++) {
      if (!(await checkStep(index, index === step))) {
        setStep(index);
        return;
      }
    }
    setStep(target);
  }

  const submit = form.handleSubmit(
    (body) => {
      setFormMessage(undefined);
      create.mutate(body, {
        onSuccess: (result) => {
          clearWizardProgress();
          showNotification({ color: 'green', message: result.message });
          void navigate({ to: '/autotunes/$autotuneId', params: { autotuneId: result.data.id } });
        },
        onError: (error) => {
          const failure = placeCreateFailure(error);
          if (failure.step === 0 && failure.fieldErrors.some((fieldError) => fieldError.path === 'name')) {
            setTakenIds((previous) => new Set(previous).add(body.name));
          }
          for (const fieldError of failure.fieldErrors) {
            form.setError(fieldError.path as FieldPath<AutotuneDraft>, { type: 'server', message: fieldError.message });
          }
          setFormMessage(failure.formMessage);
          setStep(failure.step);
          const first = failure.fieldErrors[0];
          if (first) setFocusRequest({ path: first.path as FieldPath<AutotuneDraft> });
        },
      });
    },
    (errors) => {
      // Only a draft changed behind the wizard's back gets here: show the earliest step that is wrong.
      const steps = Object.keys(errors).flatMap((path) => stepOfPath(path) ?? []);
      setStep(Math.min(REVIEW_STEP, ...steps));
    },
  );

  const [confirmingStartOver, setConfirmingStartOver] = useState(false);

  function startOver() {
    setConfirmingStartOver(false);
    clearWizardProgress();
    form.reset(emptyDraft());
    setFormMessage(undefined);
    setStep(0);
  }

  const errors = form.formState.errors;
  const stepHasError = (index: number) =>
    (WIZARD_STEPS[index]?.fields ?? []).some((field) => errors[field] !== undefined);
  const Content = STEP_CONTENT[step];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="New autotune"
        onSubmit={(event) => {
          if (step === REVIEW_STEP) {
            void submit(event);
            return;
          }
          // Enter in a field moves on a step rather than creating half an autotune.
          event.preventDefault();
          void goTo(step + 1);
        }}
      >
        <Stack gap="lg">
          <Stepper
            active={step}
            onStepClick={(index) => void goTo(index)}
            size="sm"
            orientation={isNarrow ? 'vertical' : 'horizontal'}
          >
            {WIZARD_STEPS.map((wizardStep, index) => (
              <Stepper.Step
                key={wizardStep.label}
                label={wizardStep.label}
                description={stepHasError(index) ? 'Needs attention' : wizardStep.description}
                color={stepHasError(index) ? 'red' : undefined}
              />
            ))}
          </Stepper>
          {Content ? <Content /> : <ReviewStep formMessage={formMessage} />}
          <Group justify="space-between">
            <Group gap="sm">
              {step > 0 && (
                <Button variant="default" onClick={() => void goTo(step - 1)}>
                  Back
                </Button>
              )}
              {step < REVIEW_STEP ? (
                <Button type="submit">Next</Button>
              ) : (
                <Button type="submit" loading={create.isPending}>
                  Create autotune
                </Button>
              )}
            </Group>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setConfirmingStartOver(true);
              }}
            >
              Start over
            </Button>
          </Group>
        </Stack>
      </form>
      <StartOverDialog
        opened={confirmingStartOver}
        onCancel={() => {
          setConfirmingStartOver(false);
        }}
        onConfirm={startOver}
      />
    </FormProvider>
  );
}
