import { describe, expect, it } from 'vitest';
import type { Layer } from '../../../contract/layer';
import { read, testApi, v1 } from '../testing/testApp';

describe('GET /layers', () => {
  it('lists layers by createdTime descending, then id on ties', async () => {
    const { get } = testApi();
    const response = await get(v1('/layers'));
    expect(response.status).toBe(200);
    const body = await read<Layer[]>(response);
    expect(body.message).toBe('Layers listed successfully');
    expect(body.data.map((layer) => layer.id)).toEqual(['layer_c', 'layer_a', 'layer_b']);
  });

  it('lists nothing, with a total of 0, on an empty store', async () => {
    const { get } = testApi({ seed: false });
    const body = await read<Layer[]>(await get(v1('/layers')));
    expect(body.data).toEqual([]);
    expect(body.pagination).toMatchObject({ totalItems: 0, nextPage: null, previousPage: null });
  });
});
