/** What both database drivers share: the handle types, the options and the small helpers (client.ts opens one). */
import { fileURLToPath } from 'node:url';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index.ts';

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

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL server URL; without it, embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /**
   * In-memory PGlite only: start from this dumped data directory (`dumpDataDir()`) instead of a new one.
   * The tests' migrated template (docs/decisions/0043-test-speed.md); migrations still run, and are a
   * no-op when it is current.
   */
  loadDataDir?: Blob | undefined;
}

export const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await run();
  return Math.round((performance.now() - start) * 100) / 100;
};
