import { type StorageLike, storedValue } from '../../client/browserStorage';
import * as z from '../../contract/zod';
import { itemKey, PALETTE_KINDS, type PaletteItem } from './paletteItem';

const STORAGE_KEY = 'gatehouse.palette.recent';
const MAX_PICKS = 10;

const PickSchema = z.object({
  kind: z.enum(PALETTE_KINDS),
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  description: z.optional(z.string()),
});

// Entries are checked one by one: another version's entry is skipped, the rest of the history kept.
const storedPicks = (storage?: StorageLike) =>
  storedValue({ key: STORAGE_KEY, schema: z.array(z.unknown()), area: 'local', fallback: [], storage });

/** The things last opened from the palette on this device, most recent first; unreadable entries are skipped. */
export function readRecentPicks(storage?: StorageLike): PaletteItem[] {
  return storedPicks(storage)
    .read()
    .flatMap((entry) => {
      const pick = PickSchema.safeParse(entry);
      return pick.success ? [pick.data] : [];
    })
    .slice(0, MAX_PICKS);
}

/** Puts `item` first (once), keeping the last 10; a direct "Open gate <id>" is remembered as the gate id. */
export function rememberPick(item: PaletteItem, storage?: StorageLike): PaletteItem[] {
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
  // Full or blocked storage only loses the history.
  storedPicks(storage).write(next);
  return next;
}
