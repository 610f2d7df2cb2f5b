import { sql, type SQL } from 'drizzle-orm';
import { rowsAffected, type DbOrTx } from '../../db/client.ts';
import { touches } from '../../db/schema/index.ts';

export type NewTouch = typeof touches.$inferInsert;

/**
 * Records text, call and mail touches (door visits live in walkbook_visits). A source touches a voter once:
 * recording the same (source, voter) again changes nothing, so a retried job or webhook is harmless.
 * Returns how many were new.
 */
export const recordTouches = async (tx: DbOrTx, rows: readonly NewTouch[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(touches)
    .values([...rows])
    .onConflictDoNothing({ target: [touches.sourceId, touches.voterId] })
    .returning({ id: touches.id });
  return inserted.length;
};

/** Records one touch for every voter the `voterIds` query selects (one column), in one statement: large sends. */
export const recordTouchesFor = async (
  tx: DbOrTx,
  touch: Omit<NewTouch, 'voterId' | 'touchedAt'> & { touchedAt: Date },
  voterIds: SQL,
): Promise<number> => {
  const result = await tx.execute(sql`
    insert into ${touches} (campaign_id, voter_id, channel, touched_at, user_id, contacted, source_id, summary)
    select ${touch.campaignId}::uuid, ids.voter_id, ${touch.channel}, ${touch.touchedAt.toISOString()}::timestamptz,
           ${touch.userId ?? null}::uuid, ${touch.contacted ?? false}, ${touch.sourceId}::uuid, ${touch.summary ?? null}
    from (${voterIds}) as ids(voter_id)
    on conflict (source_id, voter_id) do nothing`);
  return rowsAffected(result);
};
