import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';

/** A survey starts `is_active` (service §4) and can be archived (docs/decisions/0016-surveys.md). */
export const SURVEY_RECORD_STATUSES = ['is_active', 'archived'] as const;
export type SurveyRecordStatus = (typeof SURVEY_RECORD_STATUSES)[number];

export const SURVEY_QUESTION_KINDS = ['single_choice', 'multiple_choice', 'free_text'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<SurveyQuestionKind, string> = {
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  free_text: 'Free text',
};

/**
 * What happened at a door: every walkbook visit records one, with or without a survey
 * (issue 5 §1). The walkbooks feature stores it; the labels are what canvassers tap.
 */
export const DOOR_RESULTS = [
  { value: 'contacted', label: 'Contacted' },
  { value: 'not_home', label: 'Not home' },
  { value: 'refused', label: 'Refused' },
  { value: 'moved', label: 'Moved' },
  { value: 'inaccessible', label: 'Inaccessible' },
] as const;
export type DoorResult = (typeof DOOR_RESULTS)[number]['value'];
export const DOOR_RESULT_VALUES = DOOR_RESULTS.map((result) => result.value) as [DoorResult, ...DoorResult[]];
export const doorResultSchema = z.enum(DOOR_RESULT_VALUES);

export const SURVEY_LIMITS = {
  name: 120,
  description: 1000,
  questions: 50,
  questionText: 300,
  answers: 20,
  answerText: 200,
  freeText: 2000,
  /** A typed answer given in a call or a text conversation. */
  spokenAnswer: 500,
} as const;

export const SURVEY_MESSAGES = {
  noQuestions: 'A survey needs at least one question',
  twoAnswers: 'A choice question needs at least two answers',
  duplicateAnswer: 'Each answer of a question must be different',
  freeTextAnswers: 'A free-text question has no answers to choose from',
  duplicateId: 'Each question and answer needs its own id',
  questionText: 'Enter the question',
  answerText: 'Enter the answer',
} as const;

const surveyNameSchema = z
  .string()
  .trim()
  .min(1, 'name must not be empty')
  .max(SURVEY_LIMITS.name, `The name can be at most ${String(SURVEY_LIMITS.name)} characters`);
const descriptionSchema = z.string().trim().max(SURVEY_LIMITS.description).nullable().optional();

/** Two answers are the same whatever their case and surrounding spaces. */
export const answerKey = (text: string): string => text.trim().toLowerCase();

const answerInputSchema = z.object({
  /** Stable across edits; the server gives one to a new answer. */
  id: z.uuid().optional(),
  text: z.string().trim().min(1, SURVEY_MESSAGES.answerText).max(SURVEY_LIMITS.answerText),
});

const questionInputSchema = z
  .object({
    id: z.uuid().optional(),
    text: z.string().trim().min(1, SURVEY_MESSAGES.questionText).max(SURVEY_LIMITS.questionText),
    kind: z.enum(SURVEY_QUESTION_KINDS),
    answers: z.array(answerInputSchema).max(SURVEY_LIMITS.answers).default([]),
  })
  .superRefine((question, ctx) => {
    if (question.kind === 'free_text') {
      if (question.answers.length > 0)
        ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.freeTextAnswers, path: ['answers'] });
      return;
    }
    if (question.answers.length < 2)
      ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.twoAnswers, path: ['answers'] });
    const seen = new Set<string>();
    question.answers.forEach((answer, index) => {
      const key = answerKey(answer.text);
      if (key && seen.has(key))
        ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.duplicateAnswer, path: ['answers', index] });
      seen.add(key);
    });
  });
export type SurveyQuestionInput = z.input<typeof questionInputSchema>;

/** The questions of a survey: at least one, ids (where given) never repeated. */
export const surveyQuestionsInputSchema = z
  .array(questionInputSchema)
  .min(1, SURVEY_MESSAGES.noQuestions)
  .max(SURVEY_LIMITS.questions)
  .superRefine((questions, ctx) => {
    const ids = questions.flatMap((q) => [q.id, ...q.answers.map((a) => a.id)]).filter(Boolean);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: SURVEY_MESSAGES.duplicateId });
  });
export type SurveyQuestionsInput = z.output<typeof surveyQuestionsInputSchema>;

export const surveyAnswerSchema = z.object({ id: z.uuid(), text: z.string() }).meta({ id: 'SurveyAnswer' });
export const surveyQuestionSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    kind: z.enum(SURVEY_QUESTION_KINDS),
    answers: z.array(surveyAnswerSchema),
  })
  .meta({ id: 'SurveyQuestion' });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    user_id: z.uuid().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    questions: z.array(surveyQuestionSchema),
    record_status: z.enum(SURVEY_RECORD_STATUSES),
    /** Voters who answered at least one question; once above 0 the questions are locked. */
    respondent_count: z.number().int(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .meta({ id: 'Survey' });
export type Survey = z.infer<typeof surveySchema>;

/** POST /survey/ (service §3: name, description, questions, campaign_id, user_id, record_status). */
export const createSurveyBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    /** The creator is the caller; a `user_id` sent by the spec's client is ignored. */
    user_id: z.uuid().optional(),
    name: required('name', surveyNameSchema),
    description: descriptionSchema,
    questions: required('questions', surveyQuestionsInputSchema),
    record_status: z.literal('is_active').optional(),
  })
  .meta({ id: 'CreateSurveyBody' });
