import { Button, Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SURVEY_LIMITS, type SurveyQuestion } from '@groundwork/shared/contracts/surveys';
import type { SurveyAnswer, SurveyAnswers } from './survey-answers';
import classes from './survey-answer-input.module.css';

interface QuestionProps {
  question: SurveyQuestion;
  value: SurveyAnswer | undefined;
  disabled: boolean;
  textMaxLength: number;
  onChange: (answer: SurveyAnswer) => void;
}

/** One answer as a full-width tap target: its indicator, its text and, once chosen, a check mark. */
function OptionBody({ text, indicator }: { text: string; indicator: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {indicator}
      <Text size="sm" className={classes.label}>
        {text}
      </Text>
      <IconCheck size={18} aria-hidden="true" className={classes.check} data-answer-check="" />
    </Group>
  );
}

function SingleChoice({ question, value, disabled, onChange }: QuestionProps) {
  const chosen = value?.answer_ids?.[0] ?? null;
  return (
    <div>
      <Radio.Group label={question.text} value={chosen} onChange={(id) => onChange({ answer_ids: [id] })}>
        <Stack gap={6} mt={4}>
          {question.answers.map((answer) => (
            <Radio.Card
              key={answer.id}
              value={answer.id}
              className={classes.option}
              withBorder={false}
              disabled={disabled}
              mod={{ disabled }}
              aria-label={answer.text}
            >
              <OptionBody text={answer.text} indicator={<Radio.Indicator disabled={disabled} />} />
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {chosen && !disabled && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          aria-label={`Clear the answer to: ${question.text}`}
          onClick={() => onChange({ answer_ids: [] })}
        >
          Clear the answer
        </Button>
      )}
    </div>
  );
}

function MultipleChoice({ question, value, disabled, onChange }: QuestionProps) {
  return (
    <Checkbox.Group
      label={question.text}
      description="Choose every answer that applies"
      value={value?.answer_ids ?? []}
      onChange={(ids) => onChange({ answer_ids: ids })}
    >
      <Stack gap={6} mt={4}>
        {question.answers.map((answer) => (
          <Checkbox.Card
            key={answer.id}
            value={answer.id}
            className={classes.option}
            withBorder={false}
            disabled={disabled}
            mod={{ disabled }}
            aria-label={answer.text}
          >
            <OptionBody text={answer.text} indicator={<Checkbox.Indicator disabled={disabled} />} />
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function FreeText({ question, value, disabled, textMaxLength, onChange }: QuestionProps) {
  return (
    <Textarea
      label={question.text}
      autosize
      minRows={2}
      maxLength={textMaxLength}
      disabled={disabled}
      value={value?.text ?? ''}
      onChange={(event) => onChange({ text: event.currentTarget.value })}
    />
  );
}

const INPUTS = { single_choice: SingleChoice, multiple_choice: MultipleChoice, free_text: FreeText } as const;

interface SurveyAnswerInputProps {
  questions: readonly SurveyQuestion[];
  value: SurveyAnswers;
  onChange: (value: SurveyAnswers) => void;
  disabled?: boolean;
  /** The longest typed answer the channel takes (a call's or a text's answer is at most 500 characters). */
  textMaxLength?: number;
}

/**
 * A survey's questions as every channel asks them — doors, calls and texts (docs/decisions/0053): a
 * single-choice question as radios, a multiple-choice one as checkboxes keeping every chosen answer, a
 * free-text one as a text field. Each answer is a full-width, keyboard-reachable tap target; a chosen one
 * shows a border, a fill and a check mark.
 */
export function SurveyAnswerInput({
  questions,
  value,
  onChange,
  disabled = false,
  textMaxLength = SURVEY_LIMITS.freeText,
}: SurveyAnswerInputProps) {
  return (
    <Stack gap="md" data-testid="survey-questions">
      {questions.map((question) => {
        const Input = INPUTS[question.kind];
        return (
          <Input
            key={question.id}
            question={question}
            value={value[question.id]}
            disabled={disabled}
            textMaxLength={textMaxLength}
            onChange={(answer) => onChange({ ...value, [question.id]: answer })}
          />
        );
      })}
    </Stack>
  );
}
