// The API key stays out of URLs, logs and the bundle, tried with a known key.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE_PATH, API_KEY_HEADER } from '../src/contract/paths';
import { E2E_API_KEY, expect, test } from './fixtures';
import { openSection, sectionNamed } from './navigation';

const WRONG_KEY = 'wrong-key-for-the-log-test-31415';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('a browsing session never puts the key in a URL and the server logs neither a right nor a wrong key', async ({
  connectedPage: page,
  server,
  request,
}) => {
  const urls: string[] = [];
  page.on('request', (sent) => urls.push(sent.url()));
  for (const section of ['Gates', 'Layers', 'Experiments', 'Events']) await openSection(page, sectionNamed(section));
  await page.reload();
  await request.get(`${server.url}${API_BASE_PATH}/layers`, { headers: { [API_KEY_HEADER]: WRONG_KEY } });
  // A careless client may put a key in the query; the request log must drop it there too.
  await request.get(`${server.url}${API_BASE_PATH}/layers?key=${WRONG_KEY}`, {
    headers: { [API_KEY_HEADER]: E2E_API_KEY },
  });

  expect(urls.length).toBeGreaterThan(5);
  expect(urls.filter((url) => url.includes(E2E_API_KEY))).toEqual([]);
  const log = server.output();
  expect(log).toContain(`${API_BASE_PATH}/layers`);
  expect(log).not.toContain(E2E_API_KEY);
  expect(log).not.toContain(WRONG_KEY);
});

test('the built app contains no API key', async () => {
  const dist = process.env.DIST_DIR ?? 'dist';
  const keys = [E2E_API_KEY, process.env.CONSOLE_API_KEY].filter((key): key is string => Boolean(key));
  const files = await filesUnder(dist);
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const key of keys) expect(text.includes(key), `${file} contains an API key`).toBe(false);
  }
});
