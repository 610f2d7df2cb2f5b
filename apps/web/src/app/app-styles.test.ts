import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

/** The built HTML's preload of the entry's stylesheet, with a stylesheet a chunk added after it. */
const preloadedStyles = () => {
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.setAttribute('as', 'style');
  preload.setAttribute('crossorigin', '');
  preload.href = '/assets/index-abc.css';
  preload.setAttribute('data-app-styles', '');
  const later = document.createElement('link');
  later.rel = 'stylesheet';
  later.href = '/assets/screen-def.css';
  document.head.append(preload, later);
  return preload;
};

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('applyAppStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adds the preloaded stylesheet in the preload's place and waits for it to load", async () => {
    const preload = preloadedStyles();
    let applied = false;
    const waiting = applyAppStyles().then(() => {
      applied = true;
    });
    const [sheet, later] = sheets();
    expect(sheet?.href).toBe(preload.href);
    expect(sheet?.crossOrigin).toBe(preload.crossOrigin);
    expect(preload.nextElementSibling).toBe(sheet);
    expect(later?.href).toMatch(/screen-def\.css$/);
    await Promise.resolve();
    expect(applied).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await waiting;
    expect(applied).toBe(true);
  });

  it('does not keep the app from starting when the stylesheet fails to load', async () => {
    preloadedStyles();
    const waiting = applyAppStyles();
    sheets()[0]?.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('has nothing to wait for without a preloaded stylesheet (the development server)', async () => {
    await expect(applyAppStyles()).resolves.toBeUndefined();
    expect(sheets()).toEqual([]);
  });
});
