import { Accordion, Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SURVEY_LIMITS } from '@groundwork/shared/contracts/surveys';
import { SurveyAnswerInput } from '../../../components/survey-answer-input';
import { hasAnswers, spokenAnswers, type SurveyAnswers as Answers } from '../../../components/survey-answers';
import { useRecordTextSurvey } from '../api/conversations';
import { useTextSurvey } from '../api/text-survey';

interface SurveyAnswersProps {
  /** The text campaign's survey: the panel shows only when it has one. */
  surveyId: string;
  target: { textCampaignId: string; campaign_id: string; voter_id: string };
}

/**
 * What the voter answered in the conversation, recorded as survey responses and a text touch, with the survey
 * input every channel shares: every chosen answer of a multiple-choice question is kept (decision 0053).
 */
export function SurveyAnswers({ target }: SurveyAnswersProps) {
  const survey = useTextSurvey(target.campaign_id, target.textCampaignId);
  const record = useRecordTextSurvey();
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="survey">
        <Accordion.Control>Record survey answers</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            {survey.isPending && (
              <Skeleton height={96} radius="md" role="status" aria-label="Loading the survey" />
            )}
            {survey.error && (
              <Alert color="yellow" title="The survey could not be loaded">
                {survey.error.message}
              </Alert>
            )}
            <SurveyAnswerInput
              questions={survey.data?.questions ?? []}
              value={answers}
              disabled={record.isPending}
              textMaxLength={SURVEY_LIMITS.spokenAnswer}
              onChange={(next) => {
                setAnswers(next);
                record.reset();
              }}
            />
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
                disabled={!hasAnswers(answers)}
                loading={record.isPending}
                onClick={() => record.mutate({ ...target, survey_responses: spokenAnswers(answers) })}
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
