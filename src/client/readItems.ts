import type { DataCheck } from '../contract/dataCheck';

/** A record of a list page that does not have the shape the console reads: left out of the page, named by its id. */
export interface UnreadableRecord {
  /** The record's `id` (or `name`) when it has one as text. */
  id: string | undefined;
  /** Where and why it failed, e.g. `variants.0.size: Invalid input`. */
  problem: string;
}

function idOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, name } = item as { id?: unknown; name?: unknown };
  return typeof id === 'string' ? id : typeof name === 'string' ? name : undefined;
}

/**
 * Each item of a list checked on its own, so one odd record leaves the others readable. The first item's failure,
 * with its path in the whole response, is kept for when no item can be read (then the page itself is the problem).
 */
export function readItems<T>(
  data: readonly unknown[],
  itemSchema: DataCheck<T>,
): { items: T[]; unreadable: UnreadableRecord[]; firstIssue?: { path: string; message: string } } {
  const items: T[] = [];
  const unreadable: UnreadableRecord[] = [];
  let firstIssue: { path: string; message: string } | undefined;
  data.forEach((item, index) => {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) {
      items.push(parsed.data);
      return;
    }
    const issue = parsed.error.issues[0];
    const inner = issue ? issue.path.map(String).join('.') : '';
    firstIssue ??= {
      path: ['data', String(index), inner].filter(Boolean).join('.'),
      message: issue?.message ?? 'Invalid input',
    };
    unreadable.push({
      id: idOf(item),
      problem: `${inner === '' ? 'the record' : inner}: ${issue?.message ?? 'Invalid input'}`,
    });
  });
  return { items, unreadable, ...(firstIssue ? { firstIssue } : {}) };
}
