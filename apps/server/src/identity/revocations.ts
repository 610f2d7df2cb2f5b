import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The list is read again at most this often: an ended session's tokens are refused within 5 s. */
export const REVOCATION_REFRESH_MS = 5_000;
/**
 * Each read asks for the rows revoked since the previous read's database time minus this margin, so
 * a revocation committed by a transaction that began a little earlier is not missed.
 */
const OVERLAP_SECONDS = 60;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface RevocationList {
  /** Whether the session has ended. Reads the list from the database when it is older than the refresh interval. */
  isRevoked(sessionId: string): Promise<boolean>;
  /** Whether the session has ended, with no promise: undefined when the list must be read first (`isRevoked`). */
  revokedNow(sessionId: string): boolean | undefined;
}

/**
 * The sessions that ended within the token lifetime (`revoked_sessions`, filled by a trigger on every
 * deleted session), held in memory and shared by every server process through the database: one small
 * query per process every few seconds at most, none per request.
 */
export const createRevocationList = (db: Db, tokenLifetimeSeconds: number): RevocationList => {
  /** Session id → when this process first saw it revoked (ms), to forget it after the token lifetime. */
  const revoked = new Map<string, number>();
  let readAt = -Infinity;
  let since: string | null = null;
  let prunedAt = 0;
  let reading: Promise<void> | undefined;

  const read = async () => {
    const started = Date.now();
    const result = await db.execute<{ now: string; ids: string[] }>(sql`
      select now()::text as now, array(
        select session_id::text from revoked_sessions
        where revoked_at > coalesce(${since}::timestamptz - make_interval(secs => ${OVERLAP_SECONDS}),
                                    now() - make_interval(secs => ${tokenLifetimeSeconds}))
      ) as ids`);
    const row = result.rows[0];
    for (const id of row?.ids ?? []) if (!revoked.has(id)) revoked.set(id, started);
    since = row?.now ?? since;
    const forgetBefore = started - (tokenLifetimeSeconds + OVERLAP_SECONDS) * 1000;
    for (const [id, seenAt] of revoked) if (seenAt < forgetBefore) revoked.delete(id);
    if (started - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = started;
      await db.execute(
        sql`delete from revoked_sessions where revoked_at < now() - make_interval(secs => ${tokenLifetimeSeconds + OVERLAP_SECONDS})`,
      );
    }
    readAt = started;
  };

  /** A clock set back (a negative age) also reads again. */
  const stale = () => {
    const age = Date.now() - readAt;
    return age >= REVOCATION_REFRESH_MS || age < 0;
  };

  return {
    revokedNow: (sessionId) => (stale() ? undefined : revoked.has(sessionId)),
    async isRevoked(sessionId) {
      if (stale()) {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return revoked.has(sessionId);
    },
  };
};
