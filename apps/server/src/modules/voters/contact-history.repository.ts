import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { ContactHistoryEntry } from '@groundwork/shared/contracts/contact-history';
import type { SurveyQuestion } from '@groundwork/shared/contracts/surveys';
import type { DbOrTx } from '../../db/client.ts';
import {
  surveyResponses,
  surveys,
  touches,
  users,
  voters,
  walkbooks,
  walkbookVisits,
} from '../../db/schema/index.ts';

/** The reads behind a voter's contact history (decision 0042): the voter, their door visits, their other touches. */

const userName = sql<
  string | null
>`nullif(trim(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '')), '')`;

export const findVoter = async (db: DbOrTx, campaignId: string, voterId: string) => {
  const [voter] = await db
    .select({
      id: voters.id,
      first: voters.firstName,
      last: voters.lastName,
      street: voters.resStreet,
      unit: voters.resUnit,
      city: voters.resCity,
      zip: voters.resZip,
      phone: voters.phone,
      email: voters.email,
    })
    .from(voters)
    .where(and(eq(voters.campaignId, campaignId), eq(voters.id, voterId)));
  return voter ?? null;
};

/** The survey answers the voter gave on each walkbook, as question and answer text. */
const answersByWalkbook = async (db: DbOrTx, campaignId: string, voterId: string) => {
  const rows = await db
    .select({
      walkbookId: surveyResponses.walkbookId,
      questionId: surveyResponses.questionId,
      answerIds: surveyResponses.answerIds,
      text: surveyResponses.text,
      questions: surveys.questions,
    })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(and(eq(surveyResponses.campaignId, campaignId), eq(surveyResponses.voterId, voterId)));
  const byWalkbook = new Map<string, ContactHistoryEntry['survey_answers']>();
  for (const row of rows) {
    if (!row.walkbookId) continue;
    const question = (row.questions as SurveyQuestion[]).find((q) => q.id === row.questionId);
    if (!question) continue;
    const chosen = question.answers.filter((a) => row.answerIds.includes(a.id)).map((a) => a.text);
    const answer = [...chosen, ...(row.text ? [row.text] : [])].join(', ');
    if (!answer) continue;
    const list = byWalkbook.get(row.walkbookId) ?? [];
    list.push({ question: question.text, answer });
    byWalkbook.set(row.walkbookId, list);
  }
  return byWalkbook;
};

/** Door visits, newest first; each walkbook's survey answers go with its latest visit. */
export const doorEntries = async (
  db: DbOrTx,
  campaignId: string,
  voterId: string,
): Promise<ContactHistoryEntry[]> => {
  const [visits, answers] = await Promise.all([
    db
      .select({
        at: walkbookVisits.visitedAt,
        result: walkbookVisits.touchResult,
        notes: walkbookVisits.notes,
        walkbookId: walkbooks.id,
        walkbookName: walkbooks.name,
        userName,
      })
      .from(walkbookVisits)
      .innerJoin(walkbooks, eq(walkbooks.id, walkbookVisits.walkbookId))
      .leftJoin(users, eq(users.id, walkbookVisits.userId))
      .where(and(eq(walkbookVisits.campaignId, campaignId), eq(walkbookVisits.voterId, voterId)))
      .orderBy(desc(walkbookVisits.visitedAt)),
    answersByWalkbook(db, campaignId, voterId),
  ]);
  const answered = new Set<string>();
  return visits.map((visit) => {
    const first = !answered.has(visit.walkbookId);
    answered.add(visit.walkbookId);
    return {
      channel: 'door',
      at: visit.at.toISOString(),
      contacted: visit.result === 'contacted',
      user_name: visit.userName,
      summary: null,
      walkbook: { id: visit.walkbookId, name: visit.walkbookName },
      result: visit.result,
      notes: visit.notes,
      survey_answers: first ? (answers.get(visit.walkbookId) ?? []) : [],
    };
  });
};

/** Text, call and mail touches that have happened (a mail drop's are dated its drop date: decision 0054), newest first. */
export const otherEntries = async (
  db: DbOrTx,
  campaignId: string,
  voterId: string,
): Promise<ContactHistoryEntry[]> => {
  const rows = await db
    .select({
      channel: touches.channel,
      at: touches.touchedAt,
      contacted: touches.contacted,
      summary: touches.summary,
      userName,
    })
    .from(touches)
    .leftJoin(users, eq(users.id, touches.userId))
    .where(
      and(
        eq(touches.campaignId, campaignId),
        eq(touches.voterId, voterId),
        lte(touches.touchedAt, sql`now()`),
      ),
    )
    .orderBy(desc(touches.touchedAt));
  return rows.map((row) => ({
    channel: row.channel,
    at: row.at.toISOString(),
    contacted: row.contacted,
    user_name: row.userName,
    summary: row.summary,
    walkbook: null,
    result: null,
    notes: null,
    survey_answers: [],
  }));
};
