import { findTooDeepInText } from '../../contract/jsonDepth';
import { MAX_BODY_DEPTH } from '../../contract/limits';

/** A slice of a list as the store reads it: rows `offset` to `offset + limit`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of records and the size of the whole list. */
export interface PageOf<T> {
  items: T[];
  total: number;
  /** Keys of the page's records that could not be read: left out of `items`, named so a client can say so. */
  unreadable?: string[];
}

/** Stored record text parsed, or why it cannot be served. */
function parseStored(text: string): { value: object } | { problem: string } {
  // Scanned before parsing: JSON.stringify and the browser would overflow their stacks on what JSON.parse accepts.
  if (findTooDeepInText(text, MAX_BODY_DEPTH))
    return { problem: `nested more than ${String(MAX_BODY_DEPTH)} levels deep` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not valid JSON' };
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { value }
    : { problem: 'not a JSON object' };
}

/**
 * Why stored record text cannot be served, or undefined when it can: nested deeper than any body could have made
 * it, not JSON, or not an object.
 */
export function storedRecordProblem(text: string): string | undefined {
  const parsed = parseStored(text);
  return 'problem' in parsed ? parsed.problem : undefined;
}

/**
 * Stored record text read back as its API shape, or undefined when it cannot be (see storedRecordProblem). The shape
 * is not re-checked per read: the write path checks each body with the contract's input schema, and the start-up
 * check (quarantine.ts) parses every stored record with its read schema, setting aside any that fail.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each table is read back as the type it was written with
export function readRecord<T>(text: string): T | undefined {
  const parsed = parseStored(text);
  return 'value' in parsed ? (parsed.value as T) : undefined;
}

/** The rows of a page read back: one record that cannot be read is left out and named, never fails the page. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as readRecord
export function readRows<T>(rows: readonly KeyedRecordRow[]): { items: T[]; unreadable: string[] } {
  const items: T[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const record = readRecord<T>(row.record);
    if (record === undefined) unreadable.push(String(row.key));
    else items.push(record);
  }
  return { items, unreadable };
}

export interface RecordRow {
  record: string;
}

/** A record with the key that names it when it cannot be read. */
export interface KeyedRecordRow {
  key: string | number;
  record: string;
}

export interface CountRow {
  total: number;
}
