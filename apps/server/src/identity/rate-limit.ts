import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Identity rate limits: per client IP and per account (e-mail), fixed windows. */
export const IDENTITY_LIMITS: Record<string, { ip: Limit; account?: Limit }> = {
  '/sign-in/email': { ip: { max: 30, windowSeconds: 300 }, account: { max: 10, windowSeconds: 900 } },
  '/sign-up/email': { ip: { max: 10, windowSeconds: 3600 } },
  '/request-password-reset': {
    ip: { max: 10, windowSeconds: 3600 },
    account: { max: 5, windowSeconds: 3600 },
  },
  '/send-verification-email': {
    ip: { max: 10, windowSeconds: 3600 },
    account: { max: 5, windowSeconds: 3600 },
  },
};

/**
 * Counts one hit on `key` and reports whether it is within `limit`. The counter lives in the
 * database, so every server process shares it; one statement makes the increment atomic.
 */
export const hit = async (db: Db, key: string, limit: Limit): Promise<boolean> => {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  const count = Number(rows.rows[0]?.count ?? 0);
  return count <= limit.max;
};
