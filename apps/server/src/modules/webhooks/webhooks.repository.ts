import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { telephonyWebhookEvents } from '../../db/schema/index.ts';

/** Records a webhook event; false when it was already recorded (a replay). */
export const recordEvent = async (db: Db, messageSid: string, event: string): Promise<boolean> => {
  const inserted = await db
    .insert(telephonyWebhookEvents)
    .values({ messageSid, event })
    .onConflictDoNothing()
    .returning({ sid: telephonyWebhookEvents.messageSid });
  return inserted.length > 0;
};

/** Forgets an event whose handling failed, so Twilio's retry of it is handled. */
export const forgetEvent = async (db: Db, messageSid: string, event: string): Promise<void> => {
  await db
    .delete(telephonyWebhookEvents)
    .where(and(eq(telephonyWebhookEvents.messageSid, messageSid), eq(telephonyWebhookEvents.event, event)));
};
