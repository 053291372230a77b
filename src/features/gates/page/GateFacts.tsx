import { Anchor, Badge, List, Stack, Text } from '@mantine/core';
import type { Gate } from '../../../contract/gate';
import { countText } from '../../../ui/countText';
import { permalinkHref } from '../../../ui/permalinkHref';
import { RelativeTime } from '../../../ui/RelativeTime';
import { Words } from '../../../ui/Words';
import { Fact, FactSection } from './FactSection';
import { reviewStateLabel } from '../history/reviewState';
import { personText, typeReasonText, yesNo } from './factText';

/** The read-only facts of a gate, grouped as a reviewer looks for them. */
export function GateFacts({ gate }: { gate: Gate }) {
  return (
    <Stack gap="md">
      <FactSection title="Ownership">
        <Fact label="Owner">
          {gate.owner ? (
            <>
              {personText(gate.owner.ownerName, gate.owner.ownerEmail, gate.owner.ownerID)}
              {gate.owner.ownerType === 'SDK_KEY' && (
                <Badge ml="xs" size="sm" variant="light" color="gray">
                  API key
                </Badge>
              )}
            </>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label="Team">{gate.team ?? '—'}</Fact>
        <Fact label="Created by">
          {personText(gate.creatorName, gate.creatorEmail, gate.creatorID)} · <RelativeTime millis={gate.createdTime} />
        </Fact>
        <Fact label="Last modified by">
          {personText(gate.lastModifierName, gate.lastModifierEmail, gate.lastModifierID)} ·{' '}
          <RelativeTime millis={gate.lastModifiedTime} />
        </Fact>
      </FactSection>
      <FactSection title="Evaluation">
        <Fact label="Id type">{gate.idType ?? '—'}</Fact>
        <Fact label="Holdouts">
          <Words words={gate.holdoutIDs} empty="Not in a holdout" />
        </Fact>
        <Fact label="Checks per hour">{gate.checksPerHour === undefined ? '—' : countText(gate.checksPerHour)}</Fact>
        <Fact label="Measure metric lifts">{yesNo(gate.measureMetricLifts)}</Fact>
        <Fact label="Store 0% and 100% exposures">{yesNo(gate.store0100Exposures)}</Fact>
      </FactSection>
      <FactSection title="Review">
        <Fact label="Review required">{yesNo(gate.reviewSettings?.requiredReview)}</Fact>
        <Fact label="Allowed reviewers">
          <Reviewers reviewers={gate.reviewSettings?.allowedReviewers} />
        </Fact>
        {gate.activeReview && (
          <Fact label="Active review">
            {reviewStateLabel(gate.activeReview.reviewStatus).label}
            {gate.activeReview.description ? `: ${gate.activeReview.description}` : ''}
          </Fact>
        )}
      </FactSection>
      <FactSection title="Monitoring">
        <Fact label="Monitoring metrics">
          <MonitoringMetrics metrics={gate.monitoringMetrics} />
        </Fact>
      </FactSection>
      <FactSection title="Record">
        <Fact label="Version">{gate.version ?? '—'}</Fact>
        <Fact label="Type reason">{typeReasonText(gate.typeReason)}</Fact>
        {gate.isTemplate !== undefined && <Fact label="Template">{yesNo(gate.isTemplate)}</Fact>}
        {gate.releasePipelineID && <Fact label="Release pipeline">{gate.releasePipelineID}</Fact>}
        <Fact label="Permalink">
          <Permalink permalink={gate.permalink} />
        </Fact>
      </FactSection>
    </Stack>
  );
}

function Reviewers({ reviewers }: { reviewers: readonly { id: string; name: string; email: string }[] | undefined }) {
  if (reviewers === undefined || reviewers.length === 0) return <>Anyone with access</>;
  return (
    <List size="sm" spacing={2}>
      {reviewers.map((reviewer) => (
        <List.Item key={reviewer.id}>{personText(reviewer.name, reviewer.email)}</List.Item>
      ))}
    </List>
  );
}

function MonitoringMetrics({ metrics }: { metrics: readonly { name: string; type: string }[] | undefined }) {
  if (metrics === undefined || metrics.length === 0) return <>None</>;
  return (
    <List size="sm" spacing={2}>
      {metrics.map((metric) => (
        <List.Item key={`${metric.type}:${metric.name}`}>
          {metric.name}{' '}
          <Text span size="xs" c="dimmed">
            ({metric.type})
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function Permalink({ permalink }: { permalink: string | undefined }) {
  if (permalink === undefined || permalink === '') return <>—</>;
  const href = permalinkHref(permalink);
  // Anything but a relative path or http(s) (javascript:, data:) is shown as text, never followed.
  if (href === undefined) return <span>{permalink}</span>;
  return <Anchor href={href}>{permalink}</Anchor>;
}
