import type { SpokenAnswer, SurveyResponseInput } from '@groundwork/shared/contracts/surveys';
import { badRequest } from '../../errors.ts';

type Question = { id: string; kind: string; answers: { id: string; text: string }[] };

/** The answer id a choice is named by: its id, or its text (any case). */
const answerIdOf = (question: Question, said: string) => {
  const wanted = said.trim().toLowerCase();
  const answer = question.answers.find((a) => a.id === said || a.text.trim().toLowerCase() === wanted);
  if (!answer) throw badRequest(`"${said}" is not an answer of question ${question.id}`);
  return answer.id;
};

/**
 * Answers said in words (a text conversation, a call) as survey responses, one per question: a choice is named
 * by its answer id or its text (any case), and a multiple-choice question takes one entry per chosen answer
 * (docs/decisions/0053-answers-and-call-results.md); a free-text question takes the answer as said, once.
 * Two answers to a single-choice question are refused by `recordSurveyResponses`.
 */
export const surveyAnswerInputs = (
  questions: readonly Question[],
  entries: readonly SpokenAnswer[],
): SurveyResponseInput[] => {
  const byQuestion = new Map<string, SurveyResponseInput>();
  for (const entry of entries) {
    const question = questions.find((q) => q.id === entry.question_id);
    if (!question) throw badRequest(`Question ${entry.question_id} is not in this survey`);
    const given = byQuestion.get(question.id);
    if (question.kind === 'free_text') {
      if (given) throw badRequest(`Question ${question.id} is answered twice`);
      byQuestion.set(question.id, { question_id: question.id, text: entry.answer });
      continue;
    }
    const ids = given?.answer_ids ?? [];
    const id = answerIdOf(question, entry.answer);
    if (!ids.includes(id)) ids.push(id);
    byQuestion.set(question.id, { question_id: question.id, answer_ids: ids });
  }
  return [...byQuestion.values()];
};
