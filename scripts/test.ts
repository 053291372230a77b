// `npm test`: every check, fitted to two cores. The checks before the browser tests each keep one core busy, so
// they run in two lanes side by side: eslint (the longest, typed linting over the whole program) alone in one, the
// rest one after another in the other. The browser tests keep both cores about 90 % busy (two workers, each with a
// server and a browser), so they run alone, last, and only when everything before them passed.
// `TEST_SCHEDULE=overlap npm test` tries the other order, for measuring on a quiet machine: the build, then the
// browser tests beside the checks, which run at a lower CPU priority so they take only what the browser tests leave
// idle. Any failure still fails `npm test`, and the browser tests still need a successful build.
import { spawn } from 'node:child_process';

const FIRST = 'build';
const CHECK_LANES: string[][] = [['lint:eslint'], ['typecheck', 'format:check', 'lint:knip', 'test:unit']];
const BROWSER = 'test:browser';
// A niceness of 10 gives a check about a tenth of a core against a busy browser test, and every idle cycle.
const CHECK_NICENESS = 10;

interface RunOptions {
  /** Stream the output as it comes (the browser tests, for live progress) instead of printing it whole at the end. */
  stream?: boolean;
  /** Run at a lower CPU priority (POSIX `nice`); ignored on Windows. */
  niceness?: number;
}

/** Runs `npm run <script>`; a buffered step prints its output in one piece when it ends, so steps never interleave. */
function run(script: string, { stream = false, niceness }: RunOptions = {}): Promise<boolean> {
  const started = performance.now();
  const npm = ['npm', 'run', '--silent', script];
  const command =
    niceness !== undefined && process.platform !== 'win32' ? ['nice', '-n', String(niceness), ...npm] : npm;
  return new Promise((resolve) => {
    const child = spawn(command[0] ?? 'npm', command.slice(1), {
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
async function runLane(scripts: string[], niceness?: number): Promise<boolean> {
  for (const script of scripts) {
    if (!(await run(script, { niceness }))) return false;
  }
  return true;
}

/** The build, then the browser tests beside the checks. */
async function overlapped(): Promise<boolean> {
  const built = await run(FIRST);
  const results = await Promise.all([
    built ? run(BROWSER, { stream: true }) : Promise.resolve(false),
    ...CHECK_LANES.map((lane) => runLane(lane, CHECK_NICENESS)),
  ]);
  return results.every(Boolean);
}

/** The checks and the build in two lanes, then the browser tests alone if all of them passed (the default). */
async function phases(): Promise<boolean> {
  const [eslint = [], rest = []] = CHECK_LANES;
  const passed = (await Promise.all([runLane(eslint), runLane([...rest, FIRST])])).every(Boolean);
  return passed && run(BROWSER, { stream: true });
}

const started = performance.now();
const passed = await (process.env.TEST_SCHEDULE === 'overlap' ? overlapped() : phases());
console.log(`::: npm test ${passed ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = passed ? 0 : 1;
