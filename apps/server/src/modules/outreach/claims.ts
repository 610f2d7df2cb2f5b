/**
 * What both channels' claims share (docs/decisions/0074-outreach-core.md): a claim is soft state on the recipient
 * row (`claimed_by`, `claim_expires_at`), taken with `FOR UPDATE SKIP LOCKED` so parallel claimers never get one
 * recipient twice, and free again by time alone when it expires (no sweeper). Each claim is one prepared
 * statement: building and planning it anew cost several times its run, and its commit does not wait for the disk
 * (a claim lost in a crash is simply free again).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** A recipient (`alias`) whose claim is absent or expired; also the claim order (the claimable indexes). */
export const claimExpiry = (alias: string): SQL =>
  sql.raw(`coalesce(${alias}.claim_expires_at, 'epoch'::timestamptz)`);

/** When a claim taken now expires. */
export const claimUntil = (minutes: number): SQL =>
  sql.raw(`now() + make_interval(mins => ${String(minutes)})`);

/** A CTE that turns `synchronous_commit` off for the claim's transaction alone (cross join it in). */
export const SOFT_COMMIT: SQL = sql`async_commit as (select set_config('synchronous_commit', 'off', true))`;

type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown> };

/**
 * A statement prepared once per database handle (each pooled connection prepares it on first use), run with
 * named parameters (`sql.placeholder`).
 */
export const preparedStatement = <Row>(name: string, query: { sql: string; params: unknown[] }) => {
  const prepared = new WeakMap<DbOrTx, Prepared>();
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = db._.session.prepareQuery(query, undefined, name, false);
      prepared.set(db, statement);
    }
    return ((await statement.execute(values)) as { rows: Row[] }).rows;
  };
};
