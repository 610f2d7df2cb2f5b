import { afterEach, describe, expect, it } from 'vitest';
import { preloadSignedInCode, SIGNED_IN_CHUNKS_ID } from './signed-in-code';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

describe("the signed-in area's code on the sign-in page", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('downloads what index.html lists, code as module preloads and styles unapplied, once', () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = SIGNED_IN_CHUNKS_ID;
    list.textContent = JSON.stringify(['/assets/app.js', '/assets/app.css']);
    document.head.append(list);
    preloadSignedInCode(document);
    preloadSignedInCode(document);
    expect(links()).toEqual([
      ['modulepreload', '/assets/app.js', null],
      ['preload', '/assets/app.css', 'style'],
    ]);
  });

  it('does nothing where the page lists nothing (a development server)', () => {
    preloadSignedInCode(document);
    expect(links()).toEqual([]);
  });
});
