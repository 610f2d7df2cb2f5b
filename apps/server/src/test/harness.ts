import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuildOverrides } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';

export const PUBLIC_URL = 'http://localhost:3000';

/**
 * A fresh database per test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server.
 * Each starts as a copy of the run's migrated template (global-setup.ts, decision 0043) when there is one.
 */
const openTestDatabase = async (): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> => {
  if (process.env.TEST_DB !== 'postgres') {
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
    });
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `groundwork_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100)); // a closing connection lingers briefly
        }
      }
      await admin.end();
    },
  };
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL server database's URL (other processes can open it); undefined on PGlite. */
  databaseUrl: string | undefined;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Resolves when no background job is queued or running (docs/decisions/0026-job-queue.md). */
  drain(): Promise<void>;
}

/** Builds the real app on a real database for one test file; closed after the file. */
export const createTestApp = async (
  env: Record<string, string> = {},
  overrides: Omit<BuildOverrides, 'database'> = { logger: false },
  /** Adds routes or hooks before the app is ready (tests of the error handler). */
  configure?: (app: FastifyInstance) => void,
): Promise<TestApp> => {
  const { database, url, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'groundwork-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    DEMO: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    // The telephony simulator vets and delivers at once: tests wait with drain(), never with time.
    SIMULATOR_VETTING_SECONDS: '0',
    SIMULATOR_DELIVERY_SECONDS: '0',
    SIMULATOR_RING_SECONDS: '0',
    ...env,
  });
  const app = await buildApp(config, { ...overrides, database });
  configure?.(app);
  await app.ready();
  if (app.ctx.config.roles.workers) await app.ctx.jobs.startWorkers(app.ctx);
  afterAll(async () => {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true }); // stored files: nothing is left in the temp folder
  });
  return {
    app,
    database,
    databaseUrl: url,
    inject: (options) => app.inject(options),
    drain: () => app.ctx.jobs.drain(),
  };
};

/** JSON body of a reply. */
export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json<T>();
