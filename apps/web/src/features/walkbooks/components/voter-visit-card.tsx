import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DOOR_RESULTS, type DoorResult, type Survey } from '@groundwork/shared/contracts/surveys';
import type { WalkbookVoter } from '@groundwork/shared/contracts/walkbooks';
import { SurveyAnswerInput } from '../../../components/survey-answer-input';
import type { VisitDraft } from './use-door-visits';
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
            <SurveyAnswerInput
              questions={survey.questions}
              value={draft.answers}
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
