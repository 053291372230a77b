// Reading and changing a gate through the API beside the page, as a colleague's save would.
import type { APIRequestContext } from '@playwright/test';
import { recordEnvelope } from '../src/contract/envelope';
import { type Gate, GateSchema, type GateUpdateBody } from '../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { expect } from './fixtures';

/** The full address of an API path on the test server. */
function api(serverUrl: string, path: string): string {
  return `${serverUrl}${API_BASE_PATH}${path}`;
}

export async function readGate(
  request: APIRequestContext,
  serverUrl: string,
  apiKey: string,
  id: string,
): Promise<Gate> {
  const response = await request.get(api(serverUrl, apiPaths.gate(id)), { headers: { [API_KEY_HEADER]: apiKey } });
  expect(response.status()).toBe(200);
  return recordEnvelope(GateSchema).parse(await response.json()).data;
}

/** A save made by someone else, sent as same-origin JSON as the host requires; the body may reuse a read record's rules. */
export async function updateGate(
  request: APIRequestContext,
  serverUrl: string,
  apiKey: string,
  id: string,
  body: GateUpdateBody | Partial<Gate>,
): Promise<Gate> {
  const response = await request.post(api(serverUrl, apiPaths.gate(id)), {
    headers: { [API_KEY_HEADER]: apiKey, 'Content-Type': 'application/json' },
    data: body,
  });
  expect(response.status()).toBe(200);
  return recordEnvelope(GateSchema).parse(await response.json()).data;
}
