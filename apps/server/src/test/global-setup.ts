import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory's tarball each test file loads (decision 0043). */
    pgliteTemplate: string | undefined;
    /** The migrated PostgreSQL database each test file copies (decision 0043). */
    postgresTemplate: string | undefined;
  }
}

/** Once per run and server project: the migrated template its test files start from (harness.ts). */
export default async function setup(project: TestProject): Promise<void> {
  if (project.config.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await ensurePostgresTemplate(serverUrl));
  } else {
    project.provide('pgliteTemplate', ensurePgliteTemplate());
  }
}
