/**
 * What the served HTML asks for before the app's code has run (decisions 0029 and 0048): each request it
 * names starts with the page instead of after the entry chunk has downloaded and run.
 */
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { isChunk, withImports } from './bundle-graph.ts';
import { cssOf, screenChunkMap } from './screen-chunks.ts';

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

/** The boot entry (src/boot/index.ts): a build input beside index.html. */
export const BOOT_ENTRY = 'src/boot/index.ts';
const BOOT_MODULE = /[\\/]src[\\/]boot[\\/]index\.ts$/;

/**
 * The boot entry's script, first in the head and `async`: it runs as soon as it arrives, before the app's entry
 * chunk has downloaded (decision 0029). It must import no chunk of the app's, or it would wait for them.
 */
export const bootScript: Plugin = {
  name: 'groundwork:boot-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const boot = Object.values(bundle ?? {}).find(
        (output): output is OutputChunk =>
          isChunk(output) && output.isEntry && BOOT_MODULE.test(output.facadeModuleId ?? ''),
      );
      if (!boot) throw new Error('The build has no boot entry');
      if (boot.imports.length > 0)
        throw new Error(
          `The boot entry imports other chunks (${boot.imports.join(', ')}): it must import none`,
        );
      return [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
          injectTo: 'head-prepend' as const,
        },
      ];
    },
  },
};

/** The entry's stylesheet as Vite writes it into index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)">/;

/**
 * The entry's stylesheet does not hold the first paint (decision 0029): the HTML only downloads it (a preload,
 * marked `data-app-styles`), and src/app/app-styles.ts adds it as a stylesheet right after that preload before
 * React's first render, so the HTML's splash paints as soon as the HTML has arrived. Not even parsed before then:
 * as a `media="print"` stylesheet its 200 KB were parsed on arrival, and a first paint that came after that parse
 * counted the whole entry in Lighthouse's first paint (eleventh round). The preload keeps its place in the head, so
 * the chunks' stylesheets the app adds later still come after it in the cascade.
 */
export const deferEntryStylesheet: Plugin = {
  name: 'groundwork:defer-entry-stylesheet',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const found = ENTRY_STYLESHEET.exec(html);
      if (!found?.[1]) throw new Error("The build's index.html has no entry stylesheet to defer");
      return html.replace(
        found[0],
        `<link rel="preload" as="style" crossorigin href="${found[1]}" data-app-styles>`,
      );
    },
  },
};

/**
 * The modules every signed-in page opens through: the session gate (app/preload.ts `loadSessionGate`) and the
 * campaign area's first reads (app/preload.ts imports session-prefetch as soon as `users/me` is in).
 */
const SIGNED_IN_MODULES = [
  /[\\/]src[\\/]app[\\/]guards[\\/]session-gate\.tsx$/,
  /[\\/]src[\\/]app[\\/]session[\\/]session-prefetch\.ts$/,
];

/**
 * `app.html`: index.html plus module preloads of the signed-in area's code, which the server sends for the
 * app's own pages (`/groundwork…`, apps/server/src/plugins/errors.ts). That code then downloads alongside the
 * entry, not after it: on a slow phone the door screen opens a round trip and the entry's run time sooner.
 * The sign-in pages keep index.html: it lists that code (`signed-in-chunks`) for the sign-in page to preload once
 * its form is up (src/app/signed-in-code.ts), not with the page.
 */
export const appHtml: Plugin = {
  name: 'groundwork:app-html',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type !== 'asset') throw new Error('The build has no index.html to derive app.html from');
    const html = String(index.source);
    const preloaded = new Set(
      SIGNED_IN_MODULES.flatMap((module) => {
        // The chunk `import()` fetches: its own facade when the module lives in a shared chunk.
        const chunks = Object.values(bundle).filter(isChunk);
        const chunk =
          chunks.find((output) => module.test(output.facadeModuleId ?? '')) ??
          chunks.find((output) => output.moduleIds.some((id) => module.test(id)));
        if (!chunk) throw new Error(`The build has no chunk holding ${module.source}`);
        return withImports(bundle, chunk);
      }),
    );
    const links = [...preloaded]
      .filter((fileName) => !html.includes(`/${fileName}"`))
      .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
    // Each screen's own code, for src/boot to preload when the address opens that screen.
    const screens = screenChunkMap(
      bundle,
      (fileName) => preloaded.has(fileName) || html.includes(`/${fileName}"`),
    );
    const map = `<script type="application/json" id="screen-chunks">${JSON.stringify(screens)}</script>`;
    this.emitFile({
      type: 'asset',
      fileName: 'app.html',
      source: html.replace('</head>', `${links.join('')}${map}</head>`),
    });
    // The sign-in page names the same code without loading it: it preloads it while the person types.
    const signedIn = [...preloaded]
      .flatMap((fileName) => {
        const chunk = bundle[fileName];
        return [fileName, ...(isChunk(chunk) ? cssOf(chunk) : [])];
      })
      .filter((fileName) => !html.includes(`/${fileName}"`))
      .map((fileName) => `/${fileName}`);
    const list = `<script type="application/json" id="signed-in-chunks">${JSON.stringify([...new Set(signedIn)])}</script>`;
    index.source = html.replace('</head>', `${list}</head>`);
  },
};
