import type { EventRecord } from '../../contract/event';
import { EVENT_SHAPES } from './eventShapes';
import { createRandom } from './random';
import { EVENT_NAMES } from './seedEventNames';
import { DAY } from './seedTime';

export const DEFAULT_EVENT_COUNT = 200_000;
const USER_POOL_SIZE = 3_000;
const SPREAD = 30 * DAY;

/**
 * How many events each name gets: its share of the total, every name at least one when there are enough events,
 * and the rounding remainders handed out largest first so the counts add up exactly.
 */
export function eventCountsByName(total: number): number[] {
  const floor = total >= EVENT_NAMES.length ? 1 : 0;
  const rest = total - floor * EVENT_NAMES.length;
  const exact = EVENT_NAMES.map(({ share }) => share * rest);
  const counts = exact.map((value) => floor + Math.floor(value));
  let missing = total - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (let i = 0; missing > 0; i = (i + 1) % byRemainder.length, missing -= 1) {
    const target = byRemainder[i]?.index ?? 0;
    counts[target] = (counts[target] ?? 0) + 1;
  }
  return counts;
}

/** A lazily generated, repeatable stream of `total` events over the 30 days before `now`. */
export function seedEvents(now: number, total: number): () => Iterable<EventRecord> {
  const counts = eventCountsByName(total);
  return function* events() {
    const random = createRandom('events');
    for (const [index, { name }] of EVENT_NAMES.entries()) {
      const shape = EVENT_SHAPES[name];
      for (let i = 0; i < (counts[index] ?? 0); i += 1) {
        // Squaring skews activity: a few users produce most of the events, as in real traffic.
        const user = Math.floor(random.next() ** 2 * USER_POOL_SIZE);
        const timestamp = now - 1 - Math.floor(random.next() * SPREAD);
        yield { timestamp: String(timestamp), name, userID: `u_${String(10000 + user)}`, ...shape(random) };
      }
    }
  };
}
