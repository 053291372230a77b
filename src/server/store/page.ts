import { findTooDeepInText } from '../../contract/jsonDepth';
import { MAX_BODY_DEPTH } from '../../contract/limits';

/** A slice of a list as the store reads it: rows `offset` to `offset + limit`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of records and the size of the whole list. */
export interface PageOf<T> {
  /** Records as values, or as their stored text (written into the answer as it is). */
  items: (T | StoredJson<T>)[];
  total: number;
  /** Keys of the page's records that could not be read: left out of `items`, named so a client can say so. */
  unreadable?: string[];
}

/**
 * A stored record's JSON text, served as it was stored: a list answer is written around the text instead of
 * parsing it and serialising it again. The server wrote every such text with JSON.stringify, and the start-up
 * check (quarantine.ts) re-parses every record a client sent, so a read only checks what the old server could leave
 * behind: nesting too deep for a browser, or a text that is not an object.
 */
export class StoredJson<T> {
  declare private readonly recordType?: T;
  constructor(readonly text: string) {}

  /** The record itself, for a caller that needs its fields. */
  value(): T {
    return JSON.parse(this.text) as T;
  }

  /** JSON.stringify of a value holding it writes the record. */
  toJSON(): T {
    return this.value();
  }
}

/** The record of a page item, parsed from its text when it is stored JSON. */
export function recordOf<T>(item: T | StoredJson<T>): T {
  return item instanceof StoredJson ? item.value() : item;
}

// Nesting can only reach `max` when the text opens more than `max` objects and arrays: counting the opening
// brackets (a native search) clears an ordinary record without walking it character by character.
function nestsTooDeep(text: string, max: number): boolean {
  let opened = 0;
  for (const bracket of ['{', '[']) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) {
      opened += 1;
      if (opened > max) return findTooDeepInText(text, max) !== undefined;
    }
  }
  return false;
}

/** Stored record text parsed, or why it cannot be served. */
function parseStored(text: string): { value: object } | { problem: string } {
  // Scanned before parsing: JSON.stringify and the browser would overflow their stacks on what JSON.parse accepts.
  if (nestsTooDeep(text, MAX_BODY_DEPTH)) return { problem: `nested more than ${String(MAX_BODY_DEPTH)} levels deep` };
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

/** Stored text as a list item, or undefined when it cannot be served (see StoredJson for what is checked). */
export function storedJsonOf<T>(text: string): StoredJson<T> | undefined {
  if (nestsTooDeep(text, MAX_BODY_DEPTH)) return undefined;
  return text.startsWith('{') && text.endsWith('}') ? new StoredJson<T>(text) : undefined;
}

/** The rows of a page read back: one record that cannot be read is left out and named, never fails the page. */
export function readRows<T>(rows: readonly KeyedRecordRow[]): { items: StoredJson<T>[]; unreadable: string[] } {
  const items: StoredJson<T>[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const item = storedJsonOf<T>(row.record);
    if (item === undefined) unreadable.push(String(row.key));
    else items.push(item);
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
