// Concurrency and durability of the embedded server over real HTTP.
import { GateSchema, type Gate } from '../src/contract/gate';
import { listEnvelope, recordEnvelope } from '../src/contract/envelope';
import { API_BASE_PATH, API_KEY_HEADER, apiPaths } from '../src/contract/paths';
import { copyOfSeededDataDir, E2E_API_KEY, expect, removeDataDir, test } from './fixtures';
import { startServer } from './startServer';

const headers = { [API_KEY_HEADER]: E2E_API_KEY, 'Content-Type': 'application/json' };
const api = (origin: string, path: string) => `${origin}${API_BASE_PATH}${path}`;

// A seeded gate no other spec reads: these tests add hundreds of versions, which would move the timelines and
// version numbers that the page specs sharing this worker's server expect.
const GATE_ID = 'checkout_new_address_form';

/** Reads and updates the gate these tests own. */
function ownGateOf(origin: string) {
  const id = GATE_ID;
  return {
    read: async (at = origin): Promise<Gate> => {
      const response = await fetch(api(at, apiPaths.gate(id)), { headers });
      expect(response.status).toBe(200);
      return recordEnvelope(GateSchema).parse(await response.json()).data;
    },
    update: (body: object): Promise<Response> =>
      fetch(api(origin, apiPaths.gate(id)), { method: 'POST', headers, body: JSON.stringify(body) }),
    versions: async (at: string, page: number): Promise<Gate[]> => {
      const response = await fetch(api(at, `${apiPaths.gateVersions(id)}?limit=100&page=${String(page)}`), { headers });
      expect(response.status).toBe(200);
      return listEnvelope(GateSchema).parse(await response.json()).data;
    },
  };
}

const versionOf = async (response: Response) =>
  recordEnvelope(GateSchema).parse(await response.json()).data.version ?? 0;

test('200 parallel updates of one gate give 200 consecutive versions, none lost', async ({ serverUrl }) => {
  const gate = ownGateOf(serverUrl);
  const start = (await gate.read()).version ?? 0;
  const responses = await Promise.all(
    Array.from({ length: 200 }, (_, n) => gate.update({ description: `parallel edit ${String(n)}` })),
  );
  expect(responses.map((response) => response.status)).toEqual(Array<number>(200).fill(200));
  const versions = await Promise.all(responses.map(versionOf));
  expect([...versions].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, n) => start + n + 1));
  expect((await gate.versions(serverUrl, 1))[0]?.version).toBe(start + 200);
});

test('of two updates racing with the same expectedVersion exactly one wins and the other gets 409', async ({
  serverUrl,
}) => {
  const gate = ownGateOf(serverUrl);
  for (let round = 0; round < 10; round += 1) {
    const expectedVersion = (await gate.read()).version ?? 0;
    const answers = await Promise.all([
      gate.update({ description: `racer A ${String(round)}`, expectedVersion }),
      gate.update({ description: `racer B ${String(round)}`, expectedVersion }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await gate.read()).version).toBe(expectedVersion + 1);
  }
});

test('a server killed with SIGKILL during a burst of writes restarts with every answered write', async () => {
  test.setTimeout(120_000);
  // Starts on a copy of the seeded data, as server.spec.ts's restart does: seeding is not what this test is about.
  const dataDir = await copyOfSeededDataDir();
  try {
    const first = await startServer({ dataDir, apiKey: E2E_API_KEY });
    const gate = ownGateOf(first.url);
    const acknowledged: { version: number; description: string }[] = [];
    let killed = false;
    // Eight writers loop until the kill; a write counts only once the server answered it 200.
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let n = 0; !killed; n += 1) {
        const description = `burst ${String(writer)}-${String(n)}`;
        try {
          const response = await gate.update({ description });
          if (response.status === 200) acknowledged.push({ version: await versionOf(response), description });
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    });
    // Kill mid-burst, once the server has answered a good number of writes (however fast this machine is).
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(20);
    killed = true;
    await first.kill();
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    const second = await startServer({ dataDir, apiKey: E2E_API_KEY });
    try {
      const stored = new Map<number, string | undefined>();
      for (let page = 1; page < 50; page += 1) {
        const versions = await gate.versions(second.url, page);
        if (versions.length === 0) break;
        for (const version of versions) stored.set(version.version ?? 0, version.description);
      }
      for (const write of acknowledged) expect(stored.get(write.version)).toBe(write.description);
    } finally {
      await second.stop();
    }
  } finally {
    await removeDataDir(dataDir);
  }
});
