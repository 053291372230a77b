// Starts the real host the way `npm start` does, so e2e tests exercise exactly what users run.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_LINE = /Gatehouse console on (http:\/\/[^\s]+)/;
// Seeding a fresh data directory on a slow CI core takes a few seconds.
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  /** Origin of the host, e.g. `http://127.0.0.1:43121`, without a trailing slash. */
  url: string;
  dataDir: string;
  /** Sends SIGTERM and resolves once the process has exited (SIGKILL if it lingers). */
  stop: () => Promise<void>;
  /** Everything the process printed so far, stdout and stderr: for tests of what the logs never contain. */
  output: () => string;
  /** Sends SIGKILL at once, as a crash or an OOM killer would, and resolves once the process is gone. */
  kill: () => Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  apiKey: string;
  /** Upstream mode: proxy /console/v1 there, adding `apiKey` (the browser then needs none). */
  upstreamUrl?: string;
  /** The build to serve, when not `dist/` or the caller's DIST_DIR: a benchmark comparing two builds. */
  distDir?: string;
}

export async function startServer({ dataDir, apiKey, upstreamUrl, distDir }: StartOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CONSOLE_API_KEY: apiKey,
  };
  // Embedded unless the test asks for an upstream: a developer's own setting must not leak into tests.
  if (upstreamUrl === undefined) delete env.CONSOLE_UPSTREAM_URL;
  else env.CONSOLE_UPSTREAM_URL = upstreamUrl;
  if (distDir !== undefined) env.DIST_DIR = distDir;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  let printed = '';
  const record = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const stop = () => stopProcess(child, exited);
  try {
    const url = await readStartupUrl(child);
    await waitUntilAnswering(url);
    const kill = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    };
    return { url, dataDir, stop, kill, output: () => printed };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readStartupUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      fail(`the server printed no startup line within ${STARTUP_TIMEOUT_MS} ms`);
    }, STARTUP_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      reject(new Error(`Gatehouse did not start: ${reason}.\nstdout:\n${stdout}\nstderr:\n${stderr}`));
    }
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = STARTUP_LINE.exec(stdout);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/+$/, ''));
      }
    });
    child.once('exit', (code, signal) => {
      fail(`the process exited (code ${String(code)}, signal ${String(signal)})`);
    });
  });
}

async function waitUntilAnswering(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/gatehouse/status`);
      if (response.ok) return;
      lastProblem = `GET /gatehouse/status answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Gatehouse at ${url} never became ready: ${lastProblem}.`);
}

/** Sends SIGTERM, then SIGKILL if the process lingers, and resolves once `exited` (its 'exit' event) has. */
export async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
