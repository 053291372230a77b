import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../contract/event';
import type { Gate } from '../../contract/gate';
import type { Layer } from '../../contract/layer';
import { read, testApi, v1 } from '../api/testing/testApp';
import { fixtureSeed, FIXTURE_EVENTS } from '../api/testing/fixtureSeed';
import { openDatabase } from './db';
import { importSeed, isStoreEmpty } from './importSeed';

describe('isStoreEmpty', () => {
  it('is true for a new store and false once seeded', () => {
    const db = openDatabase(':memory:');
    expect(isStoreEmpty(db)).toBe(true);
    importSeed(db, fixtureSeed());
    expect(isStoreEmpty(db)).toBe(false);
  });
});

describe('importSeed', () => {
  it('round-trips seeded records unchanged through the endpoints', async () => {
    const seed = fixtureSeed();
    const { get } = testApi();
    const history = seed.gates[0]?.versions ?? [];
    const current = (await read<Gate>(await get(v1('/gates/checkout_flow')))).data;
    expect(current).toEqual(history.at(-1));
    const versions = (await read<Gate[]>(await get(v1('/gates/checkout_flow/versions')))).data;
    expect(versions).toEqual([...history].reverse());
    const layers = (await read<Layer[]>(await get(v1('/layers')))).data;
    expect(new Set(layers)).toEqual(new Set(seed.layers));
    const events = (await read<EventRecord[]>(await get(v1('/events?limit=100')))).data;
    expect(events).toHaveLength(FIXTURE_EVENTS.length);
    expect(events).toEqual(expect.arrayContaining(FIXTURE_EVENTS));
  });

  it('skips events whose timestamp is not whole milliseconds and counts only stored ones', async () => {
    const db = openDatabase(':memory:');
    const event = (timestamp: string): EventRecord => ({ name: 'odd', timestamp, metadata: {} });
    importSeed(db, { ...fixtureSeed(), events: () => [event('12'), event('soon'), event('1.5')] });
    const { get } = testApi({ db, seed: false });
    const body = await read<EventRecord[]>(await get(v1('/events/odd')));
    expect(body.data.map((e) => e.timestamp)).toEqual(['12']);
    expect(body.pagination.totalItems).toBe(1);
  });

  it('imports 200,000 events in a few seconds', () => {
    const db = openDatabase(':memory:');
    const names = Array.from({ length: 40 }, (_, n) => `event_${String(n)}`);
    function* events(): Iterable<EventRecord> {
      for (let n = 0; n < 200_000; n += 1) {
        yield {
          name: names[n % names.length] ?? 'event',
          timestamp: String(1_700_000_000_000 + n),
          userID: `u${String(n % 997)}`,
          source: 'sdk',
          value: '',
          metadata: { n },
        };
      }
    }
    const started = performance.now();
    importSeed(db, { ...fixtureSeed(), events });
    const seconds = (performance.now() - started) / 1000;
    const total = db.prepare<[], { total: number }>('SELECT count(*) AS total FROM events').get()?.total;
    expect(total).toBe(200_000);
    expect(seconds).toBeLessThan(15);
  }, 30_000);
});
