import { describe, expect, it } from 'vitest';
import type { StorageLike } from '../../client/browserStorage';
import { readRecentPicks, rememberPick } from './recentPicks';

function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, value),
    removeItem: (key) => values.delete(key),
  };
}

describe('recent palette picks', () => {
  it('keeps the last ten, most recent first, each once', () => {
    const storage = memoryStorage();
    for (let index = 0; index < 12; index += 1)
      rememberPick({ kind: 'layer', id: `layer_${String(index)}`, label: `layer_${String(index)}` }, storage);
    rememberPick({ kind: 'layer', id: 'layer_5', label: 'layer_5' }, storage);
    const ids = readRecentPicks(storage).map((pick) => pick.id);
    expect(ids).toHaveLength(10);
    expect(ids.slice(0, 3)).toEqual(['layer_5', 'layer_11', 'layer_10']);
    expect(ids.filter((id) => id === 'layer_5')).toHaveLength(1);
  });

  it('remembers a typed "Open gate <id>" as the gate itself', () => {
    const storage = memoryStorage();
    rememberPick({ kind: 'gate', id: 'new_flow', label: 'Open gate new_flow', direct: true }, storage);
    expect(readRecentPicks(storage)).toEqual([{ kind: 'gate', id: 'new_flow', label: 'new_flow' }]);
  });

  it('skips entries it cannot read instead of failing', () => {
    const storage = memoryStorage({
      'gatehouse.palette.recent': JSON.stringify([
        { kind: 'spaceship', id: 'x' },
        { kind: 'page', id: '/gates', label: 'Gates' },
      ]),
    });
    expect(readRecentPicks(storage)).toEqual([{ kind: 'page', id: '/gates', label: 'Gates' }]);
    expect(readRecentPicks(memoryStorage({ 'gatehouse.palette.recent': '{not json' }))).toEqual([]);
  });
});
