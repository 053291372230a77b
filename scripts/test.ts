// `npm test`: every check, fitted to two cores. The checks before the browser tests each keep one core busy, so
// they run in two lanes side by side: the type check and eslint (the longest: one TypeScript program, checked once,
// whose checker the typed rules read; scripts/typecheckAndLint.ts) in one, the rest one after another in the other,
// the browser tests' data set seeded among them. The browser tests (three workers, each with a server and a
// browser: playwright.config.ts) fill both cores, so they run alone, last, and only when everything before them
// passed: running them beside the checks could only use the idle left in either phase, and would starve Vitest's
// timeouts.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEEDED_DATA_DIR_ENV } from '../e2e/seededDataDir';

/** A step: a label for the log and the command it runs. */
type Step = [label: string, command: string[]];

const npmRun = (script: string): Step => [script, ['npm', 'run', '--silent', script]];

interface RunOptions {
  /** Stream the output as it comes (the browser tests, for live progress) instead of printing it whole at the end. */
  stream?: boolean;
}

/** Runs a step; a buffered step prints its output in one piece when it ends, so steps never interleave. */
function run([label, [command = '', ...args]]: Step, { stream = false }: RunOptions = {}): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`::: ${label} ${code === 0 ? 'passed' : `failed (exit ${String(code)})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** Runs a lane's steps in order, stopping at its first failure. */
async function runLane(steps: Step[]): Promise<boolean> {
  for (const step of steps) {
    if (!(await run(step))) return false;
  }
  return true;
}

/**
 * The checks, the build and the seeding in two lanes, then the browser tests alone if all of them passed. Seeding
 * takes some 10 CPU s; in Playwright's global setup it ran on one core with the other idle.
 */
async function phases(seededDir: string): Promise<boolean> {
  const seed: Step = ['seed e2e data', ['node', '--import', 'tsx', 'e2e/seedDataDir.ts', seededDir]];
  const typecheckAndLint: Step = [
    'typecheck + lint:eslint',
    ['node', '--import', 'tsx', 'scripts/typecheckAndLint.ts'],
  ];
  const lanes: Step[][] = [
    [typecheckAndLint],
    [npmRun('format:check'), npmRun('lint:knip'), seed, npmRun('test:unit'), npmRun('build')],
  ];
  const passed = (await Promise.all(lanes.map(runLane))).every(Boolean);
  process.env[SEEDED_DATA_DIR_ENV] = seededDir;
  return passed && run(npmRun('test:browser'), { stream: true });
}

const started = performance.now();
const seededDir = await mkdtemp(path.join(tmpdir(), 'gatehouse-e2e-seeded-'));
const passed = await phases(seededDir).finally(() => rm(seededDir, { recursive: true, force: true }));
console.log(`::: npm test ${passed ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = passed ? 0 : 1;
