import * as z from '../../contract/zod';
import type { IdStorage } from '../../ui/recentIds';
import { itemKey, PALETTE_KINDS, type PaletteItem } from './paletteItem';

const STORAGE_KEY = 'gatehouse.palette.recent';
const MAX_PICKS = 10;

const PickSchema = z.object({
  kind: z.enum(PALETTE_KINDS),
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  description: z.optional(z.string()),
});

function deviceStorage(): IdStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The things last opened from the palette on this device, most recent first; unreadable entries are skipped. */
export function readRecentPicks(storage: IdStorage | undefined = deviceStorage()): PaletteItem[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .flatMap((entry) => {
        const pick = PickSchema.safeParse(entry);
        return pick.success ? [pick.data] : [];
      })
      .slice(0, MAX_PICKS);
  } catch {
    // Another version's value or blocked storage: the palette works without its history.
    return [];
  }
}

/** Puts `item` first (once), keeping the last 10; a direct "Open gate <id>" is remembered as the gate id. */
export function rememberPick(item: PaletteItem, storage: IdStorage | undefined = deviceStorage()): PaletteItem[] {
  const pick: PaletteItem =
    item.direct === true
      ? { kind: item.kind, id: item.id, label: item.id }
      : {
          kind: item.kind,
          id: item.id,
          label: item.label,
          ...(item.description === undefined ? {} : { description: item.description }),
        };
  const next = [pick, ...readRecentPicks(storage).filter((known) => itemKey(known) !== itemKey(pick))].slice(
    0,
    MAX_PICKS,
  );
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage only loses the history.
  }
  return next;
}
