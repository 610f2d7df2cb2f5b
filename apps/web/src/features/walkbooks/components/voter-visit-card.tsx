import { Badge, Button, Checkbox, Chip, Group, Paper, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DOOR_RESULTS, type DoorResult, type Survey } from '@groundwork/shared/contracts/surveys';
import type { WalkbookVoter } from '@groundwork/shared/contracts/walkbooks';
import { useRecordVisit } from '../api/record-visit';

export const RESULT_LABEL = Object.fromEntries(DOOR_RESULTS.map((r) => [r.value, r.label])) as Record<
  DoorResult,
  string
>;

type Answers = Record<string, { answer_ids?: string[]; text?: string }>;

interface VoterVisitCardProps {
  campaignId: string;
  walkbookId: string;
  voter: WalkbookVoter;
  survey: Survey | null;
  disabled?: boolean;
}

const voterLabel = (voter: WalkbookVoter) =>
  [voter.age === null ? null : String(voter.age), voter.gender, voter.party].filter(Boolean).join(' · ');

/** One voter at the door: tap a result, answer the survey when they talk, add a note, save (a touch). */
export function VoterVisitCard({ campaignId, walkbookId, voter, survey, disabled }: VoterVisitCardProps) {
  const [result, setResult] = useState<DoorResult | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [notes, setNotes] = useState('');
  const record = useRecordVisit(campaignId, walkbookId);
  const name = `${voter.first_name} ${voter.last_name}`;
  const isEditing = result !== null;

  const save = () => {
    if (!result) return;
    record.mutate(
      {
        id: walkbookId,
        campaign_id: campaignId,
        voter_id: voter.id,
        touch_result: result,
        notes: notes.trim() || null,
        survey_responses:
          result === 'contacted'
            ? Object.entries(answers).map(([question_id, answer]) => ({ question_id, ...answer }))
            : [],
      },
      {
        onSuccess: () => {
          setResult(null);
          setAnswers({});
          setNotes('');
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" aria-label={name} component="section">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="xs" c="dimmed">
            {voterLabel(voter)}
          </Text>
        </div>
        {voter.last_result && (
          <Badge color={voter.last_result === 'contacted' ? 'teal' : 'gray'} variant="light">
            {RESULT_LABEL[voter.last_result]}
          </Badge>
        )}
      </Group>
      <Chip.Group multiple={false} value={result} onChange={(value) => setResult(value as DoorResult)}>
        <Group gap={6} role="group" aria-label={`Door result for ${name}`}>
          {DOOR_RESULTS.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" disabled={disabled}>
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {isEditing && (
        <Stack gap="sm" mt="sm">
          {result === 'contacted' &&
            survey?.questions.map((question) =>
              question.kind === 'free_text' ? (
                <Textarea
                  key={question.id}
                  label={question.text}
                  rows={2}
                  value={answers[question.id]?.text ?? ''}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setAnswers((a) => ({ ...a, [question.id]: { text } }));
                  }}
                />
              ) : question.kind === 'single_choice' ? (
                <Radio.Group
                  key={question.id}
                  label={question.text}
                  value={answers[question.id]?.answer_ids?.[0] ?? null}
                  onChange={(id) => setAnswers((a) => ({ ...a, [question.id]: { answer_ids: [id] } }))}
                >
                  <Stack gap={6} mt={4}>
                    {question.answers.map((answer) => (
                      <Radio key={answer.id} value={answer.id} label={answer.text} />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : (
                <Checkbox.Group
                  key={question.id}
                  label={question.text}
                  value={answers[question.id]?.answer_ids ?? []}
                  onChange={(ids) => setAnswers((a) => ({ ...a, [question.id]: { answer_ids: ids } }))}
                >
                  <Stack gap={6} mt={4}>
                    {question.answers.map((answer) => (
                      <Checkbox key={answer.id} value={answer.id} label={answer.text} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              ),
            )}
          <Textarea
            label="Notes"
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          {record.error && (
            <Text size="sm" c="red" role="alert">
              {record.error.message}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="sm" onClick={() => setResult(null)}>
              Cancel
            </Button>
            <Button size="sm" onClick={save} loading={record.isPending}>
              Save {RESULT_LABEL[result]}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
