import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = import.meta.dirname;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const moduleOf = (path: string): string => relative(MODULES_DIR, path).split(sep)[0] ?? '';

/** Module → the other modules its (non-test) files import, statically or dynamically. */
const moduleGraph = (): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES_DIR)) {
    const from = moduleOf(file);
    if (!file.slice(MODULES_DIR.length + 1).includes(sep)) continue; // files beside the modules
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = join(file, '..', specifier ?? '');
      if (!target.startsWith(MODULES_DIR + sep)) continue;
      const to = moduleOf(target);
      if (to !== from) targets.add(to);
    }
  }
  return graph;
};

/** Each elementary cycle once, written from its alphabetically first module: `a → b → a`. */
const cyclesOf = (graph: Map<string, Set<string>>): string[] => {
  const found = new Set<string>();
  const walk = (start: string, node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) found.add([...path, start].join(' → '));
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...found].sort();
};

describe('module graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual(['a → b → c → a']);
  });

  it('has no cycles between the server modules', () => {
    const graph = moduleGraph();
    expect(graph.get('users')).toContain('memberships'); // the graph is read, not empty
    expect(cyclesOf(graph)).toEqual([]);
  });
});
