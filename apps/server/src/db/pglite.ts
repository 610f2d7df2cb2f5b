/** The embedded database: PGlite, taking turns with the event loop (docs/decisions/0020, 0027, 0043, 0051). */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import {
  MIGRATIONS_FOLDER,
  quoteIdent,
  timed,
  type Database,
  type DatabaseOptions,
  type Db,
} from './database.ts';
import * as schema from './schema/index.ts';

/** Resolves after the event loop has had a turn: pending I/O (other requests) and timers run first. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite as Drizzle drives it, taking turns: each statement waits for the event loop's turn first.
 * PGlite runs its WebAssembly in this thread and its promises resolve without one, so a request's
 * run of statements (an index build's pages, a walkbook's inserts) would otherwise keep every other
 * request, health included, from even being read until its last statement. With a turn before each
 * statement, another request waits at most for the statement running (docs/decisions/0020).
 */
class TakingTurns {
  constructor(private readonly client: PGlite | Transaction) {}

  async query(...args: Parameters<PGlite['query']>) {
    await turn();
    return this.client.query(...args);
  }

  async exec(...args: Parameters<PGlite['exec']>) {
    await turn();
    return this.client.exec(...args);
  }

  transaction<T>(run: (tx: TakingTurns) => Promise<T>): Promise<T> {
    return (this.client as PGlite).transaction((tx) => run(new TakingTurns(tx)));
  }
}

/**
 * PGlite's shared buffers live in this process's memory and are all touched when it starts: 16 MB
 * instead of PostgreSQL's 128 MB (32 MB until decision 0051) keeps a large import within the server's
 * memory budget (decisions 0027, 0051); pages beyond them come from the operating system's file cache.
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'] };

/**
 * The child process that creates a new PGlite data directory (initdb) and applies every migration,
 * then exits (decision 0051). Plain JavaScript: argv is the modules' URLs, the directory, the options
 * and the migrations folder.
 */
const CREATE_DATA_DIR = `
const [pglite, drizzle, migrator, dir, options, migrationsFolder] = process.argv.slice(1);
const { PGlite } = await import(pglite);
const client = await PGlite.create(dir, JSON.parse(options));
const { migrate } = await import(migrator);
await migrate((await import(drizzle)).drizzle(client), { migrationsFolder });
await client.close();`;

/**
 * Creates a new PGlite data directory, migrated, in a child process (decisions 0027, 0051). What PGlite's
 * initdb allocates — a second WebAssembly instance, its compiled code and its file system — is freed
 * when it is done, but the C allocator keeps those pages (a worker thread's included), and this process
 * would carry ~150 MB of them for its whole life; a process of its own gives them back when it exits.
 */
const createDataDir = (dir: string) =>
  new Promise<void>((resolve, reject) => {
    const modules = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'];
    const args = [
      ...modules.map((name) => import.meta.resolve(name)),
      dir,
      JSON.stringify(PGLITE_OPTIONS),
      MIGRATIONS_FOLDER,
    ];
    const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE_DATA_DIR, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`creating the PGlite data directory failed (${code}): ${stderr.trim()}`)),
    );
  });

export const openPglite = async ({
  dataDir = 'memory://',
  loadDataDir,
}: DatabaseOptions): Promise<Database> => {
  let dir = dataDir;
  if (loadDataDir && !dataDir.startsWith('memory://')) throw new Error('loadDataDir is for memory:// only');
  if (!dataDir.startsWith('memory://')) {
    // PGlite's own mkdir is not recursive.
    mkdirSync(dataDir, { recursive: true });
    dir = join(dataDir, 'pglite');
    if (!existsSync(join(dir, 'PG_VERSION'))) await createDataDir(dir);
  }
  const client = await PGlite.create(dir, loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS);
  const turns = new TakingTurns(client);
  const db = drizzlePglite(turns as unknown as PGlite, {
    schema,
    casing: 'snake_case',
  }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    ping: () => timed(() => client.query('select 1')),
    copyFrom: async (table, columns, csv) => {
      const target = `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;
      if (dir === dataDir) {
        await client.query(`${target} from '/dev/blob' with (format csv)`, [], {
          // The DOM's Blob types take views on an ArrayBuffer only; a batch's bytes always are one.
          blob: new Blob([csv as string | Uint8Array<ArrayBuffer>]),
        });
        return;
      }
      // On disk, COPY reads a file in the data directory (PGlite mounts it at /pglite/data): no Blob and
      // ArrayBuffer copies of each batch, which Node did not count as memory pressure and so kept
      // until some later collection (decision 0027: +260 MB of them during a 1M-row import).
      const name = `copy-${randomUUID()}.csv`;
      await writeFile(join(dir, name), csv);
      try {
        await client.query(`${target} from '/pglite/data/${name}' with (format csv)`);
      } finally {
        await rm(join(dir, name), { force: true });
      }
    },
    jobsConnection: {
      db: {
        executeSql: async (text, values) => {
          if (values && values.length > 0) return turns.query(text, values);
          const results = await turns.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
    },
    listen: async (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
};

/**
 * A new in-memory PGlite with every migration applied, dumped as a tarball: the template each server test
 * file starts from (`loadDataDir`) instead of running initdb and the migrations itself (decision 0043).
 */
export const dumpMigratedPglite = async (): Promise<Blob> => {
  const client = await PGlite.create('memory://', PGLITE_OPTIONS);
  try {
    await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
};
