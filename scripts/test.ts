// `npm test`: every check, fitted to two cores. The checks before the browser tests each keep one core busy, so
// they run in two lanes side by side: eslint (the longest, typed linting over the whole program) alone in one, the
// rest one after another in the other. The browser tests need both cores (two workers, each with a server and a
// browser), so they run alone, last, and only when everything before them passed.
import { spawn } from 'node:child_process';

const LANES: string[][] = [['lint:eslint'], ['typecheck', 'format:check', 'lint:knip', 'test:unit', 'build']];
const LAST = 'test:browser';

/** Runs `npm run <script>`, printing its output in one piece when it ends so the two lanes never interleave. */
function run(script: string, streamOutput: boolean): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: streamOutput ? 'inherit' : ['ignore', 'pipe', 'pipe'],
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
    if (!(await run(script, false))) return false;
  }
  return true;
}

const started = performance.now();
const lanesPassed = (await Promise.all(LANES.map(runLane))).every(Boolean);
const passed = lanesPassed && (await run(LAST, true));
console.log(`::: npm test ${passed ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = passed ? 0 : 1;
