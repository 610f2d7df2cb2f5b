/**
 * Where the voter benchmark runs: a scratch database (a new one on the PostgreSQL server, dropped
 * after; or PGlite in a temporary folder), the real app context on it, a campaign and its Manager.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { insertCampaign } from '../src/modules/campaigns/campaigns.repository.ts';
import { insertMembership } from '../src/modules/memberships/memberships.repository.ts';
import type { Actor } from '../src/plugins/access.ts';
import { hashPassword } from '../src/identity/auth.ts';
import { createVerifiedPerson } from '../src/seed/demo.ts';

export interface BenchTarget {
  name: 'postgres' | 'pglite';
  database: Database;
  app: FastifyInstance;
  actor: Actor;
  /** A PostgreSQL URL of the scratch database (postgres only). */
  url?: string;
  close(): Promise<void>;
}

export const scratchPostgres = async (serverUrl: string) => {
  const name = `groundwork_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200)); // closing connections linger
        }
      }
      await admin.end();
    },
  };
};

/** The app on an open database (job workers started), a campaign and its Manager (`password` signs in). */
export const openApp = async (database: Database, dataDir: string, password?: string) => {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    DEMO: 'false',
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  await app.ctx.jobs.startWorkers(app.ctx);
  const user = await createVerifiedPerson(
    database.db,
    { email: 'bench-manager@example.org', first: 'Bench', last: 'Manager', termsAccepted: true },
    password ? await hashPassword(password) : 'not-a-usable-password-hash',
  );
  const campaign = await insertCampaign(database.db, {
    name: 'Bench Campaign',
    ownerEmail: user.email,
    candidateName: 'Casey Candidate',
  });
  const membership = await insertMembership(database.db, {
    campaignId: campaign.id,
    userId: user.id,
    title: 'Manager',
  });
  if (!membership) throw new Error('no membership');
  const actor: Actor = {
    userId: user.id,
    email: user.email,
    campaignId: campaign.id,
    membershipId: membership.id,
    title: 'Manager',
  };
  return { app, actor };
};

/** Opens the target, builds the app on it and creates a campaign with a Manager. */
export const openTarget = async (name: BenchTarget['name'], serverUrl: string): Promise<BenchTarget> => {
  const dataDir = mkdtempSync(join(tmpdir(), `groundwork-bench-${name}-`));
  const scratch = name === 'postgres' ? await scratchPostgres(serverUrl) : undefined;
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir });
  const { app, actor } = await openApp(database, dataDir);
  return {
    name,
    database,
    app,
    ...(scratch ? { url: scratch.url } : {}),
    actor,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
