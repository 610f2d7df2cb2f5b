import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database handle type the code uses; both drivers satisfy it. */
export type Db = ReturnType<typeof drizzlePg<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction: repositories take either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by setup and tests. */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<number>;
  /** Bulk-loads CSV text (with no header) into `table (columns)` with COPY: the fast path for large loads. */
  copyFrom(table: string, columns: string[], csv: string | Uint8Array): Promise<void>;
  /** How pg-boss reaches this database: its own pool on a server, our PGlite (taking turns) embedded. */
  jobsConnection: { connectionString: string } | { db: JobsDb };
  /**
   * LISTENs on `channel` (PostgreSQL: a dedicated connection, reconnected after an error; PGlite: its own
   * listener). `onReset` runs whenever notifications may have been missed (the connection failed, or it
   * connected again). Returns the function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReset: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** pg-boss's `db` option: one statement with values, or several without (its migrations and locks). */
export interface JobsDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL server URL; without it, embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
}

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
};

/** Opens the database and applies every pending migration. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  return options.url ? openPostgres(options.url) : openPglite(options);
};

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
 * PGlite's shared buffers live in this process's memory and, once touched, stay: 32 MB instead of
 * PostgreSQL's 128 MB keeps a large import within the server's memory budget (decision 0027); pages
 * beyond it come from the operating system's file cache.
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 32MB'] };

/**
 * Creates a new PGlite data directory in a worker thread that then exits (decision 0027): PGlite's
 * initdb leaves ~400 MB of WebAssembly memory and file-system bundle behind in the process that runs
 * it, which a server would otherwise carry for its whole life (its first import then went past 1 GB).
 */
const createDataDir = (dir: string) =>
  new Promise<void>((resolve, reject) => {
    const worker = new Worker(
      `const { workerData } = require('node:worker_threads');
      import(workerData.pglite).then(async ({ PGlite }) =>
        (await PGlite.create(workerData.dir, workerData.options)).close());`,
      {
        eval: true,
        workerData: { pglite: import.meta.resolve('@electric-sql/pglite'), dir, options: PGLITE_OPTIONS },
      },
    );
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the PGlite data directory failed (${code})`)),
    );
  });

const openPglite = async ({ dataDir = 'memory://' }: DatabaseOptions): Promise<Database> => {
  let dir = dataDir;
  if (!dataDir.startsWith('memory://')) {
    // PGlite's own mkdir is not recursive.
    mkdirSync(dataDir, { recursive: true });
    dir = join(dataDir, 'pglite');
    if (!existsSync(join(dir, 'PG_VERSION'))) await createDataDir(dir);
  }
  const client = await PGlite.create(dir, PGLITE_OPTIONS);
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
        await client.query(`${target} from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
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

const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (a server restart) must not crash the process: the pool
  // drops that client and the next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    ping: () => timed(() => db.execute(sql`select 1`)),
    copyFrom: async (table, columns, csv) => {
      const client = await pool.connect();
      try {
        const stream = client.query(
          copyFrom(
            `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from stdin with (format csv)`,
          ),
        );
        await pipeline(Readable.from([csv]), stream);
      } finally {
        client.release();
      }
    },
    jobsConnection: { connectionString: url },
    listen: (channel, onNotify, onReset) => listenPostgres(url, channel, onNotify, onReset),
    close: () => pool.end(),
  };
};

const RECONNECT_MS = 1000;

/** A dedicated connection that LISTENs on `channel`, connected again (after `onReset`) when it fails. */
const listenPostgres = async (
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> => {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      onReset();
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
    };
    next.on('error', (error) => {
      process.emitWarning(`PostgreSQL listener error: ${error.message}`);
      lost();
    });
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '*');
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${quoteIdent(channel)}`);
      onReset(); // anything written while it was not listening
    } catch (error) {
      lost();
      throw error;
    }
  };
  await connect().catch((error: unknown) => {
    stopped = true; // the app does not start: no retries left behind
    clearTimeout(retry);
    throw error;
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
};

/** Rows an INSERT/UPDATE/DELETE touched, whichever driver ran it (pg: rowCount; PGlite: affectedRows). */
export const rowsAffected = (result: object): number =>
  (result as { rowCount?: number | null }).rowCount ??
  (result as { affectedRows?: number }).affectedRows ??
  0;
