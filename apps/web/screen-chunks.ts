/**
 * Each screen's code, by its route, for app.html (decision 0029): src/boot preloads the opened screen's chunks
 * and styles as the page starts, instead of after the app's entry has run. The routes and their modules are
 * read from src/app/routes/screens.ts, the one table of screens.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { isChunk, withImports } from './bundle-graph.ts';

/** Read when the build runs (a path computed at import would not resolve in the tests' browser-like setup). */
const screensFile = () => join(dirname(fileURLToPath(import.meta.url)), 'src/app/routes/screens.ts');
/** `'/walkbook/id/:id': () => import('./walkbook-page')`, however Prettier wraps it. */
const SCREEN_ENTRY = /'(\/[^']*)':\s*\(\)\s*=>\s*import\('\.\/([\w-]+)'\)/g;
const SCREEN_KEY = /^\s*'\/[^']*':/gm;

/** The screens' routes and modules, as screens.ts declares them. */
export const screenModules = (source: string): [route: string, module: string][] => {
  const entries = [...source.matchAll(SCREEN_ENTRY)].map((m) => [m[1] ?? '', m[2] ?? ''] as [string, string]);
  const declared = source.match(SCREEN_KEY)?.length ?? 0;
  if (entries.length === 0 || entries.length !== declared)
    throw new Error(`screens.ts declares ${String(declared)} screens; ${String(entries.length)} were read`);
  return entries;
};

/** The CSS files a chunk brings (Vite's own record of them). */
export const cssOf = (chunk: OutputChunk): string[] => [
  ...((chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ??
    []),
];

/** Route → the files its screen needs beyond what the page already loads (`inPage`). */
export const screenChunkMap = (
  bundle: OutputBundle,
  inPage: (fileName: string) => boolean,
): Record<string, string[]> => {
  const chunks = Object.values(bundle).filter(isChunk);
  const map: Record<string, string[]> = {};
  for (const [route, module] of screenModules(readFileSync(screensFile(), 'utf8'))) {
    const suffix = `/src/app/routes/${module}.tsx`;
    const chunk = chunks.find((c) => c.isDynamicEntry && (c.facadeModuleId ?? '').endsWith(suffix));
    if (!chunk) throw new Error(`No chunk holds the screen ${module}`);
    const files = withImports(bundle, chunk).filter((fileName) => !inPage(fileName));
    const css = files.flatMap((fileName) => {
      const imported = bundle[fileName];
      return isChunk(imported) ? cssOf(imported) : [];
    });
    map[route] = [...files, ...new Set(css)].map((fileName) => `/${fileName}`);
  }
  return map;
};
