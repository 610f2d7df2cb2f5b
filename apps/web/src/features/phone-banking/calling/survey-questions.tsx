import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import classes from './calling.module.css';

/** Question id → the answers given (a choice question's answer texts, or what was typed). */
export type SurveyDraft = Record<string, string[]>;

/** The survey responses the call result carries: one per chosen answer, blanks left out. */
export const surveyResponses = (draft: SurveyDraft) =>
  Object.entries(draft).flatMap(([question_id, answers]) =>
    answers
      .map((answer) => answer.trim())
      .filter(Boolean)
      .map((answer) => ({ question_id, answer })),
  );

/**
 * The survey's questions on the phone, as on the doors: each answer a full-width tap target. A call records one
 * answer per question (said in words, matched by its text on the server), so a multiple-choice question takes
 * one choice here too.
 */
export function SurveyQuestions({
  survey,
  draft,
  disabled,
  onChange,
}: {
  survey: Survey;
  draft: SurveyDraft;
  disabled?: boolean;
  onChange: (draft: SurveyDraft) => void;
}) {
  const set = (questionId: string, answers: string[]) => onChange({ ...draft, [questionId]: answers });
  return (
    <Stack gap="sm" data-testid="survey-questions">
      {survey.questions.map((question) =>
        question.kind === 'free_text' ? (
          <Textarea
            key={question.id}
            label={question.text}
            rows={2}
            maxLength={500}
            disabled={disabled}
            value={draft[question.id]?.[0] ?? ''}
            onChange={(event) => set(question.id, [event.currentTarget.value])}
          />
        ) : (
          <Radio.Group
            key={question.id}
            label={question.text}
            value={draft[question.id]?.[0] ?? null}
            onChange={(answer) => set(question.id, [answer])}
          >
            <Stack gap={6} mt={4}>
              {question.answers.map((answer) => (
                <Radio.Card
                  key={answer.id}
                  value={answer.text}
                  className={classes.option}
                  aria-label={answer.text}
                  disabled={disabled}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Radio.Indicator />
                    <Text size="sm">{answer.text}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        ),
      )}
    </Stack>
  );
}
