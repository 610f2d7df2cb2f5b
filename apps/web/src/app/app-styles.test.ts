import { afterEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

const deferredLink = () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute('data-app-styles', '');
  document.head.append(link);
  return link;
};

describe('applyAppStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('switches the deferred stylesheet on only once it has loaded', async () => {
    const link = deferredLink();
    let applied = false;
    const waiting = applyAppStyles().then(() => {
      applied = true;
    });
    await Promise.resolve();
    expect(applied).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(link.media).toBe('all');
  });

  it('does not keep the app from starting when the stylesheet fails to load', async () => {
    const link = deferredLink();
    const waiting = applyAppStyles();
    link.dispatchEvent(new Event('error'));
    await waiting;
    expect(link.media).toBe('all');
  });

  it('has nothing to wait for without a deferred stylesheet (the development server)', async () => {
    await expect(applyAppStyles()).resolves.toBeUndefined();
  });
});
