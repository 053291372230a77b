import { JsonValueSchema, type JsonValue } from '../../contract/common';
import type { EventRecord } from '../../contract/event';
import { boundedJson } from '../../ui/boundedJson';

/** The event as pretty JSON, as the "Copy as JSON" button puts it on the clipboard. */
export function eventAsJson(event: EventRecord): string {
  return boundedJson(event, { indent: 2 });
}

/** Metadata as a JSON value for JsonView; it arrived as JSON, so this only fails for values no JSON can hold. */
export function metadataAsJson(metadata: Record<string, unknown>): JsonValue {
  const parsed = JsonValueSchema.safeParse(metadata);
  return parsed.success ? parsed.data : boundedJson(metadata);
}
