import type { JsonValue } from '../../contract/common';
import type { EventRecord } from '../../contract/event';
import { boundedJson } from '../../ui/boundedJson';

/** The event as pretty JSON, as the "Copy as JSON" button puts it on the clipboard. */
export function eventAsJson(event: EventRecord): string {
  return boundedJson(event, { indent: 2 });
}

/** Metadata as a JSON value for JsonView: it arrived as JSON (`JsonValueSchema` accepts any value as it is). */
export function metadataAsJson(metadata: Record<string, unknown>): JsonValue {
  return metadata as JsonValue;
}
