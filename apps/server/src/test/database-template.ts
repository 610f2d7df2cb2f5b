import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { dumpMigratedPglite, MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';

/*
 * The migrated database every server test file starts from (docs/decisions/0043-test-speed.md): built
 * once, then copied (PGlite: a dumped data directory; PostgreSQL: CREATE DATABASE … TEMPLATE). The copy
 * still runs the migrations, a no-op when current, like any database the app opens.
 */

// createRequire, not import.meta.resolve: vitest's module runner (global setup) lacks the latter.
const require = createRequire(import.meta.url);

/** Hashes the migrations, the journal and the PGlite version: no template of other migrations is reused. */
export const templateKey = (): string => {
  const hash = createHash('sha256');
  const sqlFiles = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
  for (const name of sqlFiles.sort())
    hash.update(`${name}\0`).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json')));
  const pglite = join(dirname(require.resolve('@electric-sql/pglite')), '../package.json');
  hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version as string);
  return hash.digest('hex').slice(0, 16);
};

/** `node --import tsx <this file> <path>` writes the PGlite template to `path`. */
const writePgliteTemplate = async (path: string) => {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  renameSync(partial, path); // whole or absent: a concurrent run reads either
};

/**
 * The PGlite template's tarball, built when missing. It is built in a child process: PGlite's initdb
 * leaves hundreds of MB behind in the process that runs it (decision 0027), here the test runner.
 */
export const ensurePgliteTemplate = (key = templateKey()): string => {
  const path = join(tmpdir(), `groundwork-test-pglite-${key}.tar`);
  if (existsSync(path)) return path;
  const build = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(require.resolve('tsx')).href, fileURLToPath(import.meta.url), path],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (build.status !== 0 || !existsSync(path)) {
    throw new Error(`Building the PGlite test template failed:\n${build.stdout}\n${build.stderr}`);
  }
  return path;
};

/** Any session building the PostgreSQL template holds this advisory lock (concurrent runs share a server). */
const TEMPLATE_LOCK = 0x67776b74; // "gwkt"

/** The PostgreSQL template database's name on `serverUrl`'s server, built when missing. */
export const ensurePostgresTemplate = async (serverUrl: string, key = templateKey()): Promise<string> => {
  const name = `groundwork_test_template_${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under another name and renamed when complete: a run that died half-way leaves no template.
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString() });
    await database.close();
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100)); // a closing connection lingers briefly
      }
    }
    // Nobody connects to it: a connected session would make every copy fail.
    await admin.query(`alter database ${name} with is_template true allow_connections false`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2];
  if (!path) throw new Error('usage: node --import tsx database-template.ts <tarball path>');
  await writePgliteTemplate(path);
}
