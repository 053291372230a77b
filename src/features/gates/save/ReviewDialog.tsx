import { useMemo, useState } from 'react';
import { Accordion, Alert, Button, Checkbox, Code, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { gateUpdateAsSent } from '../../../client/mutations/tolerantGateUpdate';
import type { Gate, GateUpdateBody } from '../../../contract/gate';
import { GRADUAL_STEP_MS, riskyRises, type SafeChangeStrategy } from '../../../contract/safeChange';
import { cancelledRollouts, cancelledRolloutText } from '../../gate-diff/cancelledRollouts';
import { diffGates } from '../../gate-diff/diffGates';
import { GateDiffView } from '../../gate-diff/GateDiffView';
import { riskyChanges } from '../../gate-diff/riskyChanges';
import { summarizeDiff } from '../../gate-diff/summarizeDiff';
import type { GateFormValues } from '../editor/gateFormSchema';
import { formValuesAsGate, toGateUpdateBody } from '../editor/gateFormValues';
import { boundedJson } from '../../../ui/boundedJson';
import { diffChangeCount } from './changeCount';
import { ReviewNotHeldNotice } from './ReviewNotHeldNotice';
import { ReviewTestUsers } from './ReviewTestUsers';
import { SafeChangeChoice } from './SafeChangeChoice';

interface ReviewDialogProps {
  /** The version the edits are made against. */
  base: Gate;
  /** The form's values when the user asked to save; undefined while the dialog is closed. */
  values: GateFormValues | undefined;
  /** Fields both the user and a newer version changed (after re-applying edits on it). */
  bothChanged: readonly string[];
  isSaving: boolean;
  failure: string | undefined;
  /** Sends the update, with the safe-change strategy chosen for its large rises (undefined when it has none). */
  onSave: (body: GateUpdateBody, strategy: SafeChangeStrategy | undefined) => void;
  onCancel: () => void;
  /** The cancel button's text; a restore from history has no form to go back to. */
  cancelLabel?: string;
  /** A restore compares the current version with the restored one, a save the saved gate with the draft. */
  purpose?: 'save' | 'restore';
}

/**
 * Shows what a save will change and send, and asks to confirm each risky change before saving, once: a rise the
 * server would refuse without a safe-change strategy (428) is confirmed by choosing the strategy, which is sent in
 * the first request.
 */
export function ReviewDialog({ base, values, ...rest }: ReviewDialogProps) {
  return (
    // Title in the body and no close button (Escape and the cancel button close it): Modal's own header is a
    // <header>, a second banner landmark on the page, and its close button has no name.
    <Modal opened={values !== undefined} onClose={rest.onCancel} size="xl" centered withCloseButton={false}>
      <Modal.Title fw={700} fz="lg" mb="sm">
        Review changes
      </Modal.Title>
      {values !== undefined && <ReviewContent base={base} values={values} {...rest} />}
    </Modal>
  );
}

function ReviewContent({
  base,
  values,
  bothChanged,
  isSaving,
  failure,
  onSave,
  onCancel,
  cancelLabel = 'Back to editing',
  purpose = 'save',
}: ReviewDialogProps & { values: GateFormValues }) {
  const { edited, diff, body, cancelled } = useMemo(() => {
    const edited = formValuesAsGate(values, base);
    return {
      edited,
      diff: diffGates(base, edited),
      body: toGateUpdateBody(values, base),
      cancelled: cancelledRollouts(base, edited),
    };
  }, [base, values]);
  // Against the gate as last read, with the server's own check: a new rule counts from 0.
  const rises = useMemo(() => riskyRises(base.rules, body.rules ?? []), [base, body]);
  const [strategy, setStrategy] = useState<SafeChangeStrategy | null>(null);
  const [scheduledAt] = useState(() => Date.now() + GRADUAL_STEP_MS);
  const risks = useMemo(
    () => riskyChanges(diff, new Set(rises.flatMap((rise) => (rise.ruleId === undefined ? [] : [rise.ruleId])))),
    [diff, rises],
  );
  const chosen = rises.length > 0 && strategy !== null ? strategy : undefined;
  // The request as the connected server will get it: one that refused expectedVersion earlier gets none.
  const asSent = useMemo(
    () => gateUpdateAsSent(chosen === undefined ? body : { ...body, safeChangeStrategy: chosen }),
    [body, chosen],
  );
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const allConfirmed = risks.every((risk) => confirmed.has(risk)) && (rises.length === 0 || chosen !== undefined);
  const requiresReview = values.reviewSettings.requiredReview || base.reviewSettings?.requiredReview === true;
  // A rebase can cancel the user's edits out: a save then would only copy the version.
  const hasChanges = diffChangeCount(diff) > 0;
  const nextVersion = base.version === undefined ? 'a new version' : `version ${String(base.version + 1)}`;

  return (
    <Stack gap="md">
      <Text>
        Changes against version {base.version ?? '?'}: {summarizeDiff(diff)}.
      </Text>
      {bothChanged.length > 0 && (
        <Alert color="orange" variant="light" title="Changed by you and by the newer version">
          <Text size="sm">Your values are kept for: {bothChanged.join(', ')}. Check them below before saving.</Text>
        </Alert>
      )}
      {cancelled.length > 0 && (
        <Alert color="orange" variant="light" title="Scheduled rollouts will be cancelled">
          <Stack gap={4}>
            {cancelled.map((rollout) => (
              <Text size="sm" key={rollout.ruleId}>
                {cancelledRolloutText(rollout)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {requiresReview && <ReviewNotHeldNotice />}
      <GateDiffView diff={diff} />
      <ReviewTestUsers
        base={base}
        edited={edited}
        direction={purpose === 'restore' ? 'Current version → restored version.' : 'Saved gate → this draft.'}
      />
      {rises.length > 0 && (
        <section aria-labelledby="review-rises">
          <Title order={3} size="h5" id="review-rises" mb="xs">
            Large rises: choose how to apply them
          </Title>
          <SafeChangeChoice rises={rises} strategy={strategy} onChange={setStrategy} scheduledAt={scheduledAt} />
        </section>
      )}
      {risks.length > 0 && (
        <section aria-labelledby="review-risks">
          <Title order={3} size="h5" id="review-risks" mb="xs">
            Confirm the risky changes
          </Title>
          <Stack gap="xs">
            {risks.map((risk) => (
              <Checkbox
                key={risk}
                label={risk}
                checked={confirmed.has(risk)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setConfirmed((previous) => {
                    const next = new Set(previous);
                    if (checked) next.add(risk);
                    else next.delete(risk);
                    return next;
                  });
                }}
              />
            ))}
          </Stack>
        </section>
      )}
      <Accordion variant="contained">
        <Accordion.Item value="request">
          <Accordion.Control>Request that will be sent</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm" mb="xs">
              POST /console/v1/gates/{base.id}
            </Text>
            {asSent.lacking.includes('expectedVersion') && (
              <Text size="sm" mb="xs">
                This server does not check versions on save, so Gatehouse re-reads the gate just before sending and
                stops if it moved.
              </Text>
            )}
            <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Request body' }}>
              <Code block>{boundedJson(asSent.body, { indent: 2 })}</Code>
            </ScrollArea.Autosize>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {failure !== undefined && (
        <Alert color="red" variant="light" title="The gate was not saved">
          <Text size="sm">{failure}</Text>
        </Alert>
      )}
      <Group justify="space-between">
        {!hasChanges ? (
          <Text size="sm" c="dimmed">
            Nothing to save: this is the same as version {base.version ?? '?'}.
          </Text>
        ) : !allConfirmed ? (
          <Text size="sm" c="dimmed">
            {rises.length > 0 && chosen === undefined
              ? 'Choose how to apply the large rises to save.'
              : 'Tick each risky change to save.'}
          </Text>
        ) : (
          <span />
        )}
        <Group>
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {cancelLabel}
          </Button>
          <Button
            loading={isSaving}
            disabled={!allConfirmed || !hasChanges}
            onClick={() => {
              onSave(body, chosen);
            }}
          >
            Save as {nextVersion}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
