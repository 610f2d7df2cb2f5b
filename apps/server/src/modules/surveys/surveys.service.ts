import { randomUUID } from 'node:crypto';
import type {
  Survey,
  SurveyQuestion,
  SurveyQuestionsInput,
  SurveyRecordStatus,
  SurveyResponseInput,
} from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import * as responsesRepo from './survey-responses.repository.ts';
import * as repo from './surveys.repository.ts';

/** Who acts: the campaign and the member (the demo seed acts as its Manager). */
export type SurveyActor = Pick<Actor, 'campaignId' | 'userId'>;

const nameExists = () => new AppError('NAME_EXISTS', MESSAGES.nameExists);

export const findSurveyOrThrow = async (db: DbOrTx, campaignId: string, id: string) => {
  const survey = await repo.findSurvey(db, campaignId, id);
  if (!survey) throw new AppError('NOT_FOUND', MESSAGES.surveyNotFound);
  return survey;
};

/** The unique index is the authority on names; a concurrent save that lost the race reads NAME_EXISTS too. */
const withUniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
};

const refuseTakenName = async (db: DbOrTx, campaignId: string, name: string, exceptId?: string) => {
  if (await repo.isNameTaken(db, campaignId, name, exceptId)) throw nameExists();
};

/** Gives each new question and answer a stable id; ids already given are kept. */
export const withStableIds = (questions: SurveyQuestionsInput): SurveyQuestion[] =>
  questions.map((question) => ({
    id: question.id ?? randomUUID(),
    text: question.text,
    kind: question.kind,
    answers: question.answers.map((answer) => ({ id: answer.id ?? randomUUID(), text: answer.text })),
  }));

const sameQuestions = (a: SurveyQuestion[], b: SurveyQuestion[]) =>
  JSON.stringify(withStableIds(a)) === JSON.stringify(withStableIds(b));

export const checkSurveyName = async (db: DbOrTx, campaignId: string, name: string, exceptId?: string) => ({
  is_unique: !(await repo.isNameTaken(db, campaignId, name, exceptId)),
});

/** A new survey starts `is_active` (service §4); its name is unique in the campaign (§5). */
export const createSurvey = async (
  db: DbOrTx,
  actor: SurveyActor,
  body: { name: string; description?: string | null | undefined; questions: SurveyQuestionsInput },
): Promise<Survey> => {
  await refuseTakenName(db, actor.campaignId, body.name);
  const row = await withUniqueName(() =>
    repo.insertSurvey(db, {
      campaignId: actor.campaignId,
      userId: actor.userId,
      name: body.name,
      description: body.description || null,
      questions: withStableIds(body.questions),
      recordStatus: 'is_active',
    }),
  );
  return repo.toSurvey(row, 0);
};

export const getSurvey = async (db: DbOrTx, actor: SurveyActor, id: string): Promise<Survey> => {
  const survey = await findSurveyOrThrow(db, actor.campaignId, id);
  return repo.toSurvey(survey, await repo.countRespondents(db, survey.id));
};

export const listSurveys = (db: DbOrTx, actor: SurveyActor, status?: SurveyRecordStatus) =>
  repo.listSurveys(db, actor.campaignId, status);

/**
 * Renames, redescribes or rewrites the questions (decision 0016): an archived survey does not change,
 * and once a voter has answered, the questions are locked (sending them unchanged is fine).
 */
export const updateSurvey = async (
  db: DbOrTx,
  actor: SurveyActor,
  body: {
    id: string;
    name?: string | undefined;
    description?: string | null | undefined;
    questions?: SurveyQuestionsInput | undefined;
  },
): Promise<Survey> => {
  const survey = await findSurveyOrThrow(db, actor.campaignId, body.id);
  if (survey.recordStatus === 'archived')
    throw new AppError('CONFLICT', 'An archived survey can no longer be changed');
  if (body.name !== undefined) await refuseTakenName(db, actor.campaignId, body.name, survey.id);
  const respondents = await repo.countRespondents(db, survey.id);
  const questions = body.questions && withStableIds(body.questions);
  if (questions && respondents > 0 && !sameQuestions(survey.questions, questions))
    throw new AppError('CONFLICT', 'Voters have answered this survey: its questions can no longer change');
  const updated = await withUniqueName(() =>
    repo.updateSurvey(db, survey.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(questions ? { questions } : {}),
    }),
  );
  if (!updated) throw new AppError('NOT_FOUND', MESSAGES.surveyNotFound);
  return repo.toSurvey(updated, respondents);
};

