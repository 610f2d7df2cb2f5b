import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../../../..');
const WEB_ROOT = join(REPO_ROOT, 'apps/web');
const DIST_INDEX = join(WEB_ROOT, 'dist/index.html');

/** Sources whose change makes the built web app stale. */
const WEB_SOURCES = [
  join(WEB_ROOT, 'src'),
  join(WEB_ROOT, 'public'),
  join(WEB_ROOT, 'index.html'),
  join(WEB_ROOT, 'vite.config.ts'),
  join(WEB_ROOT, 'postcss.config.js'),
  join(REPO_ROOT, 'packages/shared/src'),
];

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

/** Builds apps/web/dist when it is missing or older than any of its sources. */
export const ensureWebBuild = (): void => {
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(...WEB_SOURCES.map(newestMtime));
  if (built >= sources) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@groundwork/web'], {
    cwd: REPO_ROOT,
    // vitest sets NODE_ENV=test, which would give a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`Building the web app failed:\n${result.stdout}\n${result.stderr}`);
  }
};

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolvePort(port);
      });
    });
  });

export interface TestServer {
  /** e.g. http://localhost:43123 */
  url: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const READY_LINE = /Groundwork is running at (http:\/\/\S+)/;
const READY_TIMEOUT_MS = 120_000;
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
/** The port the seeding run names in the links it stores; nothing listens there. */
const SEED_PORT = 9;
export const SEED_ORIGIN = `http://localhost:${String(SEED_PORT)}`;

/** The server's environment in a journey: its own data, no rate limits, a smaller district. */
const serverEnv = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  RATE_LIMIT: 'off',
  DEMO_VOTERS: '5000', // the district, smaller: each journey starts its own server
  SIMULATOR_VETTING_SECONDS: '0', // the phone simulator approves a registration at once
  SIMULATOR_RING_SECONDS: '0', // a simulated call is answered (or not) at once
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  PUBLIC_URL: `http://localhost:${String(port)}`,
});

/**
 * A DATA_DIR holding the seeded demo campaign with every job it queued finished, made once per run
 * (`seed-demo.ts`): each journey's server starts on a copy of it instead of seeding its own (decision 0043).
 * Its stored links (the demo invitation's e-mail) name an unused port: `readOutbox` gives them the
 * journey's origin.
 */
export const seedDataDir = (): string => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'gw-e2e-seed-')), 'data');
  const result = spawnSync(TSX, ['apps/server/src/seed/seed-demo.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv(dataDir, SEED_PORT),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`Seeding the demo data failed:\n${result.stdout}\n${result.stderr}`);
  }
  return dataDir;
};

/**
 * The real server as a child process: a fresh temporary DATA_DIR (a copy of `seeded` when given, else
 * seeded by the server as `npm start` does), a free port, no rate limits. Resolves once it prints its
 * ready line.
 */
export const startServer = async (seeded?: string): Promise<TestServer> => {
  ensureWebBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-e2e-'));
  if (seeded) cpSync(seeded, join(dataDir, 'data'), { recursive: true });
  const child: ChildProcess = spawn(TSX, ['apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: serverEnv(join(dataDir, 'data'), port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', () => {
      resolveExit();
    });
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`The server did not get ready in time:\n${output}`));
      }, READY_TIMEOUT_MS);
      const onData = () => {
        const match = READY_LINE.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolveUrl(match[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited (${String(code)}) before it was ready:\n${output}`));
      });
    });
    return { url, dataDir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
