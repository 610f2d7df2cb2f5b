import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { FIELD_SCREENS } from './src/app/routes/field-routes.ts';

/**
 * The modules whose code a reload without a network needs: the entry's, the session gate's, the sign-in
 * page's, the update prompt's.
 */
const SHELL_MODULES = [
  /[\\/]src[\\/]app[\\/]guards[\\/]session-gate\.tsx$/,
  /[\\/]login-page\.tsx$/,
  /[\\/]src[\\/]app[\\/]pwa[\\/]update-prompt\.tsx$/,
];
const FIELD_MODULES = Object.values(FIELD_SCREENS).map(
  (name) => new RegExp(`[\\\\/]src[\\\\/]app[\\\\/]routes[\\\\/]${name}\\.tsx$`),
);
/** Code the field screens load on demand that works offline too: the door and placement maps, the map engine. */
const FIELD_ON_DEMAND =
  /[\\/](src[\\/](components[\\/]map|features[\\/](walkbooks|road-signs))|maplibre-gl)[\\/]/;
/** On demand but not for the field: a Manager's walkbook progress and its charts (Recharts) load online. */
const NOT_FOR_THE_FIELD = /[\\/]walkbook-overview\.tsx$/;

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

interface ChunkInfo {
  file: string;
  imports: string[];
  dynamicImports: string[];
  css: string[];
  assets: string[];
  entry: boolean;
  module: string | null;
}

/**
 * Which built files the service worker precaches (decision 0048): the entry with what it imports, the shell,
 * and each field screen with what it imports, and the maps it loads on demand (with the map engine). The managers' screens
 * and their heavy libraries (charts, editor, PDFs, calling) are left out: they are fetched when opened.
 * Worked out from the bundle's import graph, so it follows the code instead of chunk names.
 */
export const precacheSelection = (): { plugin: Plugin; manifestTransform: ManifestTransform } => {
  let kept: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'groundwork:precache-selection',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          file: output.fileName,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          assets: [...(output.viteMetadata?.importedAssets ?? [])],
          entry: output.isEntry,
          module: output.facadeModuleId,
        });
      }
      const files = new Set<string>();
      const visit = (file: string, followDynamic: boolean): void => {
        const chunk = chunks.get(file);
        if (!chunk || files.has(file)) return;
        files.add(file);
        for (const other of [...chunk.css, ...chunk.assets]) files.add(other);
        for (const next of chunk.imports) visit(next, followDynamic);
        if (!followDynamic) return;
        for (const next of chunk.dynamicImports) {
          const module = chunks.get(next)?.module ?? '';
          if (FIELD_ON_DEMAND.test(module) && !NOT_FOR_THE_FIELD.test(module)) visit(next, true);
        }
      };
      const matches = (chunk: ChunkInfo, tests: RegExp[]) =>
        chunk.module !== null && tests.some((test) => test.test(chunk.module ?? ''));
      for (const chunk of chunks.values()) {
        if (chunk.entry || matches(chunk, SHELL_MODULES)) visit(chunk.file, false);
      }
      for (const chunk of chunks.values()) if (matches(chunk, FIELD_MODULES)) visit(chunk.file, true);
      kept = files;
    },
  };
  const manifestTransform: ManifestTransform = (entries) => {
    if (!kept) throw new Error('The precache selection ran before the app was bundled');
    const selected = kept;
    const isBuiltCode = (url: string) => url.startsWith('assets/') && /\.(js|css)$/.test(url);
    const manifest = entries.filter((entry) => !isBuiltCode(entry.url) || selected.has(entry.url));
    return Promise.resolve({ manifest, warnings: [] });
  };
  return { plugin, manifestTransform };
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The service worker is written after the bundle (and after vite-plugin-compression2 has compressed it), so
 * its brotli and gzip copies are made here, once the precache list has been injected into it.
 */
export const compressServiceWorker = (outDir: string, file = 'sw.js'): Plugin => ({
  name: 'groundwork:compress-service-worker',
  apply: 'build',
  closeBundle: {
    sequential: true,
    order: 'post',
    async handler() {
      const path = join(outDir, file);
      const source = await readFile(path);
      const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
      await writeFile(`${path}.br`, await brotli(source, { params: quality }));
      await writeFile(`${path}.gz`, await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }));
    },
  },
});
