import type { SpokenAnswer, SurveyResponseInput } from '@groundwork/shared/contracts/surveys';

/** One question's answer on screen: the chosen answers' ids (a choice question) or what was typed. */
export interface SurveyAnswer {
  answer_ids?: string[];
  text?: string;
}
/** Question id → its answer, as the shared survey input edits it (docs/decisions/0053). */
export type SurveyAnswers = Record<string, SurveyAnswer>;

/** The door visit's survey_responses: one entry per question, with every chosen answer id. */
export const surveyResponseInputs = (answers: SurveyAnswers): SurveyResponseInput[] =>
  Object.entries(answers).map(([question_id, answer]) => ({ question_id, ...answer }));

/**
 * A call's or a text conversation's survey_responses: one entry per chosen answer (by id, so a multiple-choice
 * question sends each of its answers), and a typed answer once; blanks are left out.
 */
export const spokenAnswers = (answers: SurveyAnswers): SpokenAnswer[] =>
  Object.entries(answers).flatMap(([question_id, answer]) => {
    const text = answer.text?.trim() ?? '';
    return [
      ...(answer.answer_ids ?? []).map((id) => ({ question_id, answer: id })),
      ...(text ? [{ question_id, answer: text }] : []),
    ];
  });

/** Whether any question has an answer. */
export const hasAnswers = (answers: SurveyAnswers): boolean =>
  Object.values(answers).some((a) => (a.answer_ids?.length ?? 0) > 0 || Boolean(a.text?.trim()));
