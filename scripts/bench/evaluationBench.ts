// How long "Test a user" takes: the evaluation module on every seeded gate and config for one user, and on 1,000 gates
// of 20 rules for 100 users, in Node; then one user over those 1,000 gates in Chromium (target: under 50 ms), traced
// as the lists trace (`decision`: What a user sees, before you save), again with no user id (the matching without
// the digests), and as the panel traces one entity (`full`).
// A section of `npm run bench` (`npm run bench evaluation`); needs no build.
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { median, ms, type BenchRow } from './benchRow';
import { launchOptions } from './withConnectedBrowser';
import { evaluate, type EvaluateOptions, type EvaluationSubject } from '../../src/contract/evaluation/evaluate';
import { EXAMPLE_USERS } from '../../src/contract/evaluation/exampleUsers';
import { TestUserSchema, type TestUser } from '../../src/contract/evaluation/testUser';
import type { Condition, Rule } from '../../src/contract/rule';
import { buildSeed } from '../../src/server/seed/buildSeed';
import { createRandom } from '../../src/server/seed/random';

const GATES = 1000;
const RULES = 20;
const USERS = 100;
const RUNS = 5;
const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'SE', 'JP', 'BR', 'AU', 'IN', 'MX'];
const PLANS = ['free', 'pro', 'team', 'enterprise'];

/** Gates like real ones: country, version, plan and email conditions, a pattern now and then, "everyone" last. */
function syntheticGates(): EvaluationSubject[] {
  const random = createRandom('evaluation-bench');
  return Array.from({ length: GATES }, (_, gateIndex) => {
    const rules: Rule[] = Array.from({ length: RULES }, (_, ruleIndex) => {
      const last = ruleIndex === RULES - 1;
      const conditions: Condition[] = last
        ? []
        : [
            { type: 'country', operator: 'any', targetValue: [random.pick(COUNTRIES), random.pick(COUNTRIES)] },
            { type: 'app_version', operator: 'version_gte', targetValue: `${String(random.int(1, 4))}.0` },
          ];
      if (!last && random.chance(0.5))
        conditions.push({ type: 'custom_field', operator: 'any', targetValue: [random.pick(PLANS)], field: 'plan' });
      if (!last && random.chance(0.1))
        conditions.push({ type: 'email', operator: 'str_matches', targetValue: `^[a-m].*@example\\.(com|ca)$` });
      const pass = last ? 50 : random.pick([0, 10, 25, 50, 100]);
      return { id: random.id(22), name: `Rule ${String(ruleIndex + 1)}`, passPercentage: pass, conditions };
    });
    return { kind: 'gate', id: `bench_gate_${String(gateIndex)}`, isEnabled: true, idType: 'userID', rules };
  });
}

function syntheticUsers(): TestUser[] {
  const random = createRandom('evaluation-bench-users');
  return Array.from({ length: USERS }, (_, index) =>
    TestUserSchema.parse({
      userID: `user_${String(index)}_${random.id(8)}`,
      email: `${random.pick(['ana', 'zoe', 'kim', 'raj'])}@example.${random.pick(['com', 'ca'])}`,
      country: random.pick(COUNTRIES),
      appVersion: `${String(random.int(1, 5))}.${String(random.int(0, 9))}`,
      custom: { plan: random.pick(PLANS) },
    }),
  );
}

/** Every seeded gate (current version) and dynamic config, as the console holds them. */
function seededSubjects(): EvaluationSubject[] {
  const seed = buildSeed({ eventCount: 1 });
  const gates = seed.gates.flatMap(({ versions }) => versions.slice(-1)).map((gate) => ({ kind: 'gate', ...gate }));
  const configs = seed.dynamicConfigs.map(({ summary, rules }) => ({ kind: 'dynamic_config', ...summary, rules }));
  return [...gates, ...configs] as EvaluationSubject[];
}

type Trace = NonNullable<EvaluateOptions['trace']>;

const evaluateAll = (subjects: readonly EvaluationSubject[], user: TestUser, trace: Trace = 'decision') =>
  Promise.all(subjects.map((subject) => evaluate(subject, user, { trace })));

interface Timing {
  wallMs: number;
  /** CPU time (the process's, digest threads included): the work itself, apart from waiting for a busy machine. */
  cpuMs: number;
}

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
}

async function medianOf(run: () => Promise<unknown>): Promise<Timing> {
  await run(); // warm-up: compiled code, compiled patterns
  const times: Timing[] = [];
  for (let index = 0; index < RUNS; index += 1) times.push(await timed(run));
  return { wallMs: median(times.map((time) => time.wallMs)), cpuMs: median(times.map((time) => time.cpuMs)) };
}

