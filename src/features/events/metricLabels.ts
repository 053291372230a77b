import type { MantineColor } from '@mantine/core';

const TYPE_LABELS: Record<string, string> = {
  event_count: 'Event count',
  event_dau: 'Daily active users',
  event_user: 'Event users',
  event_count_custom: 'Custom count',
  funnel: 'Funnel',
};

const TYPE_COLOURS: Record<string, MantineColor> = {
  event_count: 'blue',
  event_dau: 'grape',
  event_user: 'teal',
  event_count_custom: 'orange',
  funnel: 'indigo',
};

/** A metric or funnel-step type as people say it; a type this console does not know shows as sent. */
export function metricTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}

/** The colour of a metric type's badge; gray for an unknown type. */
export function metricTypeColour(type: string): MantineColor {
  return TYPE_COLOURS[type] ?? 'gray';
}

/** Who answers for a metric: its owner when it has one, else its creator; undefined for service-made metrics. */
export function metricOwnerText(metric: {
  owner?: { name?: string | undefined } | undefined;
  creatorName?: string | undefined;
}): string | undefined {
  return metric.owner?.name ?? metric.creatorName;
}

/** The flags that are set, in the record's order, as people say them. */
export function metricFlags(metric: {
  isPermanent?: boolean | undefined;
  isReadOnly?: boolean | undefined;
  isHidden?: boolean | undefined;
  isVerified?: boolean | undefined;
}): string[] {
  const flags: [boolean | undefined, string][] = [
    [metric.isPermanent, 'Permanent'],
    [metric.isReadOnly, 'Read-only'],
    [metric.isHidden, 'Hidden'],
    [metric.isVerified, 'Verified'],
  ];
  return flags.filter(([set]) => set === true).map(([, label]) => label);
}
