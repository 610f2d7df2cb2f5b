/**
 * What the served HTML asks for before the app's code has run (decisions 0029 and 0048): each request it
 * names starts with the page instead of after the entry chunk has downloaded and run.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

const modulePreload = (fileName: string) => ({
  tag: 'link',
  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
  injectTo: 'head' as const,
});

/**
 * index.html names the login chunk as a module preload: it downloads alongside the entry instead of after it
 * has run. The sign-in page shows it, and every signed-in screen loads it too (it holds the form and API code
 * they share), so no page fetches it for nothing.
 */
export const preloadLoginChunk: Plugin = {
  name: 'groundwork:preload-login-chunk',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const login = Object.values(bundle ?? {}).find(
        (output) => isChunk(output) && output.name === 'login' && !output.isEntry,
      );
      if (!login) throw new Error('The build has no login chunk to preload');
      return [modulePreload(login.fileName)];
    },
  },
};

/** The module every signed-in page opens through (app/preload.ts `loadSessionGate`). */
const SESSION_GATE = /[\\/]src[\\/]app[\\/]guards[\\/]session-gate\.tsx$/;

/** A chunk and every chunk it imports statically, transitively. */
const withImports = (bundle: OutputBundle, start: OutputChunk): string[] => {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !isChunk(chunk)) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return [...seen];
};

/**
 * `app.html`: index.html plus module preloads of the signed-in area's code, which the server sends for the
 * app's own pages (`/groundwork…`, apps/server/src/plugins/errors.ts). That code then downloads alongside the
 * entry, not after it: on a slow phone the door screen opens a round trip and the entry's run time sooner.
 * The sign-in pages keep index.html and do not download code they do not show.
 */
export const appHtml: Plugin = {
  name: 'groundwork:app-html',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset') throw new Error('The build has no index.html to derive app.html from');
    const html = String(index.source);
    const gate = Object.values(bundle).find(
      (output): output is OutputChunk =>
        isChunk(output) && output.moduleIds.some((id) => SESSION_GATE.test(id)),
    );
    if (!gate) throw new Error('The build has no chunk holding the session gate');
    const links = withImports(bundle, gate)
      .filter((fileName) => !html.includes(`/${fileName}"`))
      .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
    this.emitFile({
      type: 'asset',
      fileName: 'app.html',
      source: html.replace('</head>', `${links.join('')}</head>`),
    });
  },
};
