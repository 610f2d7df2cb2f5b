import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { CampaignPhoneNumber } from '@groundwork/shared/contracts/text-registration';
import type { DbOrTx } from '../../db/client.ts';
import { campaignPhoneNumbers, textRegistrations } from '../../db/schema/index.ts';

export type RegistrationRow = typeof textRegistrations.$inferSelect;

export const findRegistration = async (
  db: DbOrTx,
  campaignId: string,
): Promise<RegistrationRow | undefined> => {
  const [row] = await db.select().from(textRegistrations).where(eq(textRegistrations.campaignId, campaignId));
  return row;
};

/** A first registration, or one that replaces a FAILED sender (its message campaign starts over). */
export const upsertSender = async (
  db: DbOrTx,
  values: Pick<RegistrationRow, 'campaignId' | 'sender' | 'brandSid' | 'brandStatus' | 'brandFailureReasons' | 'submittedBy'>,
): Promise<void> => {
  const now = new Date();
  const fresh = {
    ...values,
    brandSubmittedAt: now,
    brandUpdatedAt: now,
    messageCampaign: null,
    messagingCampaignSid: null,
    messagingCampaignStatus: null,
    messagingFailureReasons: [],
    messagingSubmittedAt: null,
    messagingUpdatedAt: null,
  };
  await db
    .insert(textRegistrations)
    .values(fresh)
    .onConflictDoUpdate({ target: textRegistrations.campaignId, set: fresh });
}; // prettier-ignore

export const updateRegistration = async (
  db: DbOrTx,
  campaignId: string,
  values: Partial<Omit<RegistrationRow, 'campaignId'>>,
): Promise<RegistrationRow | undefined> => {
  const [row] = await db
    .update(textRegistrations)
    .set(values)
    .where(eq(textRegistrations.campaignId, campaignId))
    .returning();
  return row;
};

const owned = isNull(campaignPhoneNumbers.releasedAt);

/** The campaign's numbers that can text (bought and not released). */
export const countTextingNumbers = async (db: DbOrTx, campaignId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(campaignPhoneNumbers)
    .where(
      and(
        eq(campaignPhoneNumbers.campaignId, campaignId),
        owned,
        sql`(${campaignPhoneNumbers.capabilities}->>'sms')::boolean`,
      ),
    );
  return row?.n ?? 0;
};

/** Whether any campaign owns `phoneNumber` now. */
export const isNumberOwned = async (db: DbOrTx, phoneNumber: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: campaignPhoneNumbers.id })
    .from(campaignPhoneNumbers)
    .where(and(eq(campaignPhoneNumbers.phoneNumber, phoneNumber), owned));
  return row !== undefined;
};

const numberColumns = {
  id: campaignPhoneNumbers.id,
  phoneNumber: campaignPhoneNumbers.phoneNumber,
  capabilities: campaignPhoneNumbers.capabilities,
  purchasedBy: campaignPhoneNumbers.purchasedBy,
  purchasedAt: campaignPhoneNumbers.purchasedAt,
};
const toNumber = (row: {
  id: string;
  phoneNumber: string;
  capabilities: { sms: boolean; voice: boolean };
  purchasedBy: string | null;
  purchasedAt: Date;
}): CampaignPhoneNumber => ({
  id: row.id,
  phone_number: row.phoneNumber,
  capabilities: row.capabilities,
  purchased_by: row.purchasedBy,
  purchased_at: row.purchasedAt.toISOString(),
});

export const insertNumber = async (
  db: DbOrTx,
  values: typeof campaignPhoneNumbers.$inferInsert,
): Promise<CampaignPhoneNumber> => {
  const [row] = await db.insert(campaignPhoneNumbers).values(values).returning(numberColumns);
  if (!row) throw new Error('insert returned no row');
  return toNumber(row);
};

export const listNumbers = async (db: DbOrTx, campaignId: string): Promise<CampaignPhoneNumber[]> => {
  const rows = await db
    .select(numberColumns)
    .from(campaignPhoneNumbers)
    .where(and(eq(campaignPhoneNumbers.campaignId, campaignId), owned))
    .orderBy(asc(campaignPhoneNumbers.purchasedAt), asc(campaignPhoneNumbers.phoneNumber));
  return rows.map(toNumber);
};
