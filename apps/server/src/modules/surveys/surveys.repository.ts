import { and, asc, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { Survey, SurveyRecordStatus } from '@groundwork/shared/contracts/surveys';
import type { DbOrTx } from '../../db/client.ts';
import { surveyResponses, surveys } from '../../db/schema/index.ts';

export type SurveyRow = typeof surveys.$inferSelect;

export const toSurvey = (row: SurveyRow, respondentCount: number): Survey => ({
  id: row.id,
  campaign_id: row.campaignId,
  user_id: row.userId,
  name: row.name,
  description: row.description,
  questions: row.questions,
  record_status: row.recordStatus,
  respondent_count: respondentCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const insertSurvey = async (db: DbOrTx, values: typeof surveys.$inferInsert) => {
  const [row] = await db.insert(surveys).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const findSurvey = async (db: DbOrTx, campaignId: string, id: string) => {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.campaignId, campaignId), eq(surveys.id, id)));
  return row;
};

const respondents = countDistinct(surveyResponses.voterId);

/** The campaign's surveys by name, each with how many voters answered it. */
export const listSurveys = async (db: DbOrTx, campaignId: string, status?: SurveyRecordStatus) => {
  const rows = await db
    .select({ survey: surveys, respondents })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .where(and(eq(surveys.campaignId, campaignId), status ? eq(surveys.recordStatus, status) : undefined))
    .groupBy(surveys.id)
    .orderBy(asc(sql`lower(${surveys.name})`), asc(surveys.id));
  return rows.map((row) => toSurvey(row.survey, Number(row.respondents)));
};

export const countRespondents = async (db: DbOrTx, surveyId: string): Promise<number> => {
  const [row] = await db
    .select({ respondents })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId));
  return Number(row?.respondents ?? 0);
};

export const updateSurvey = async (db: DbOrTx, id: string, values: Partial<typeof surveys.$inferInsert>) => {
  const [row] = await db
    .update(surveys)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(surveys.id, id))
    .returning();
  return row;
};

/** Whether another survey of the campaign (archived ones too) has this name, whatever its case. */
export const isNameTaken = async (db: DbOrTx, campaignId: string, name: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(
      and(
        eq(surveys.campaignId, campaignId),
        eq(sql`lower(${surveys.name})`, name.trim().toLowerCase()),
        exceptId ? ne(surveys.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
};
