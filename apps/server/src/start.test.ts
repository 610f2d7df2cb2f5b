import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/env.ts';
import { startServing } from './start.ts';
import { createTestApp } from './test/harness.ts';

// The harness starts workers itself unless WORKERS=false; here startServing must.
const both = await createTestApp({ WORKERS: 'false' });
const workersOnly = await createTestApp({ API: 'false' });

describe('starting a server process', () => {
  it('listens, then starts the job workers (npm start runs both)', async () => {
    both.app.ctx.config.roles = { api: true, workers: true };
    expect(both.app.ctx.jobs.working).toBe(false);
    const serving = await startServing(both.app, { port: 0, host: '127.0.0.1' });
    const health = await fetch(`http://127.0.0.1:${String(serving.port)}/api/health`);
    expect(health.status).toBe(200);
    expect(both.app.ctx.jobs.working).toBe(true);
  });

  it('runs only the workers with API=false: no HTTP listener', async () => {
    const serving = await startServing(workersOnly.app, { port: 0, host: '127.0.0.1' });
    expect(serving.port).toBeNull();
    expect(workersOnly.app.server.listening).toBe(false);
    expect(workersOnly.app.ctx.jobs.working).toBe(true);
  });

  it('runs only the API with WORKERS=false, and refuses a process with neither', () => {
    expect(loadConfig({ WORKERS: 'false' }).roles).toEqual({ api: true, workers: false });
    expect(loadConfig({}).roles).toEqual({ api: true, workers: true });
    expect(() => loadConfig({ API: 'false', WORKERS: 'false' })).toThrow(/nothing to do/);
  });
});