export type CreateSurveyBody = z.input<typeof createSurveyBodySchema>;

/** PUT /survey/ (not in the spec's catalogue; decision 0016): questions are locked once answered. */
export const updateSurveyBodySchema = z
  .object({
    id: idSchema,
    campaign_id: campaignIdSchema,
    name: surveyNameSchema.optional(),
    description: descriptionSchema,
    questions: surveyQuestionsInputSchema.optional(),
  })
  .meta({ id: 'UpdateSurveyBody' });
export type UpdateSurveyBody = z.input<typeof updateSurveyBodySchema>;

export const surveyQuerySchema = z.object({ id: idSchema, campaign_id: campaignIdSchema });
export const surveyListQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  /** Only the surveys in this state (pickers ask for `is_active`); every survey otherwise. */
  record_status: z.enum(SURVEY_RECORD_STATUSES).optional(),
});
export const archiveSurveyQuerySchema = z.object({
  survey_id: z.uuid({
    error: (i) =>
      i.input === undefined || i.input === '' ? MESSAGES.idNotProvided : 'survey_id must be a UUID',
  }),
  campaign_id: campaignIdSchema,
});

/** GET /survey/check-name/{campaign}/?name=: `id` leaves out the survey being renamed. */
export const checkSurveyNameParamsSchema = z.object({ campaign: campaignIdSchema });
export const checkSurveyNameQuerySchema = z.object({
  name: required('name', surveyNameSchema),
  id: z.uuid().optional(),
});
export const checkNameResponseSchema = z.object({ is_unique: z.boolean() }).meta({ id: 'CheckNameResult' });

/** One answer given at a door, as the walkbook visit update carries it (service §3). */
export const surveyResponseInputSchema = z.object({
  question_id: z.string().nullish(),
  answer_ids: z.array(z.string()).max(SURVEY_LIMITS.answers).optional(),
  text: z.string().trim().max(SURVEY_LIMITS.freeText).nullish(),
});
export type SurveyResponseInput = z.infer<typeof surveyResponseInputSchema>;

/**
 * One answer said in a call or a text conversation: a choice named by its answer id or text, or the words of
 * a free-text answer. A multiple-choice question sends one entry per chosen answer (decision 0053).
 */
export const spokenAnswerSchema = z.object({
  question_id: z.uuid(),
  answer: z.string().trim().min(1).max(SURVEY_LIMITS.spokenAnswer),
});
export type SpokenAnswer = z.infer<typeof spokenAnswerSchema>;

export const FREE_TEXT_PAGE_MAX = 100;
export const FREE_TEXT_PREVIEW = 5;

export const freeTextAnswerSchema = z
  .object({ text: z.string(), voter_id: z.uuid(), created_at: timestampSchema })
  .meta({ id: 'FreeTextAnswer' });
export const freeTextPageSchema = z
  .object({
    question_id: z.uuid(),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
    answers: z.array(freeTextAnswerSchema),
  })
  .meta({ id: 'FreeTextPage' });
export type FreeTextPage = z.infer<typeof freeTextPageSchema>;

export const questionResultSchema = z
  .object({
    question_id: z.uuid(),
    text: z.string(),
    kind: z.enum(SURVEY_QUESTION_KINDS),
    /** Voters who answered this question. */
    respondents: z.number().int(),
    /** Per answer: how many respondents chose it, and that as a share of `respondents` (0 to 1). */
    answers: z.array(
      z.object({ answer_id: z.uuid(), text: z.string(), count: z.number().int(), share: z.number() }),
    ),
    /** Free-text questions: the latest answers first (the first page). */
    free_text: freeTextPageSchema.nullable(),
  })
  .meta({ id: 'SurveyQuestionResult' });
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const surveyResultsSchema = z
  .object({
    survey_id: z.uuid(),
    /** Voters who answered at least one question. */
    respondents: z.number().int(),
    questions: z.array(questionResultSchema),
  })
  .meta({ id: 'SurveyResults' });
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const freeTextQuerySchema = surveyQuerySchema.extend({
  question_id: z.uuid({
    error: (i) =>
      i.input === undefined || i.input === '' ? 'question_id was not provided' : 'question_id must be a UUID',
  }),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(FREE_TEXT_PAGE_MAX).default(20),
});
