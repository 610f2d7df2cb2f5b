import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_BASE_PATH, CLIENT_TYPE_HEADER, CLIENT_TYPE_WEB } from '@groundwork/shared/constants';
import { screenModules } from '../../screen-chunks';
import { SCREENS } from '../app/routes/screens';
import { SESSION_TOKEN_HEADER as IDENTITY_TOKEN_HEADER } from '../lib/identity/identity-client';
import {
  BOOT_APP_BASE_PATH,
  BOOT_CLIENT_TYPE_HEADER,
  BOOT_CLIENT_TYPE_WEB,
  isAppPath,
  preloadScreen,
  screenFiles,
  SESSION_TOKEN_HEADER,
  startReads,
} from './early-reads';

const reply = (status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({}), { status, headers });

describe('the boot entry', () => {
  it("repeats the app's constants as they are (it may import none)", () => {
    expect(BOOT_APP_BASE_PATH).toBe(APP_BASE_PATH);
    expect(BOOT_CLIENT_TYPE_HEADER).toBe(CLIENT_TYPE_HEADER);
    expect(BOOT_CLIENT_TYPE_WEB).toBe(CLIENT_TYPE_WEB);
    expect(SESSION_TOKEN_HEADER).toBe(IDENTITY_TOKEN_HEADER);
  });

  it("reads every screen of screens.ts for the build's map", () => {
    const source = readFileSync(join(__dirname, '../app/routes/screens.ts'), 'utf8');
    expect(screenModules(source).map(([route]) => route)).toEqual(Object.keys(SCREENS));
    expect(() => screenModules(`${source}\n  '/x': () => load('./x-page'),`)).toThrow(/screens/);
  });

  it("finds the opened screen's files by its route, only on the app's pages", () => {
    const screens = { '/walkbooks': ['/a.js'], '/walkbook/id/:id': ['/b.js', '/b.css'] };
    expect(screenFiles(screens, '/groundwork/walkbook/id/123')).toEqual(['/b.js', '/b.css']);
    expect(screenFiles(screens, '/groundwork/walkbooks/')).toEqual(['/a.js']);
    expect(screenFiles(screens, '/groundwork/walkbook/id/1/extra')).toEqual([]);
    expect(isAppPath('/groundwork')).toBe(true);
    expect(isAppPath('/groundwork/walkbooks')).toBe(true);
    expect(isAppPath('/groundworks')).toBe(false);
    expect(isAppPath('/auth/login')).toBe(false);
  });

  it('preloads the screen: its code as module preloads, its styles preloaded but not applied', () => {
    const map = document.createElement('script');
    map.type = 'application/json';
    map.id = 'screen-chunks';
    map.textContent = JSON.stringify({ '/walkbook/id/:id': ['/assets/w.js', '/assets/w.css'] });
    document.head.append(map);
    preloadScreen(document, '/groundwork/walkbook/id/9');
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('href'),
      l.getAttribute('as'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/w.js', null],
      ['preload', '/assets/w.css', 'style'],
    ]);
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('asks the user record with the ID token the session read carries', async () => {
    const doFetch = vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        String(input) === '/identity/get-session'
          ? reply(200, { [SESSION_TOKEN_HEADER]: 'jwt-1' })
          : reply(200),
      ),
    );
    const reads = startReads(doFetch);
    expect((await reads.get('/api/users/me'))?.status).toBe(200);
    expect(doFetch).toHaveBeenCalledTimes(2);
    const headers = new Headers(doFetch.mock.calls[1]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer jwt-1');
    expect(headers.get(CLIENT_TYPE_HEADER)).toBe(CLIENT_TYPE_WEB);
  });

  it('signed out (no token), does not ask for the user record', async () => {
    const doFetch = vi.fn<typeof fetch>(() => Promise.resolve(reply(200)));
    const reads = startReads(doFetch);
    await expect(reads.get('/api/users/me')).rejects.toThrow('Signed out');
    expect(doFetch).toHaveBeenCalledTimes(1);
  });
});
