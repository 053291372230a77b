// The checks one would otherwise make with curl, against the real host over HTTP.
import type { APIRequestContext } from '@playwright/test';
import { ErrorBodySchema, listEnvelope, recordEnvelope } from '../src/contract/envelope';
import { GateSchema, type Gate } from '../src/contract/gate';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { copyOfSeededDataDir, E2E_API_KEY, expect, removeDataDir, test, UNAUTHORIZED_MESSAGE } from './fixtures';
import { startServer } from './startServer';

const authorized = { [API_KEY_HEADER]: E2E_API_KEY };
const api = (origin: string, path: string) => `${origin}${API_BASE_PATH}${path}`;

// A seeded gate no page spec reads, so the versions these tests add move no timeline another spec expects.
const OWN_GATE_ID = 'checkout_guest_mode';

async function ownGate(request: APIRequestContext, origin: string): Promise<Gate> {
  return readGate(request, origin, OWN_GATE_ID);
}

/** The embedded server always sends `version`, though the tolerant contract lets an upstream omit it. */
function versionOf(gate: Gate): number {
  if (gate.version === undefined) throw new Error(`Gate ${gate.id} came without a version.`);
  return gate.version;
}

async function readGate(request: APIRequestContext, origin: string, id: string): Promise<Gate> {
  const response = await request.get(api(origin, apiPaths.gate(id)), { headers: authorized });
  expect(response.status()).toBe(200);
  return recordEnvelope(GateSchema).parse(await response.json()).data;
}

test('a request without the API key is answered 401 with a message to act on', async ({ request, serverUrl }) => {
  const response = await request.get(api(serverUrl, apiPaths.layers()));
  expect(response.status()).toBe(401);
  const body = ErrorBodySchema.parse(await response.json());
  expect(body.message).toBe(UNAUTHORIZED_MESSAGE);
});

test('a request with a wrong API key is answered 401 and the message does not echo the key', async ({
  request,
  serverUrl,
}) => {
  const response = await request.get(api(serverUrl, apiPaths.layers()), {
    headers: { [API_KEY_HEADER]: 'wrong-key-e2e' },
  });
  expect(response.status()).toBe(401);
  expect(await response.text()).not.toContain('wrong-key-e2e');
});

test('malformed JSON is answered 400, not 500', async ({ request, serverUrl }) => {
  const gate = await ownGate(request, serverUrl);
  const response = await request.post(api(serverUrl, apiPaths.gate(gate.id)), {
    headers: { ...authorized, 'Content-Type': 'application/json' },
    data: '{"isEnabled": ',
  });
  expect(response.status()).toBe(400);
  expect(ErrorBodySchema.parse(await response.json()).message).not.toBe('');
});

test('updating a gate that does not exist is answered 404', async ({ request, serverUrl }) => {
  const response = await request.post(api(serverUrl, apiPaths.gate('no_such_gate_e2e')), {
    headers: authorized,
    data: { isEnabled: false },
  });
  expect(response.status()).toBe(404);
  expect(ErrorBodySchema.parse(await response.json()).message).not.toBe('');
});

test('a gate update creates a new version and lists it first', async ({ request, serverUrl }) => {
  const before = await ownGate(request, serverUrl);
  const response = await request.post(api(serverUrl, apiPaths.gate(before.id)), {
    headers: authorized,
    data: { description: 'Updated by the e2e suite', expectedVersion: before.version },
  });
  expect(response.status()).toBe(200);
  const updated = recordEnvelope(GateSchema).parse(await response.json()).data;
  expect(updated.version).toBe(versionOf(before) + 1);
  expect(updated.description).toBe('Updated by the e2e suite');

  const versions = await request.get(api(serverUrl, apiPaths.gateVersions(before.id)), { headers: authorized });
  expect(versions.status()).toBe(200);
  const newest = listEnvelope(GateSchema).parse(await versions.json()).data[0];
  expect(newest?.version).toBe(versionOf(before) + 1);
});

test('an update carrying a stale expectedVersion is answered 409 and changes nothing', async ({
  request,
  serverUrl,
}) => {
  const before = await ownGate(request, serverUrl);
  const response = await request.post(api(serverUrl, apiPaths.gate(before.id)), {
    headers: authorized,
    data: { description: 'Must not be stored', expectedVersion: versionOf(before) - 1 },
  });
  expect(response.status()).toBe(409);
  const after = await readGate(request, serverUrl, before.id);
  expect(after.version).toBe(before.version);
  expect(after.description).toBe(before.description);
});

test('data survive a restart of the server on the same data directory', async ({ request }) => {
  test.setTimeout(120_000);
  // A copy of the seeded data, not an empty directory: the first start's seeding is Vitest's (src/server/main.test.ts),
  // and here it cost seconds of a core before the restart this test is about.
  const dataDir = await copyOfSeededDataDir();
  try {
    const first = await startServer({ dataDir, apiKey: E2E_API_KEY });
    let gate: Gate;
    try {
      gate = await ownGate(request, first.url);
      const response = await request.post(api(first.url, apiPaths.gate(gate.id)), {
        headers: authorized,
        data: { description: 'Written before the restart', expectedVersion: gate.version },
      });
      expect(response.status()).toBe(200);
    } finally {
      await first.stop();
    }

    const second = await startServer({ dataDir, apiKey: E2E_API_KEY });
    try {
      const reread = await readGate(request, second.url, gate.id);
      expect(reread.description).toBe('Written before the restart');
      expect(reread.version).toBe(versionOf(gate) + 1);
    } finally {
      await second.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});
