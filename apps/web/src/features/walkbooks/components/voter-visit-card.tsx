import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DOOR_RESULTS, type DoorResult, type Survey } from '@groundwork/shared/contracts/surveys';
import type { WalkbookVoter } from '@groundwork/shared/contracts/walkbooks';
import type { Answers, VisitDraft } from './use-door-visits';
import classes from './voter-visit-card.module.css';

export const RESULT_LABEL = Object.fromEntries(DOOR_RESULTS.map((r) => [r.value, r.label])) as Record<
  DoorResult,
  string
>;

interface VoterVisitCardProps {
  voter: WalkbookVoter;
  survey: Survey | null;
  /** What was recorded for this voter on this screen. */
  draft: VisitDraft | undefined;
  /** The result is still on this device, not yet on the server. */
  waiting: boolean;
  disabled?: boolean;
  onChoose: (result: DoorResult) => void;
  onEdit: (change: Partial<Pick<VisitDraft, 'notes' | 'answers'>>) => void;
  onSave: () => void;
}

const voterLabel = (voter: WalkbookVoter) =>
  [voter.age === null ? null : String(voter.age), voter.gender, voter.party].filter(Boolean).join(' · ');

/** The survey's questions, each answer a full-width tap target. */
function SurveyQuestions({
  survey,
  answers,
  onChange,
}: {
  survey: Survey;
  answers: Answers;
  onChange: (answers: Answers) => void;
}) {
  const set = (questionId: string, answer: Answers[string]) => onChange({ ...answers, [questionId]: answer });
  return survey.questions.map((question) =>
    question.kind === 'free_text' ? (
      <Textarea
        key={question.id}
        label={question.text}
        rows={2}
        value={answers[question.id]?.text ?? ''}
        onChange={(event) => set(question.id, { text: event.currentTarget.value })}
      />
    ) : question.kind === 'single_choice' ? (
      <Radio.Group
        key={question.id}
        label={question.text}
        value={answers[question.id]?.answer_ids?.[0] ?? null}
        onChange={(id) => set(question.id, { answer_ids: [id] })}
      >
        <Stack gap={6} mt={4}>
          {question.answers.map((answer) => (
            <Radio.Card key={answer.id} value={answer.id} className={classes.option} aria-label={answer.text}>
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                <Text size="sm">{answer.text}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    ) : (
      <Checkbox.Group
        key={question.id}
        label={question.text}
        value={answers[question.id]?.answer_ids ?? []}
        onChange={(ids) => set(question.id, { answer_ids: ids })}
      >
        <Stack gap={6} mt={4}>
          {question.answers.map((answer) => (
            <Checkbox.Card
              key={answer.id}
              value={answer.id}
              className={classes.option}
              aria-label={answer.text}
            >
              <Group gap="sm" wrap="nowrap">
                <Checkbox.Indicator />
                <Text size="sm">{answer.text}</Text>
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
      </Checkbox.Group>
    ),
  );
}

/**
 * One voter at the door: a tap on a result records it (a touch); when they talk, the survey's answers and a
 * note follow with "Save" (or when the canvasser moves on).
 */
export function VoterVisitCard({
  voter,
  survey,
  draft,
  waiting,
  disabled,
  onChoose,
  onEdit,
  onSave,
}: VoterVisitCardProps) {
  const name = `${voter.first_name} ${voter.last_name}`;
  const result = draft?.touch_result ?? null;
  const asks = result === 'contacted' && survey !== null && survey.questions.length > 0;

  return (
    <Paper withBorder radius="md" p="sm" aria-label={name} component="section">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="xs" c="dimmed">
            {voterLabel(voter)}
          </Text>
        </div>
        {voter.last_result && !draft && (
          <Badge color={voter.last_result === 'contacted' ? 'teal' : 'gray'} variant="light">
            Last time: {RESULT_LABEL[voter.last_result]}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={2} spacing={8} role="group" aria-label={`Door result for ${name}`}>
        {DOOR_RESULTS.map((option) => {
          const chosen = option.value === result;
          return (
            <Button
              key={option.value}
              className={classes.result}
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              disabled={disabled}
              leftSection={chosen ? <IconCheck size={16} aria-hidden="true" /> : null}
              onClick={() => onChoose(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </SimpleGrid>
      {draft && (
        <Stack gap="sm" mt="sm">
          {asks && (
            <SurveyQuestions
              survey={survey}
              answers={draft.answers}
              onChange={(answers) => onEdit({ answers })}
            />
          )}
          <Textarea
            label="Notes"
            rows={2}
            value={draft.notes}
            onChange={(event) => onEdit({ notes: event.currentTarget.value })}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {!draft.saved
                ? 'Not saved yet'
                : waiting
                  ? `${RESULT_LABEL[draft.touch_result]}: waiting to sync`
                  : `${RESULT_LABEL[draft.touch_result]} recorded`}
            </Text>
            <Button className={classes.result} onClick={onSave} disabled={draft.saved}>
              {asks ? 'Save answers' : 'Save note'}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
