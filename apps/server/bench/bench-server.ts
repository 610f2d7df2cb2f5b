/**
 * The product server (or another script) as a child process of a benchmark, and a demo sign-in against it.
 * `BENCH_CPU_PROF=DIR` writes a started server's CPU profile to DIR when asked for.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const here = new URL('.', import.meta.url).pathname;
/** The server's node flags: tsx's loader, and a CPU profile when asked for. */
const profileDir = process.env.BENCH_CPU_PROF;
const nodeFlags = (profile: boolean) => [
  '--import',
  'tsx',
  ...(profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
];

export const start = (
  script: string,
  env: Record<string, string>,
  readyPattern: RegExp,
  profile = false,
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags(profile), script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(readyPattern);
      if (match?.[1]) {
        child.stdout?.off('data', onData);
        child.stdout?.resume(); // the server's log lines from here on are read and dropped
        resolve({ child, port: Number(match[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

/** Ends a child and waits for it (a CPU profile is written on exit). */
export const stop = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Signs in (as the demo Manager unless told); returns a bearer token. */
export const signIn = async (
  base: string,
  email = 'manager@demo.groundwork.test',
  password = process.env.DEMO_PASSWORD ?? 'Groundwork.2026',
): Promise<string> => {
  const response = await fetch(`${base}/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${base}/identity/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return token;
};

/** GETs a URL once and fails loudly unless it answers 200. */
export const checked = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
};
