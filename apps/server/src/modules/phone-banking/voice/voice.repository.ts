import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  callRecipients,
  callSessions,
  campaignPhoneNumbers,
  campaigns,
  phoneBankingCallers,
  phoneBankingCampaigns,
  telephonyAccounts,
  voters,
} from '../../../db/schema/index.ts';

export type AccountRow = typeof telephonyAccounts.$inferSelect;
export type SessionRow = typeof callSessions.$inferSelect;

export const findAccount = async (db: DbOrTx, campaignId: string) =>
  (await db.select().from(telephonyAccounts).where(eq(telephonyAccounts.campaignId, campaignId)))[0];

export const accountByProviderSid = async (db: DbOrTx, accountSid: string) =>
  (await db.select().from(telephonyAccounts).where(eq(telephonyAccounts.accountSid, accountSid)))[0];

/** Stores the account unless another request stored one first; answers the stored one either way. */
export const insertAccount = async (db: DbOrTx, row: typeof telephonyAccounts.$inferInsert) => {
  await db.insert(telephonyAccounts).values(row).onConflictDoNothing();
  return (await findAccount(db, row.campaignId))!;
};

export const updateAccountStatus = (db: DbOrTx, campaignId: string, status: AccountRow['status']) =>
  db
    .update(telephonyAccounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(telephonyAccounts.campaignId, campaignId));

const voiceCapable = sql`(${campaignPhoneNumbers.capabilities}->>'voice')::boolean`;

/** The campaign's numbers able to make calls, oldest first. */
export const voiceNumbers = async (db: DbOrTx, campaignId: string): Promise<string[]> =>
  (
    await db
      .select({ number: campaignPhoneNumbers.phoneNumber })
      .from(campaignPhoneNumbers)
      .where(
        and(
          eq(campaignPhoneNumbers.campaignId, campaignId),
          isNull(campaignPhoneNumbers.releasedAt),
          voiceCapable,
        ),
      )
      .orderBy(asc(campaignPhoneNumbers.purchasedAt))
  ).map((r) => r.number);

/** `campaigns.is_phone_banking_enabled`: the account is active and the campaign owns a voice-capable number. */
export const recomputePhoneBankingEnabled = async (db: DbOrTx, campaignId: string): Promise<boolean> => {
  const account = await findAccount(db, campaignId);
  const enabled = account?.status === 'active' && (await voiceNumbers(db, campaignId)).length > 0;
  await db.update(campaigns).set({ isPhoneBankingEnabled: enabled }).where(eq(campaigns.id, campaignId));
  return enabled;
};

/** Whether the user is a caller of any phone banking campaign of the campaign. */
export const isCallerInCampaign = async (db: DbOrTx, campaignId: string, userId: string) =>
  (
    await db
      .select({ id: phoneBankingCampaigns.id })
      .from(phoneBankingCallers)
      .innerJoin(
        phoneBankingCampaigns,
        eq(phoneBankingCampaigns.id, phoneBankingCallers.phoneBankingCampaignId),
      )
      .where(and(eq(phoneBankingCampaigns.campaignId, campaignId), eq(phoneBankingCallers.userId, userId)))
      .limit(1)
  ).length > 0;

export const findSession = async (db: DbOrTx, campaignId: string, id: string) =>
  (
    await db
      .select()
      .from(callSessions)
      .where(and(eq(callSessions.campaignId, campaignId), eq(callSessions.id, id)))
  )[0];

export const activeSession = async (db: DbOrTx, phoneBankingId: string, userId: string) =>
  (
    await db
      .select()
      .from(callSessions)
      .where(
        and(
          eq(callSessions.phoneBankingCampaignId, phoneBankingId),
          eq(callSessions.userId, userId),
          eq(callSessions.status, 'active'),
        ),
      )
  )[0];

export const insertSession = async (db: DbOrTx, row: typeof callSessions.$inferInsert) =>
  (await db.insert(callSessions).values(row).onConflictDoNothing().returning())[0];

export const updateSession = async (db: DbOrTx, id: string, set: Partial<typeof callSessions.$inferInsert>) =>
  (await db.update(callSessions).set(set).where(eq(callSessions.id, id)).returning())[0];

/** Active sessions per number of the campaign: callers are spread over its numbers. */
export const sessionsPerNumber = async (db: DbOrTx, campaignId: string): Promise<Map<string, number>> => {
  const rows = await db
    .select({ number: callSessions.fromNumber, n: count() })
    .from(callSessions)
    .where(and(eq(callSessions.campaignId, campaignId), eq(callSessions.status, 'active')))
    .groupBy(callSessions.fromNumber);
  return new Map(rows.filter((r) => r.number).map((r) => [r.number!, r.n]));
};

/** The recipient if `userId` holds an unexpired claim on the voter in the phone banking campaign. */
export const claimedRecipient = async (db: DbOrTx, phoneBankingId: string, voterId: string, userId: string) =>
  (
    await db
      .select({
        phone: callRecipients.phone,
        campaignId: callRecipients.campaignId,
        zip: voters.resZip,
      })
      .from(callRecipients)
      .innerJoin(voters, eq(voters.id, callRecipients.voterId))
      .where(
        and(
          eq(callRecipients.phoneBankingCampaignId, phoneBankingId),
          eq(callRecipients.voterId, voterId),
          eq(callRecipients.claimedBy, userId),
          gt(callRecipients.claimExpiresAt, sql`now()`),
          eq(callRecipients.done, false),
        ),
      )
  )[0];

export const campaignHours = async (db: DbOrTx, campaignId: string) =>
  (
    await db
      .select({ hours: campaigns.callingHours, timeZone: campaigns.timeZone, name: campaigns.name })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
  )[0];

export const setCredentials = (
  db: DbOrTx,
  campaignId: string,
  set: { apiKeySid: string; apiKeySecretSealed: string; twimlAppSid: string },
) =>
  db
    .update(telephonyAccounts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(telephonyAccounts.campaignId, campaignId));

/** A session by id alone: for webhooks, whose request is signed but names no campaign. */
export const sessionById = async (db: DbOrTx, id: string) =>
  (await db.select().from(callSessions).where(eq(callSessions.id, id)))[0];
