// `npm test`: every check, fitted to two cores. The checks before the browser tests each keep one core busy, so
// they run in two lanes side by side: eslint (the longest, typed linting over the whole program) alone in one, the
// rest one after another in the other. The browser tests keep both cores about 90 % busy (two workers, each with a
// server and a browser), so they run alone, last, and only when everything before them passed: running them beside
// the checks could only use the idle left in either phase, and would starve Vitest's timeouts.
import { spawn } from 'node:child_process';

const FIRST = 'build';
const CHECK_LANES: string[][] = [['lint:eslint'], ['typecheck', 'format:check', 'lint:knip', 'test:unit']];
const BROWSER = 'test:browser';

interface RunOptions {
  /** Stream the output as it comes (the browser tests, for live progress) instead of printing it whole at the end. */
  stream?: boolean;
}

/** Runs `npm run <script>`; a buffered step prints its output in one piece when it ends, so steps never interleave. */
function run(script: string, { stream = false }: RunOptions = {}): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`::: ${script} ${code === 0 ? 'passed' : `failed (exit ${String(code)})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** Runs a lane's scripts in order, stopping at its first failure. */
async function runLane(scripts: string[]): Promise<boolean> {
  for (const script of scripts) {
    if (!(await run(script))) return false;
  }
  return true;
}

/** The checks and the build in two lanes, then the browser tests alone if all of them passed. */
async function phases(): Promise<boolean> {
  const [eslint = [], rest = []] = CHECK_LANES;
  const passed = (await Promise.all([runLane(eslint), runLane([...rest, FIRST])])).every(Boolean);
  return passed && run(BROWSER, { stream: true });
}

const started = performance.now();
const passed = await phases();
console.log(`::: npm test ${passed ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = passed ? 0 : 1;
