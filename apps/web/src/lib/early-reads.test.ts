import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchOrEarly } from './early-reads';

const answer = (status: number, body: string) => new Response(body, { status });

describe('fetchOrEarly', () => {
  afterEach(() => {
    delete window.groundworkEarlyReads;
    vi.unstubAllGlobals();
  });

  it('hands the early read to the first GET of its address, once; later ones go to the network', async () => {
    const network = vi.fn(() => Promise.resolve(answer(200, 'network')));
    vi.stubGlobal('fetch', network);
    window.groundworkEarlyReads = new Map([['/api/users/me', Promise.resolve(answer(200, 'early'))]]);
    expect(await (await fetchOrEarly('/api/users/me', { method: 'GET' })).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetchOrEarly('/api/users/me')).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks again itself when the early read failed or was refused', async () => {
    const network = vi.fn(() => Promise.resolve(answer(200, 'network')));
    vi.stubGlobal('fetch', network);
    window.groundworkEarlyReads = new Map([
      ['/api/users/me', Promise.reject(new Error('Signed out'))],
      ['/identity/get-session', Promise.resolve(answer(401, 'refused'))],
    ]);
    expect(await (await fetchOrEarly('/api/users/me')).text()).toBe('network');
    expect(await (await fetchOrEarly('/identity/get-session')).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never answers a write, or another address, from an early read', async () => {
    const network = vi.fn(() => Promise.resolve(answer(200, 'network')));
    vi.stubGlobal('fetch', network);
    const early = Promise.resolve(answer(200, 'early'));
    window.groundworkEarlyReads = new Map([['/api/users/me', early]]);
    expect(await (await fetchOrEarly('/api/users/me', { method: 'POST' })).text()).toBe('network');
    expect(await (await fetchOrEarly('/api/users/me?x=1')).text()).toBe('network');
    expect(window.groundworkEarlyReads.get('/api/users/me')).toBe(early);
  });
});
