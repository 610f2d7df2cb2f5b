import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { surveyResponses, voters } from '../../db/schema/index.ts';

export type NewSurveyResponse = typeof surveyResponses.$inferInsert;

export const voterInCampaign = async (db: DbOrTx, campaignId: string, voterId: string) => {
  const [row] = await db
    .select({ id: voters.id })
    .from(voters)
    .where(and(eq(voters.campaignId, campaignId), eq(voters.id, voterId)));
  return row !== undefined;
};

export interface VisitKey {
  surveyId: string;
  voterId: string;
  walkbookId: string | null;
}

const visitWhere = (key: VisitKey, questionIds: string[]) =>
  and(
    eq(surveyResponses.surveyId, key.surveyId),
    eq(surveyResponses.voterId, key.voterId),
    key.walkbookId === null
      ? isNull(surveyResponses.walkbookId)
      : eq(surveyResponses.walkbookId, key.walkbookId),
    inArray(surveyResponses.questionId, questionIds),
  );

/** Records answers of one visit; an earlier answer to the same question on the same visit key is replaced. */
export const upsertResponses = async (db: DbOrTx, rows: NewSurveyResponse[]) => {
  if (rows.length === 0) return;
  await db
    .insert(surveyResponses)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        surveyResponses.surveyId,
        surveyResponses.questionId,
        surveyResponses.voterId,
        surveyResponses.walkbookId,
      ],
      set: {
        answerIds: sql`excluded.answer_ids`,
        text: sql`excluded.text`,
        userId: sql`excluded.user_id`,
        createdAt: sql`now()`,
      },
    });
};

/** Takes back answers of one visit (the canvasser cleared them). */
export const deleteResponses = async (db: DbOrTx, key: VisitKey, questionIds: string[]) => {
  if (questionIds.length === 0) return;
  await db.delete(surveyResponses).where(visitWhere(key, questionIds));
};

/**
 * Each voter's latest answer to each question of the survey: a voter met in two walkbooks counts once,
 * with what they said last (docs/decisions/0016-surveys.md).
 */
const latest = (surveyId: string, extra: SQL = sql`true`) => sql`
  select distinct on (question_id, voter_id) question_id, voter_id, answer_ids, text, created_at, id
  from ${surveyResponses}
  where survey_id = ${surveyId} and ${extra}
  order by question_id, voter_id, created_at desc, id desc`;

export const totalRespondents = async (db: DbOrTx, surveyId: string): Promise<number> => {
  const result = await db.execute<{ count: number }>(
    sql`select count(distinct voter_id)::int as count from ${surveyResponses} where survey_id = ${surveyId}`,
  );
  return Number(result.rows[0]?.count ?? 0);
};

export const respondentsByQuestion = async (db: DbOrTx, surveyId: string) => {
  const result = await db.execute<{ question_id: string; count: number }>(
    sql`select question_id, count(*)::int as count from (${latest(surveyId)}) l group by question_id`,
  );
  return new Map(result.rows.map((row) => [row.question_id, Number(row.count)]));
};

/** How many voters chose each answer, keyed `question_id:answer_id`. */
export const answerCounts = async (db: DbOrTx, surveyId: string) => {
  const result = await db.execute<{ question_id: string; answer_id: string; count: number }>(sql`
    select l.question_id, a.answer_id, count(*)::int as count
    from (${latest(surveyId)}) l cross join lateral unnest(l.answer_ids) as a(answer_id)
    group by l.question_id, a.answer_id`);
  return new Map(result.rows.map((row) => [`${row.question_id}:${row.answer_id}`, Number(row.count)]));
};

/** A page of the free-text answers to one question, latest first, with their total. */
export const freeTextPage = async (
  db: DbOrTx,
  surveyId: string,
  questionId: string,
  skip: number,
  limit: number,
) => {
  const answered = sql`question_id = ${questionId}`;
  const [page, total] = await Promise.all([
    db.execute<{ text: string; voter_id: string; created_at: string | Date }>(sql`
      select text, voter_id, created_at from (${latest(surveyId, answered)}) l
      where text is not null and text <> ''
      order by created_at desc, id desc offset ${skip} limit ${limit}`),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from (${latest(surveyId, answered)}) l where text is not null and text <> ''`),
  ]);
  return {
    total: Number(total.rows[0]?.count ?? 0),
    answers: page.rows.map((row) => ({
      text: row.text,
      voter_id: row.voter_id,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
};
