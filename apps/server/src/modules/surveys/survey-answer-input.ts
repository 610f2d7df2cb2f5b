import type { SurveyResponseInput } from '@groundwork/shared/contracts/surveys';
import { badRequest } from '../../errors.ts';

/**
 * An answer said in words (a text conversation, a call) as a survey response: a choice is named by its answer
 * id or its text (any case); a free-text question takes the answer as said.
 */
export const surveyAnswerInput = (
  questions: { id: string; kind: string; answers: { id: string; text: string }[] }[],
  entry: { question_id: string; answer: string },
): SurveyResponseInput => {
  const question = questions.find((q) => q.id === entry.question_id);
  if (!question) throw badRequest(`Question ${entry.question_id} is not in this survey`);
  if (question.kind === 'free_text') return { question_id: question.id, text: entry.answer };
  const wanted = entry.answer.trim().toLowerCase();
  const answer = question.answers.find(
    (a) => a.id === entry.answer || a.text.trim().toLowerCase() === wanted,
  );
  if (!answer) throw badRequest(`"${entry.answer}" is not an answer of question ${question.id}`);
  return { question_id: question.id, answer_ids: [answer.id] };
};
