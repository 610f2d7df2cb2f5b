import { describe, expect, it } from 'vitest';
import { startServing } from './start.ts';
import { createTestApp } from './test/harness.ts';

const t = await createTestApp();

describe('starting after a crash', () => {
  it('listens and answers before the resumed background work has finished', async () => {
    let finish: () => void = () => undefined;
    let resumeCalled = false;
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const serving = await startServing(t.app, { port: 0, host: '127.0.0.1' }, () => {
      resumeCalled = true;
      return pending;
    });
    let resumed = false;
    void serving.resumed.then(() => {
      resumed = true;
    });

    const health = await fetch(`http://127.0.0.1:${serving.port}/api/health`);
    expect(health.status).toBe(200);
    expect(resumeCalled).toBe(true);
    expect(resumed).toBe(false);

    finish();
    await serving.resumed;
    expect(resumed).toBe(true);
  });
});
