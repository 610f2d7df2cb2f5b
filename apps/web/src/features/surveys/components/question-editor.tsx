import {
  ActionIcon,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  QUESTION_KIND_LABELS,
  SURVEY_LIMITS,
  SURVEY_QUESTION_KINDS,
  type SurveyQuestionKind,
} from '@groundwork/shared/contracts/surveys';
import {
  addAnswer,
  emptyAnswer,
  moveAnswer,
  moveQuestion,
  removeAnswer,
  removeQuestion,
  setAnswerText,
  setQuestionKind,
  setQuestionText,
  type DraftQuestion,
  type QuestionErrors,
  type SurveyDraft,
} from './builder-state';

export type DraftChange = (draft: SurveyDraft) => SurveyDraft;

interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  total: number;
  errors: QuestionErrors | undefined;
  /** The field just added, which takes the focus. */
  focusKey: string | null;
  onChange: (change: DraftChange, focusKey?: string) => void;
}

const KIND_OPTIONS = SURVEY_QUESTION_KINDS.map((kind) => ({
  value: kind,
  label: QUESTION_KIND_LABELS[kind],
}));

/** Up, down and remove, each named for screen readers ("Move answer 2 of question 1 up"). */
function OrderControls(props: {
  label: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { label, isFirst, isLast, onMove, onRemove } = props;
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${label} up`}
        disabled={isFirst}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${label} down`}
        disabled={isLast}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={16} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${label}`} onClick={onRemove}>
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/** One question: its text, its kind and, for choice questions, the answers canvassers can tap. */
export function QuestionEditor({ question, index, total, errors, focusKey, onChange }: QuestionEditorProps) {
  const number = index + 1;
  const label = `question ${String(number)}`;
  const titleId = `survey-question-${question.key}`;
  const newAnswer = () => {
    const answer = emptyAnswer();
    onChange((draft) => addAnswer(draft, question.key, answer), answer.key);
  };
  // Enter in an answer adds the next one, as in a list editor; it never submits the form.
  const onAnswerKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    newAnswer();
  };

  let answers: ReactNode;
  if (question.kind === 'free_text') {
    answers = (
      <Text size="sm" c="dimmed">
        Canvassers type what the voter says.
      </Text>
    );
  } else {
    answers = (
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Answers
        </Text>
        {question.answers.map((answer, answerIndex) => {
          const answerLabel = `answer ${String(answerIndex + 1)} of ${label}`;
          return (
            <Group key={answer.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                flex={1}
                miw={0}
                aria-label={`Answer ${String(answerIndex + 1)} of ${label}`}
                placeholder={`Answer ${String(answerIndex + 1)}`}
                value={answer.text}
                maxLength={SURVEY_LIMITS.answerText}
                autoFocus={answer.key === focusKey}
                error={errors?.byAnswer[answer.key]}
                onKeyDown={onAnswerKey}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  onChange((draft) => setAnswerText(draft, question.key, answer.key, text));
                }}
              />
              <OrderControls
                label={answerLabel}
                isFirst={answerIndex === 0}
                isLast={answerIndex === question.answers.length - 1}
                onMove={(delta) => onChange((draft) => moveAnswer(draft, question.key, answer.key, delta))}
                onRemove={() => onChange((draft) => removeAnswer(draft, question.key, answer.key))}
              />
            </Group>
          );
        })}
        {errors?.answers && (
          <Text size="sm" c="red.7" role="alert">
            {errors.answers}
          </Text>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={newAnswer}
          disabled={question.answers.length >= SURVEY_LIMITS.answers}
          style={{ alignSelf: 'flex-start' }}
        >
          Add answer
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="sm" id={titleId}>
            Question {number}
          </Title>
          <OrderControls
            label={label}
            isFirst={index === 0}
            isLast={index === total - 1}
            onMove={(delta) => onChange((draft) => moveQuestion(draft, question.key, delta))}
            onRemove={() => onChange((draft) => removeQuestion(draft, question.key))}
          />
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="Question"
              required
              value={question.text}
              maxLength={SURVEY_LIMITS.questionText}
              autoFocus={question.key === focusKey}
              error={errors?.text}
              onChange={(event) => {
                const text = event.currentTarget.value;
                onChange((draft) => setQuestionText(draft, question.key, text));
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label="Answer type"
              data={KIND_OPTIONS}
              value={question.kind}
              onChange={(event) => {
                const kind = event.currentTarget.value as SurveyQuestionKind;
                onChange((draft) => setQuestionKind(draft, question.key, kind));
              }}
            />
          </Grid.Col>
        </Grid>
        {answers}
      </Stack>
    </Paper>
  );
}
