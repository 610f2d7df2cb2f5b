/**
 * Requests per second for GET /api/users/me (authenticated: token verification, access check, three
 * queries) against a bare Fastify route, as a ratio. Each server runs in its own process; this process
 * only generates load. `DATABASE_URL` benchmarks a PostgreSQL server instead of embedded PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const here = new URL('.', import.meta.url).pathname;
const tsx = join(here, '../../../node_modules/.bin/tsx');

const start = (
  script: string,
  env: Record<string, string>,
  readyPattern: RegExp,
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(tsx, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(readyPattern);
      if (match?.[1]) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

const load = async (url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-bench-'));
  const bare = await start(join(here, 'bare-server.ts'), { PORT: '0' }, /ready (\d+)/);
  const server = await start(
    join(here, '../src/server.ts'),
    {
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      PUBLIC_URL: 'http://localhost:3000',
    },
    /running at http:\/\/localhost:(\d+)/,
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const signIn = await fetch(`${base}/identity/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({
        email: 'manager@demo.groundwork.test',
        password: process.env.DEMO_PASSWORD ?? 'Groundwork.2026',
      }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { token } = (await (await fetch(`${base}/identity/token`, { headers: { cookie } })).json()) as {
      token: string;
    };
    const check = await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    if (check.status !== 200) throw new Error(`GET /api/users/me answered ${check.status}`);

    const baseline = await load(`http://127.0.0.1:${bare.port}/bare`);
    const usersMe = await load(`${base}/api/users/me`, {
      authorization: `Bearer ${token}`,
      'x-client-type': 'web',
    });
    const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    console.log(JSON.stringify({ bench: 'bare fastify GET /bare', ...baseline }));
    console.log(JSON.stringify({ bench: `GET /api/users/me (${database})`, ...usersMe }));
    console.log(
      JSON.stringify({
        bench: 'ratio users/me ÷ bare',
        ratio: Number((usersMe.rps / baseline.rps).toFixed(3)),
        connections: CONNECTIONS,
        seconds: DURATION_S,
      }),
    );
  } finally {
    bare.child.kill('SIGTERM');
    server.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
