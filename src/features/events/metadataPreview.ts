import { boundedJson } from '../../ui/boundedJson';

/** Longest preview shown in a table cell; the expanded row shows the rest. */
const METADATA_PREVIEW_MAX = 120;

// Values with spaces, commas, quotes or equals signs are quoted so each key=value pair stays readable.
const NEEDS_QUOTES = /[\s,="]/;

function previewValue(value: unknown): string {
  if (typeof value === 'string') return value === '' || NEEDS_QUOTES.test(value) ? JSON.stringify(value) : value;
  return boundedJson(value);
}

/**
 * A one-line `key=value, key=value` preview of an event's metadata, cut at `max` characters with an ellipsis.
 * Nested objects and arrays appear as compact JSON. Empty metadata is an empty string.
 */
export function metadataPreview(metadata: Record<string, unknown>, max: number = METADATA_PREVIEW_MAX): string {
  const text = Object.entries(metadata)
    .map(([key, value]) => `${key}=${previewValue(value)}`)
    .join(', ');
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text;
}
