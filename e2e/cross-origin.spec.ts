// A page on another origin cannot change a gate: the host refuses the cross-site POST.
import type { APIRequestContext } from '@playwright/test';
import { listEnvelope, recordEnvelope } from '../src/contract/envelope';
import { type Gate, GateSchema } from '../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { sendFromAttackerPages } from './attackerSite';
import { expect, test } from './fixtures';

async function readGate(request: APIRequestContext, url: string, apiKey: string): Promise<Gate> {
  const response = await request.get(url, { headers: { [API_KEY_HEADER]: apiKey } });
  expect(response.status()).toBe(200);
  return recordEnvelope(GateSchema).parse(await response.json()).data;
}

test('a no-cors POST from a page on another port or site leaves the gate unchanged', async ({
  page,
  request,
  serverUrl,
  apiKey,
}) => {
  const list = await request.get(`${serverUrl}${API_BASE_PATH}${apiPaths.gates()}?limit=5`, {
    headers: { [API_KEY_HEADER]: apiKey },
  });
  const id =
    listEnvelope(GateSchema)
      .parse(await list.json())
      .data.at(-1)?.id ?? '';
  const gateUrl = `${serverUrl}${API_BASE_PATH}${apiPaths.gate(id)}`;
  const before = await readGate(request, gateUrl, apiKey);

  await sendFromAttackerPages(page, gateUrl, { description: 'Changed by another site', isEnabled: !before.isEnabled });

  const after = await readGate(request, gateUrl, apiKey);
  expect({ version: after.version, description: after.description, isEnabled: after.isEnabled }).toEqual({
    version: before.version,
    description: before.description,
    isEnabled: before.isEnabled,
  });
});
