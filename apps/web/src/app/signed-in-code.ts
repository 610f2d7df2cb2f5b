/**
 * The signed-in area's code, which index.html names without loading it (apps/web/html-preloads.ts): the sign-in
 * page has it downloaded while the person types, so "Sign in" waits for none of it (decision 0065). Not shared
 * with src/boot (whose preloads of a screen work alike): the boot entry may import no module of the app's.
 */
export const SIGNED_IN_CHUNKS_ID = 'signed-in-chunks';

/** Starts downloading the listed code as module preloads and its styles as preloads (not applied), once. */
export const preloadSignedInCode = (doc: Document): void => {
  const list = doc.getElementById(SIGNED_IN_CHUNKS_ID);
  if (!list?.textContent) return;
  for (const file of JSON.parse(list.textContent) as string[]) {
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
  list.remove();
};
