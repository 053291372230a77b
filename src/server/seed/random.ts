/** A seeded source of randomness: the same seed text always yields the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer from min to max, both inclusive. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** An opaque id of base-62 characters, like the ids the real service hands out. */
  id: (length: number) => string;
}

/** mulberry32: tiny and fast, and plenty random for seed data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each resource seeds its own stream from a name and one resource's edits never shift another's data. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRandom(seedText: string): Random {
  const next = mulberry32(hashText(seedText));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  const id = (length: number) => {
    let text = '';
    for (let i = 0; i < length; i += 1) text += ID_ALPHABET.charAt(Math.floor(next() * ID_ALPHABET.length));
    return text;
  };
  return { next, int, pick, chance: (probability) => next() < probability, id };
}
