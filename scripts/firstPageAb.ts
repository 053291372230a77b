// `npm run bench:ab -- A_DIST B_DIST [gates|gate|events] [ROUNDS]`: two builds of the app and the bare stack's page
// (../shared/perf-floors/bundle-floor), loaded cold in turn, round after round, with their three servers kept up.
// Each round runs firstpage.mjs `--runs 3` on A and B (which goes first alternates: use an even ROUNDS), then on
// the floor; the table gives each side's median and mean FCP, LCP and first row (or ready text). On this shared
// machine, a change of 15-20 ms shows only this way (the floor's own LCP moves by 100 ms between runs of
// first-page-ratio), and only over several runs: with 24 loads a side, one build against itself read medians 12 ms
// apart, and one change read 24 ms faster in one run and 26 ms slower in the next. Build each side first, e.g.
// `git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci && npx vite build --outDir /tmp/dist-old)`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { E2E_API_KEY, makeDataDir, removeDataDir } from '../e2e/fixtures';
import { startServer, stopProcess } from '../e2e/startServer';
import { loadsFromOutput, summarizeLoads, type FirstPageLoad } from './bench/loadSummary';

const PAGES: Record<string, { path: string; readyText: string }> = {
  gates: { path: '/gates', readyText: '' },
  // first-page-ratio's gate page: ready when its second rule's name shows.
  gate: { path: '/gates/search_ranking_v3', readyText: 'English-speaking markets' },
  events: { path: '/events/page%2Fview', readyText: '' },
};
const FLOORS = path.resolve(process.env.PERF_FLOORS ?? '../shared/perf-floors');
const FLOOR_KEY = 'floor-key';
const RUNS_PER_ROUND = 3;

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run bench:ab -- A_DIST B_DIST [${Object.keys(PAGES).join('|')}] [ROUNDS]`);
  process.exit(2);
}

/** The bare page's server, as first-page-ratio starts it; it must have been built once (first-page-ratio does). */
function startFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const serve = path.join(FLOORS, 'bundle-floor', 'serve.mjs');
  if (!existsSync(path.join(FLOORS, 'bundle-floor', 'dist', 'index.html'))) {
    usage(`No built floor in ${FLOORS}/bundle-floor: run ../shared/perf-floors/first-page-ratio once first.`);
  }
  const child = spawn(process.execPath, [serve], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1' } });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /listening (http:\/\/\S+)/.exec(printed)?.[1];
      if (url !== undefined) resolve({ url, stop: () => stopProcess(child, exited) });
    });
    child.once('exit', () => {
      reject(new Error(`The floor's server exited: ${printed}`));
    });
  });
}

/** `firstpage.mjs URL --key KEY --runs N --json`: the loads of one turn. */
function measure(url: string, key: string, readyText: string): Promise<FirstPageLoad[]> {
  const args = [path.join(FLOORS, 'firstpage.mjs'), url, '--key', key, '--runs', String(RUNS_PER_ROUND), '--json'];
  const child = spawn(process.execPath, args, { env: { ...process.env, READY_TEXT: readyText } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve(loadsFromOutput(output));
    });
  });
}

const [distA, distB, pageName = 'events', roundsText = '6'] = process.argv.slice(2);
if (distA === undefined || distB === undefined) usage('Name the two builds to compare.');
const page = PAGES[pageName] ?? usage(`Unknown page "${pageName}".`);
const rounds = Number(roundsText);
if (!Number.isInteger(rounds) || rounds < 1) usage(`ROUNDS must be a whole number above 0, not "${roundsText}".`);
for (const dist of [distA, distB]) {
  if (!existsSync(path.join(dist, 'index.html'))) usage(`No build in ${dist} (no index.html).`);
}

interface Side {
  name: string;
  url: string;
  key: string;
  readyText: string;
  loads: FirstPageLoad[];
}

const cleanups: (() => Promise<void>)[] = [];
try {
  const floor = await startFloor();
  cleanups.push(floor.stop);
  const builds: Side[] = [];
  for (const [label, dist] of [
    ['A', distA],
    ['B', distB],
  ] as const) {
    const dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    const server = await startServer({ dataDir, apiKey: E2E_API_KEY, distDir: path.resolve(dist) });
    cleanups.push(() => server.stop());
    builds.push({
      name: `${label} ${dist}`,
      url: server.url + page.path,
      key: E2E_API_KEY,
      readyText: page.readyText,
      loads: [],
    });
  }
  const floorSide: Side = { name: 'floor', url: `${floor.url}/gates`, key: FLOOR_KEY, readyText: '', loads: [] };
  const sides = [...builds, floorSide];
  for (let round = 1; round <= rounds; round += 1) {
    // A and B take turns going first, so whatever the order does falls on both sides alike.
    const turn = round % 2 === 1 ? builds : builds.toReversed();
    for (const side of [...turn, floorSide]) side.loads.push(...(await measure(side.url, side.key, side.readyText)));
    console.error(`round ${String(round)} of ${String(rounds)} done`);
  }
  const figure = (spread: { median: number; mean: number }) =>
    `${spread.median.toFixed(0)} / ${spread.mean.toFixed(0)}`;
  console.log(
    `${pageName} (${page.path}), ${String(rounds)} rounds of ${String(RUNS_PER_ROUND)} cold loads; median / mean, ms`,
  );
  console.table(
    sides.map((side) => {
      const summary = summarizeLoads(side.loads);
      return {
        build: side.name,
        loads: summary.loads,
        FCP: figure(summary.fcp),
        LCP: figure(summary.lcp),
        'row or ready': figure(summary.row),
      };
    }),
  );
} finally {
  // Stopped in reverse: each server before the data directory it wrote to.
  for (const cleanup of cleanups.reverse()) await cleanup();
}
