import {
  createSurveyBodySchema,
  type Survey,
  type SurveyQuestionInput,
  type SurveyQuestionKind,
} from '@groundwork/shared/contracts/surveys';

/**
 * The survey builder's draft: questions and answers carry a local `key` (list identity while editing)
 * and, once saved, the server's stable `id`. Every change is a pure function of the draft.
 */
export interface DraftAnswer {
  key: string;
  id?: string;
  text: string;
}
export interface DraftQuestion {
  key: string;
  id?: string;
  text: string;
  kind: SurveyQuestionKind;
  answers: DraftAnswer[];
}
export interface SurveyDraft {
  name: string;
  description: string;
  questions: DraftQuestion[];
}

let lastKey = 0;
const newKey = () => `draft-${String((lastKey += 1))}`;

const isChoice = (kind: SurveyQuestionKind) => kind !== 'free_text';
export const emptyAnswer = (): DraftAnswer => ({ key: newKey(), text: '' });
export const emptyQuestion = (kind: SurveyQuestionKind = 'single_choice'): DraftQuestion => ({
  key: newKey(),
  text: '',
  kind,
  answers: isChoice(kind) ? [emptyAnswer(), emptyAnswer()] : [],
});

export const emptyDraft = (): SurveyDraft => ({ name: '', description: '', questions: [emptyQuestion()] });

export const draftFromSurvey = (survey: Survey): SurveyDraft => ({
  name: survey.name,
  description: survey.description ?? '',
  questions: survey.questions.map((question) => ({
    key: newKey(),
    id: question.id,
    text: question.text,
    kind: question.kind,
    answers: question.answers.map((answer) => ({ key: newKey(), id: answer.id, text: answer.text })),
  })),
});

/** `items` with the one keyed `key` moved by `delta` places (unchanged at either end). */
export const move = <T extends { key: string }>(items: readonly T[], key: string, delta: -1 | 1): T[] => {
  const from = items.findIndex((item) => item.key === key);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
};

const mapQuestion = (draft: SurveyDraft, key: string, change: (q: DraftQuestion) => DraftQuestion) => ({
  ...draft,
  questions: draft.questions.map((question) => (question.key === key ? change(question) : question)),
});

export const addQuestion = (draft: SurveyDraft, question: DraftQuestion): SurveyDraft => ({
  ...draft,
  questions: [...draft.questions, question],
});
export const removeQuestion = (draft: SurveyDraft, key: string): SurveyDraft => ({
  ...draft,
  questions: draft.questions.filter((question) => question.key !== key),
});
export const moveQuestion = (draft: SurveyDraft, key: string, delta: -1 | 1): SurveyDraft => ({
  ...draft,
  questions: move(draft.questions, key, delta),
});
export const setQuestionText = (draft: SurveyDraft, key: string, text: string) =>
  mapQuestion(draft, key, (question) => ({ ...question, text }));

/** Free text has no answers; a choice question made from free text starts with two empty ones. */
export const setQuestionKind = (draft: SurveyDraft, key: string, kind: SurveyQuestionKind) =>
  mapQuestion(draft, key, (question) => {
    if (!isChoice(kind)) return { ...question, kind, answers: [] };
    const answers = question.answers.length > 0 ? question.answers : [emptyAnswer(), emptyAnswer()];
    return { ...question, kind, answers };
  });

export const addAnswer = (draft: SurveyDraft, questionKey: string, answer: DraftAnswer) =>
  mapQuestion(draft, questionKey, (question) => ({ ...question, answers: [...question.answers, answer] }));
export const removeAnswer = (draft: SurveyDraft, questionKey: string, key: string) =>
  mapQuestion(draft, questionKey, (question) => ({
    ...question,
    answers: question.answers.filter((answer) => answer.key !== key),
  }));
export const moveAnswer = (draft: SurveyDraft, questionKey: string, key: string, delta: -1 | 1) =>
  mapQuestion(draft, questionKey, (question) => ({
    ...question,
    answers: move(question.answers, key, delta),
  }));
export const setAnswerText = (draft: SurveyDraft, questionKey: string, key: string, text: string) =>
  mapQuestion(draft, questionKey, (question) => ({
    ...question,
    answers: question.answers.map((answer) => (answer.key === key ? { ...answer, text } : answer)),
  }));

/** The questions as the API takes them: ids kept where the server gave them. */
export const questionsInput = (draft: SurveyDraft): SurveyQuestionInput[] =>
  draft.questions.map((question) => ({
    ...(question.id ? { id: question.id } : {}),
    text: question.text,
    kind: question.kind,
    answers: question.answers.map((answer) => ({
      ...(answer.id ? { id: answer.id } : {}),
      text: answer.text,
    })),
  }));

export interface QuestionErrors {
  text?: string;
  /** About the answers as a whole (too few). */
  answers?: string;
  byAnswer: Record<string, string>;
}
export interface DraftErrors {
  name?: string;
  /** About the questions as a whole (none). */
  questions?: string;
  byQuestion: Record<string, QuestionErrors>;
}

const draftSchema = createSurveyBodySchema.pick({ name: true, description: true, questions: true });

/** What the shared schema (the server's own rules) says of the draft, placed next to each field. */
export const validateDraft = (draft: SurveyDraft): DraftErrors => {
  const errors: DraftErrors = { byQuestion: {} };
  const parsed = draftSchema.safeParse({
    name: draft.name,
    description: draft.description,
    questions: questionsInput(draft),
  });
  if (!draft.name.trim()) errors.name = 'Enter a name for the survey';
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [field, questionIndex, part, answerIndex] = issue.path;
    if (field === 'name') errors.name ??= issue.message;
    if (field !== 'questions') continue;
    const question = typeof questionIndex === 'number' ? draft.questions[questionIndex] : undefined;
    if (!question) {
      errors.questions ??= issue.message;
      continue;
    }
    const target = (errors.byQuestion[question.key] ??= { byAnswer: {} });
    if (part === 'text') target.text ??= issue.message;
    else if (part === 'answers' && typeof answerIndex === 'number') {
      const answer = question.answers[answerIndex];
      if (answer) target.byAnswer[answer.key] ??= issue.message;
    } else if (part === 'answers') target.answers ??= issue.message;
  }
  return errors;
};

export const hasErrors = (errors: DraftErrors): boolean =>
  errors.name !== undefined || errors.questions !== undefined || Object.keys(errors.byQuestion).length > 0;
