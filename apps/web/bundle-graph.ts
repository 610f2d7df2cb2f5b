/** Reading the bundle's chunk graph, for the plugins that write preloads into the HTML. */
import type { OutputBundle, OutputChunk } from 'rolldown';

export const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk =>
  output?.type === 'chunk';

/** A chunk and every chunk it imports statically, transitively. */
export const withImports = (bundle: OutputBundle, start: OutputChunk): string[] => {
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
