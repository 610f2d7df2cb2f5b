import {
  FREE_TEXT_PREVIEW,
  type FreeTextPage,
  type QuestionResult,
  type SurveyResults,
} from '@groundwork/shared/contracts/surveys';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors.ts';
import * as responsesRepo from './survey-responses.repository.ts';
import { findSurveyOrThrow, type SurveyActor } from './surveys.service.ts';

const pageOf = async (
  db: DbOrTx,
  surveyId: string,
  questionId: string,
  skip: number,
  limit: number,
): Promise<FreeTextPage> => ({
  question_id: questionId,
  skip,
  limit,
  ...(await responsesRepo.freeTextPage(db, surveyId, questionId, skip, limit)),
});

/**
 * Per question: how many voters answered, how many chose each answer and what share of them that is
 * (a multiple-choice question's shares can add up to more than 1), and the latest free-text answers.
 * Each voter counts once per question, with their latest answer. Archived surveys answer too.
 */
export const getSurveyResults = async (
  db: DbOrTx,
  actor: SurveyActor,
  id: string,
): Promise<SurveyResults> => {
  const survey = await findSurveyOrThrow(db, actor.campaignId, id);
  const [respondents, byQuestion, counts] = await Promise.all([
    responsesRepo.totalRespondents(db, survey.id),
    responsesRepo.respondentsByQuestion(db, survey.id),
    responsesRepo.answerCounts(db, survey.id),
  ]);
  const questions = await Promise.all(
    survey.questions.map(async (question): Promise<QuestionResult> => {
      const answeredBy = byQuestion.get(question.id) ?? 0;
      return {
        question_id: question.id,
        text: question.text,
        kind: question.kind,
        respondents: answeredBy,
        answers: question.answers.map((answer) => {
          const count = counts.get(`${question.id}:${answer.id}`) ?? 0;
          return {
            answer_id: answer.id,
            text: answer.text,
            count,
            share: answeredBy === 0 ? 0 : count / answeredBy,
          };
        }),
        free_text:
          question.kind === 'free_text'
            ? await pageOf(db, survey.id, question.id, 0, FREE_TEXT_PREVIEW)
            : null,
      };
    }),
  );
  return { survey_id: survey.id, respondents, questions };
};

/** A page of one free-text question's answers, latest first. */
export const getFreeTextAnswers = async (
  db: DbOrTx,
  actor: SurveyActor,
  query: { id: string; question_id: string; skip: number; limit: number },
): Promise<FreeTextPage> => {
  const survey = await findSurveyOrThrow(db, actor.campaignId, query.id);
  const question = survey.questions.find((q) => q.id === query.question_id);
  if (!question) throw new AppError('NOT_FOUND', 'Question not found');
  if (question.kind !== 'free_text') throw badRequest('This question has no free-text answers');
  return pageOf(db, survey.id, question.id, query.skip, query.limit);
};
