import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild, seedDataDir } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo DATA_DIR each journey's server starts on a copy of (decision 0043). */
    seededDataDir: string;
  }
}

/** Once per run: the web app built and the demo seeded, for every journey file. */
export default function setup(project: TestProject): () => void {
  ensureWebBuild();
  const dataDir = seedDataDir();
  project.provide('seededDataDir', dataDir);
  return () => {
    rmSync(dirname(dataDir), { recursive: true, force: true });
  };
}