/** Archived surveys leave the pickers; their results stay readable. Archiving twice changes nothing. */
/** The survey's "delete": archived (its results stay), recorded as the deletion the user asked for. */
export const archiveSurvey = async (
  db: DbOrTx,
  actor: SurveyActor,
  id: string,
  source: AuditSource,
): Promise<Survey> => {
  const survey = await findSurveyOrThrow(db, actor.campaignId, id);
  const archived =
    survey.recordStatus === 'archived'
      ? survey
      : await db.transaction(async (tx) => {
          const updated = await repo.updateSurvey(tx, survey.id, { recordStatus: 'archived' });
          await recordAudit(tx, source, {
            campaignId: survey.campaignId,
            action: 'survey.deleted',
            target: { type: 'survey', id: survey.id },
            summary: `Deleted (archived) the survey "${survey.name}"`,
          });
          return updated;
        });
  if (!archived) throw new AppError('NOT_FOUND', MESSAGES.surveyNotFound);
  return repo.toSurvey(archived, await repo.countRespondents(db, survey.id));
};

export interface RecordSurveyResponsesInput {
  campaignId: string;
  surveyId: string;
  voterId: string;
  walkbookId?: string | null | undefined;
  /** The canvasser who recorded the visit. */
  userId: string | null;
  responses: readonly SurveyResponseInput[];
}

/** Checks one answer against its question; null means "no answer" (the earlier one is taken back). */
const checkedAnswer = (question: SurveyQuestion, entry: SurveyResponseInput) => {
  const answerIds = [...new Set(entry.answer_ids ?? [])];
  const text = entry.text?.trim() || null;
  if (question.kind === 'free_text') {
    if (answerIds.length > 0) throw badRequest(`Question ${question.id} takes text, not answer_ids`);
    return text === null ? null : { answerIds: [], text };
  }
  if (text !== null) throw badRequest(`Question ${question.id} takes answer_ids, not text`);
  const known = new Set(question.answers.map((answer) => answer.id));
  const unknown = answerIds.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw badRequest(`Answer ${unknown} is not an answer of question ${question.id}`);
  if (question.kind === 'single_choice' && answerIds.length > 1)
    throw badRequest(`Question ${question.id} takes a single answer`);
  return answerIds.length === 0 ? null : { answerIds, text: null };
};

/**
 * Records a voter's answers on a walkbook visit (the walkbook's PUT calls this). Entries without a
 * question_id are dropped (service §3); ids not in the survey are refused; an answer replaces the
 * voter's earlier one to the same question on the same walkbook, and an empty one takes it back.
 */
export const recordSurveyResponses = async (db: DbOrTx, input: RecordSurveyResponsesInput) => {
  const survey = await findSurveyOrThrow(db, input.campaignId, input.surveyId);
  if (!(await responsesRepo.voterInCampaign(db, input.campaignId, input.voterId))) throw notFound('Voter');
  const questions = new Map(survey.questions.map((question) => [question.id, question]));
  const key = { surveyId: survey.id, voterId: input.voterId, walkbookId: input.walkbookId ?? null };
  const seen = new Set<string>();
  const answered: responsesRepo.NewSurveyResponse[] = [];
  const cleared: string[] = [];
  for (const entry of input.responses) {
    if (!entry.question_id) continue;
    const question = questions.get(entry.question_id);
    if (!question) throw badRequest(`Question ${entry.question_id} is not in this survey`);
    if (seen.has(question.id)) throw badRequest(`Question ${question.id} is answered twice`);
    seen.add(question.id);
    const answer = checkedAnswer(question, entry);
    if (answer === null) cleared.push(question.id);
    else
      answered.push({
        campaignId: input.campaignId,
        ...key,
        questionId: question.id,
        userId: input.userId,
        ...answer,
      });
  }
  await db.transaction(async (tx) => {
    await responsesRepo.upsertResponses(tx, answered);
    await responsesRepo.deleteResponses(tx, key, cleared);
  });
  return { recorded: answered.length, removed: cleared.length };
};