const figure = ({ wallMs, cpuMs }: Timing) => `${ms(wallMs)} (CPU ${ms(cpuMs)})`;

/** The module bundled for a page, exposing `evaluate` as `GatehouseEvaluation.evaluate`. */
async function bundledModule(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.resolve('src/contract/evaluation/evaluate.ts'),
        formats: ['iife'],
        name: 'GatehouseEvaluation',
      },
    },
  });
  const first = Array.isArray(output) ? output[0] : output;
  const chunk = first && 'output' in first ? first.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error('The evaluation module did not bundle');
  return chunk.code;
}

/**
 * One user over the gates in Chromium, on a localhost page (Web Crypto needs a secure context). CPU time is the page's
 * main thread's, from the DevTools protocol.
 */
async function chromiumRuns(gates: EvaluationSubject[], user: TestUser, trace: Trace): Promise<Timing[]> {
  const code = await bundledModule();
  const browser = await chromium.launch(launchOptions());
  try {
    const page = await browser.newPage();
    await page.route('http://localhost:9/', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Evaluation bench</title>' }),
    );
    await page.goto('http://localhost:9/');
    await page.addScriptTag({ content: code });
    // The gates go over once; each run then evaluates them all for the user, all at once as a page would.
    await page.evaluate(
      ({ subjectsJson, testUser, options }) => {
        const subjects = JSON.parse(subjectsJson) as EvaluationSubject[];
        const page = globalThis as unknown as {
          GatehouseEvaluation: { evaluate: typeof evaluate };
          benchRun: () => Promise<number>;
        };
        page.benchRun = async () => {
          const start = performance.now();
          await Promise.all(subjects.map((subject) => page.GatehouseEvaluation.evaluate(subject, testUser, options)));
          return performance.now() - start;
        };
      },
      // As text: the gates' JSON values are too deep for Playwright's argument types.
      { subjectsJson: JSON.stringify(gates), testUser: user, options: { trace } },
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const cpuSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN;
    const runs: Timing[] = [];
    for (let index = 0; index <= RUNS; index += 1) {
      const before = await cpuSeconds();
      const wallMs = await page.evaluate(() =>
        (globalThis as unknown as { benchRun: () => Promise<number> }).benchRun(),
      );
      runs.push({ wallMs, cpuMs: ((await cpuSeconds()) - before) * 1000 });
    }
    return runs.slice(1); // the first run compiles
  } finally {
    await browser.close();
  }
}

export async function evaluationBench(): Promise<BenchRow[]> {
  const area = `evaluation (load ${(os.loadavg()[0] ?? NaN).toFixed(1)})`;
  const seeded = seededSubjects();
  const maya = EXAMPLE_USERS[0]?.user ?? TestUserSchema.parse({});
  const seededTime = await medianOf(() => evaluateAll(seeded, maya, 'full'));
  const gates = syntheticGates();
  const users = syntheticUsers();
  const oneUser = await medianOf(() => evaluateAll(gates, maya));
  const allUsers = await timed(async () => {
    for (const user of users) await evaluateAll(gates, user);
  });
  const shape = `${GATES.toLocaleString('en-US')} gates of ${String(RULES)} rules`;
  // Without a user id no rule needs a bucket: the matching alone, apart from the digests.
  const noUnit = { ...maya, userID: '' };
  const cases = [
    ['decision', maya, 'one user, decision trace (target < 50 ms)'],
    ['decision', noUnit, 'one user without a user ID (no digests), decision trace'],
    ['full', maya, 'one user, full trace'],
  ] as const;
  const chromiumRows: BenchRow[] = [];
  for (const [trace, user, what] of cases) {
    const runs = await chromiumRuns(gates, user, trace);
    const inChromium = { wallMs: median(runs.map((run) => run.wallMs)), cpuMs: median(runs.map((run) => run.cpuMs)) };
    chromiumRows.push({
      area,
      measure: `Chromium: ${shape}, ${what}, median of ${String(RUNS)}`,
      figure: `${figure(inChromium)}${inChromium.wallMs < 50 ? '' : ', over 50 ms'}`,
    });
  }
  return [
    {
      area,
      measure: `Node: all ${String(seeded.length)} seeded gates and configs, one user, full trace`,
      figure: figure(seededTime),
    },
    { area, measure: `Node: ${shape}, one user, decision trace, median of ${String(RUNS)}`, figure: figure(oneUser) },
    { area, measure: `Node: ${shape}, ${String(USERS)} users, decision trace`, figure: figure(allUsers) },
    ...chromiumRows,
  ];
}
