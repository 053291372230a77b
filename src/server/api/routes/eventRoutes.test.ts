import { describe, expect, it } from 'vitest';
import type { EventNameCount, EventRecord, Metric } from '../../../contract/event';
import { AWKWARD_NAMES } from '../testing/fixtureSeed';
import { read, testApi, v1 } from '../testing/testApp';

describe('GET /events/{eventName}', () => {
  it('lists the events of a name newest first, timestamps as text', async () => {
    const { get } = testApi();
    const body = await read<EventRecord[]>(await get(v1('/events/purchase')));
    expect(body.data.map((e) => e.timestamp)).toEqual(['1767225600003', '1767225600002', '1767225600001']);
    expect(body.data.every((e) => e.name === 'purchase')).toBe(true);
    expect(body.pagination.totalItems).toBe(3);
  });

  it('pages the events', async () => {
    const { get } = testApi();
    const body = await read<EventRecord[]>(await get(v1('/events/purchase?limit=2&page=2')));
    expect(body.data.map((e) => e.timestamp)).toEqual(['1767225600001']);
  });

  it('answers 200 with no events for an unknown name', async () => {
    const { get } = testApi();
    const response = await get(v1('/events/never_sent'));
    expect(response.status).toBe(200);
    const body = await read(response);
    expect(body.data).toEqual([]);
    expect(body.pagination.totalItems).toBe(0);
  });

  it.each(AWKWARD_NAMES)('finds the events named %j', async (name) => {
    const { get } = testApi();
    const body = await read<EventRecord[]>(await get(v1(`/events/${encodeURIComponent(name)}`)));
    expect(body.data.map((e) => e.name)).toEqual([name]);
  });
});

describe('GET /events/{eventName}/metrics', () => {
  it('lists metrics built on the name by createdTime descending then id', async () => {
    const { get } = testApi();
    const body = await read<Metric[]>(await get(v1('/events/purchase/metrics')));
    expect(body.data.map((m) => m.id)).toEqual([
      'aardvark::event_count',
      'buyers::event_count',
      'revenue::event_count',
    ]);
    expect(body.pagination.totalItems).toBe(3);
  });

  it('lists no metrics for a name no metric uses', async () => {
    const { get } = testApi();
    expect((await read(await get(v1('/events/never_sent/metrics')))).data).toEqual([]);
  });

  it('finds metrics of the name "a/b" without confusing it with a sub-path', async () => {
    const { get } = testApi();
    const body = await read<Metric[]>(await get(v1('/events/a%2Fb/metrics')));
    expect(body.data.map((m) => m.name)).toEqual(['buyers', 'on a/b']);
  });

  it.each(AWKWARD_NAMES)('finds metrics on %j', async (name) => {
    const { get } = testApi();
    const body = await read<Metric[]>(await get(v1(`/events/${encodeURIComponent(name)}/metrics`)));
    expect(body.data.map((m) => m.name)).toContain(`on ${name}`);
  });
});

describe('GET /events', () => {
  it('lists events of every name newest first', async () => {
    const { get } = testApi();
    const body = await read<EventRecord[]>(await get(v1('/events?limit=3')));
    expect(body.data.map((e) => e.name)).toEqual(['with space', 'café ☕', '50% off']);
    expect(body.pagination.totalItems).toBe(9);
  });
});

describe('GET /event_names', () => {
  it('lists names with counts, count descending then name', async () => {
    const { get } = testApi();
    const body = await read<EventNameCount[]>(await get(v1('/event_names')));
    expect(body.data).toEqual([
      { name: 'purchase', count: 3 },
      { name: 'view', count: 2 },
      { name: '50% off', count: 1 },
      { name: 'a/b', count: 1 },
      { name: 'café ☕', count: 1 },
      { name: 'with space', count: 1 },
    ]);
  });
});
