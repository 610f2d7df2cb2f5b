import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface EndpointLimits {
  /** Per client IP. */
  ip: Limit;
  /** Per account (e-mail) and client IP together, so nobody elsewhere can lock an account out. */
  account?: Limit;
  /**
   * Count failed attempts only (sign-in): a room of volunteers on one network signing in does not
   * use up the IP's allowance. Otherwise every request counts (it sends an e-mail or creates a user).
   */
  failuresOnly?: boolean;
  /** Endpoints with the same counter name share their counters (the path by default). */
  counter?: string;
}

const TWO_FACTOR_CODE_LIMITS: EndpointLimits = {
  ip: { max: 30, windowSeconds: 300 },
  failuresOnly: true,
  counter: '/two-factor/code',
};

/** Identity rate limits, fixed windows (README.md lists them). */
export const IDENTITY_LIMITS: Record<string, EndpointLimits> = {
  '/sign-in/email': {
    ip: { max: 30, windowSeconds: 300 },
    account: { max: 10, windowSeconds: 900 },
    failuresOnly: true,
  },
  // A code after the password (TOTP or backup, one allowance): failed codes count per IP, like sign-in.
  '/two-factor/verify-totp': TWO_FACTOR_CODE_LIMITS,
  '/two-factor/verify-backup-code': TWO_FACTOR_CODE_LIMITS,
  '/sign-up/email': { ip: { max: 100, windowSeconds: 3600 } },
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

/** Whether `key` has already used up `limit` in its current window (counts nothing). */
export const exhausted = async (db: Db, key: string, limit: Limit): Promise<boolean> => {
  const rows = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${key} and window_start >= now() - make_interval(secs => ${limit.windowSeconds})`);
  return Number(rows.rows[0]?.count ?? 0) >= limit.max;
};

/** Gives back one hit counted by `hit` (an attempt that turned out not to be a failure). */
export const release = async (db: Db, key: string): Promise<void> => {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
};

export interface Attempt {
  allowed: boolean;
  /** Records how the attempt ended; only failures stay counted when the endpoint counts failures only. */
  settle(failed: boolean): Promise<void>;
}

/**
 * Checks an identity request against its endpoint's limits. Where failures only count, the IP limit
 * is checked before and counted after a failure, while the account-and-client counter is taken before
 * (so parallel guesses at one account cannot all slip past the check) and given back on success.
 */
export const attempt = async (
  db: Db,
  path: string,
  limits: EndpointLimits,
  client: string,
  email: string | undefined,
): Promise<Attempt> => {
  const counter = limits.counter ?? path;
  const ipKey = `ip:${counter}:${client}`;
  const accountKey = limits.account && email ? `account:${counter}:${email}:${client}` : undefined;
  const ipOk = limits.failuresOnly
    ? !(await exhausted(db, ipKey, limits.ip))
    : await hit(db, ipKey, limits.ip);
  const accountOk = !accountKey || !limits.account || (await hit(db, accountKey, limits.account));
  return {
    allowed: ipOk && accountOk,
    async settle(failed) {
      if (!limits.failuresOnly) return;
      if (failed) await hit(db, ipKey, limits.ip);
      else if (accountKey) await release(db, accountKey);
    },
  };
};
