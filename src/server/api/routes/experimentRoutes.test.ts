import { describe, expect, it } from 'vitest';
import type { PulseLoad, Summary } from '../../../contract/experiment';
import { AWKWARD_NAMES } from '../testing/fixtureSeed';
import { read, testApi, v1 } from '../testing/testApp';

describe('GET /experiments/{id}/pulse_load_history', () => {
  it('lists loads by createdTime descending', async () => {
    const { get } = testApi();
    const body = await read<PulseLoad[]>(await get(v1('/experiments/wh_exp/pulse_load_history')));
    const times = body.data.map((load) => load.createdTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.pagination.totalItems).toBe(3);
  });

  it('answers 404 for an unknown experiment', async () => {
    const { get } = testApi();
    expect((await get(v1('/experiments/nope/pulse_load_history'))).status).toBe(404);
  });

  it.each(AWKWARD_NAMES)('finds the experiment %j by its encoded id', async (id) => {
    const { get } = testApi();
    const body = await read<PulseLoad[]>(await get(v1(`/experiments/${encodeURIComponent(id)}/pulse_load_history`)));
    expect(body.data).toHaveLength(1);
  });
});

describe('GET /experiments', () => {
  it('lists summaries by lastModifiedTime descending then id', async () => {
    const { get } = testApi();
    const body = await read<Summary[]>(await get(v1('/experiments?limit=2')));
    expect(body.data.map((s) => s.id)).toEqual(['wh_exp', '50% off']);
    expect(body.pagination.totalItems).toBe(5);
  });
});
