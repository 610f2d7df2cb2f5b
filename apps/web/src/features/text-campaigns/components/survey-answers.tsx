import { Accordion, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SURVEY_LIMITS } from '@groundwork/shared/contracts/surveys';
import { SurveyAnswerInput } from '../../../components/survey-answer-input';
import { hasAnswers, spokenAnswers, type SurveyAnswers as Answers } from '../../../components/survey-answers';
import { useSurvey } from '../../surveys';
import { useRecordTextSurvey } from '../api/conversations';

interface SurveyAnswersProps {
  surveyId: string;
  target: { textCampaignId: string; campaign_id: string; voter_id: string };
}

/**
 * What the voter answered in the conversation, recorded as survey responses and a text touch, with the survey
 * input every channel shares: every chosen answer of a multiple-choice question is kept (decision 0053).
 */
export function SurveyAnswers({ surveyId, target }: SurveyAnswersProps) {
  const survey = useSurvey(target.campaign_id, surveyId);
  const record = useRecordTextSurvey();
  const [answers, setAnswers] = useState<Answers>({});
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="survey">
        <Accordion.Control>Record survey answers</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
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
