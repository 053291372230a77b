import { memo } from 'react';
import { Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { GateView } from '../../../contract/gateView';
import { AnchorLink } from '../../../ui/AnchorLink';
import { DeferredTooltip } from '../../../ui/DeferredTooltip';
import { PageTitle } from '../../../ui/PageTitle';
import { PlainActionIcon } from '../../../ui/PlainActionIcon';
import { permalinkHref } from '../../../ui/permalinkHref';
import { GateStatusBadge } from './GateStatusBadge';
import { useCopied } from '../../../ui/useCopied';
import { PlainCode } from '../firstView/plainBoxes';
import { StateBadge } from '../../../ui/StateBadge';

/**
 * An absolute address to share: a relative permalink is resolved against this console. Read when copied, not while
 * rendering: the server renders this header too (src/ssr/), where there is no window.
 */
function shareableLink(gate: GateView): string {
  const href = permalinkHref(gate.permalink) ?? `/gates/${encodeURIComponent(gate.id)}`;
  return new URL(href, window.location.origin).href;
}

function typeLabel(type: string): string {
  if (type === 'TEMPORARY') return 'Temporary';
  if (type === 'PERMANENT') return 'Permanent';
  return type;
}

/** The gate's name and id, its state at a glance, and ways to share it and see its history. */
// Memoised as the first view: the page's state changes around the editor's switch do not concern it.
export const GateHeader = memo(function GateHeader({ gate }: { gate: GateView }) {
  const { copied, copy } = useCopied();
  return (
    <div>
      <PageTitle
        title={gate.name ?? gate.id}
        description={gate.description?.trim() ? gate.description : 'No description.'}
      />
      <Group gap="sm" mt={-8} mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          Id
        </Text>
        <PlainCode>{gate.id}</PlainCode>
        <DeferredTooltip label={copied ? 'Link copied' : 'Copy link to this gate'} withArrow>
          <PlainActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={() => {
              copy(shareableLink(gate));
            }}
            aria-label="Copy link to this gate"
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </PlainActionIcon>
        </DeferredTooltip>
        <GateStatusBadge status={gate.status} />
        <StateBadge color={gate.isEnabled === false ? 'gray' : 'green'}>
          {gate.isEnabled === false ? 'Off' : 'On'}
        </StateBadge>
        {gate.type && <StateBadge color="gray">{typeLabel(gate.type)}</StateBadge>}
        <Text size="sm">Version {gate.version ?? '—'}</Text>
      </Group>
      <Group gap="lg">
        <AnchorLink to="/gates/$gateId/history" params={{ gateId: gate.id }}>
          Version history
        </AnchorLink>
        <AnchorLink to="/gates">Back to gates</AnchorLink>
      </Group>
    </div>
  );
});
