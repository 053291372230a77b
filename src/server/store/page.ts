/** A slice of a list as the store reads it: rows `offset` to `offset + limit`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** One page of records and the size of the whole list. */
export interface PageOf<T> {
  items: T[];
  total: number;
}

/** Parses stored JSON record text into its API shape; the store only ever holds records it wrote itself. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- each table is read back as the type it was written with
export function parseRecord<T>(text: string): T {
  return JSON.parse(text) as T;
}

export interface RecordRow {
  record: string;
}

export interface CountRow {
  total: number;
}
