import { Accordion, Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSurvey } from '../../surveys';
import { useRecordTextSurvey } from '../api/conversations';

interface SurveyAnswersProps {
  surveyId: string;
  target: { textCampaignId: string; campaign_id: string; voter_id: string };
}

/**
 * What the voter answered in the conversation, recorded as survey responses and a text touch: a choice
 * question records the chosen answer's text, a free-text question what was typed.
 */
export function SurveyAnswers({ surveyId, target }: SurveyAnswersProps) {
  const survey = useSurvey(target.campaign_id, surveyId);
  const record = useRecordTextSurvey();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const given = Object.entries(answers).filter(([, answer]) => answer.trim() !== '');
  const set = (questionId: string, answer: string | null) =>
    setAnswers((previous) => ({ ...previous, [questionId]: answer ?? '' }));
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="survey">
        <Accordion.Control>Record survey answers</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            {(survey.data?.questions ?? []).map((question) =>
              question.kind === 'free_text' ? (
                <TextInput
                  key={question.id}
                  label={question.text}
                  maxLength={500}
                  value={answers[question.id] ?? ''}
                  onChange={(event) => set(question.id, event.currentTarget.value)}
                />
              ) : (
                <Select
                  key={question.id}
                  label={question.text}
                  placeholder="No answer"
                  clearable
                  data={question.answers.map((answer) => answer.text)}
                  value={answers[question.id] || null}
                  onChange={(value) => set(question.id, value)}
                />
              ),
            )}
            {record.error && (
              <Alert color="red" role="alert">
                {record.error.message}
              </Alert>
            )}
            {record.isSuccess && (
              <Text size="sm" c="green" role="status">
                Answers recorded.
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={given.length === 0}
                loading={record.isPending}
                onClick={() =>
                  record.mutate({
                    ...target,
                    survey_responses: given.map(([question_id, answer]) => ({ question_id, answer })),
                  })
                }
              >
                Record answers
              </Button>
            </Group>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
