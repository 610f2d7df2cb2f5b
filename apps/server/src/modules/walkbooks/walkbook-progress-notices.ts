/**
 * Other server processes learn that a campaign's walkbook progress moved (their cached walkbook lists go: decision
 * 0032) from a NOTIFY sent after the visits' commits, one per campaign per NOTICE_MS (decision 0075), not from
 * each visit's transaction: a NOTIFY holds a lock through its transaction's commit, so visits notifying in their
 * own transactions committed one at a time. This process's own lists go as the visit's request answers (app.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { READS_CHANNEL } from '../../lib/read-cache.ts';

/** How long a campaign's notice waits for the visits after it. */
export const NOTICE_MS = 100;

const pending = new Map<Db, Set<string>>();

const send = async (db: Db, campaignIds: Set<string>) => {
  for (const id of campaignIds)
    await db.execute(sql`select pg_notify(${READS_CHANNEL}, ${`campaign:${id}`})`).catch(() => undefined);
};

/** After a visit committed: `campaignId`'s walkbook lists are out of date in the other processes. */
export const progressMoved = (db: Db, campaignId: string) => {
  const campaigns = pending.get(db);
  if (campaigns) {
    campaigns.add(campaignId);
    return;
  }
  pending.set(db, new Set([campaignId]));
  setTimeout(() => {
    const due = pending.get(db);
    pending.delete(db);
    if (due) void send(db, due);
  }, NOTICE_MS).unref();
};
