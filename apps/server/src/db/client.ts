import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MIGRATIONS_FOLDER, quoteIdent, timed, type Database, type DatabaseOptions } from './database.ts';
import { openPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

export * from './database.ts';
export { dumpMigratedPglite } from './pglite.ts';

/** Opens the database and applies every pending migration. */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  return options.url ? openPostgres(options.url) : openPglite(options);
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
