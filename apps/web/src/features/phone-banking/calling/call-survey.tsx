import { Alert, Card, Skeleton, Text } from '@mantine/core';
import { SURVEY_LIMITS } from '@groundwork/shared/contracts/surveys';
import { SurveyAnswerInput } from '../../../components/survey-answer-input';
import type { SurveyAnswers } from '../../../components/survey-answers';
import { useCallSurvey } from './api/calling-api';

interface CallSurveyProps {
  campaignId: string;
  phoneBankingCampaignId: string;
  draft: SurveyAnswers;
  disabled?: boolean;
  onChange: (draft: SurveyAnswers) => void;
}

/**
 * The call campaign's survey (read through the call campaign, as callers may), asked while the voter is on
 * the line and kept after the call until the result is saved (docs/decisions/0061).
 */
export function CallSurvey({
  campaignId,
  phoneBankingCampaignId,
  draft,
  disabled = false,
  onChange,
}: CallSurveyProps) {
  const survey = useCallSurvey(campaignId, phoneBankingCampaignId);
  if (survey.error)
    return (
      <Alert color="yellow" title="The survey could not be loaded">
        {survey.error.message}
      </Alert>
    );
  if (survey.data === null) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Survey">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
        Survey
      </Text>
      {survey.data ? (
        <SurveyAnswerInput
          questions={survey.data.questions}
          value={draft}
          disabled={disabled}
          onChange={onChange}
          textMaxLength={SURVEY_LIMITS.spokenAnswer}
        />
      ) : (
        <Skeleton height={120} radius="md" role="status" aria-label="Loading the survey" />
      )}
    </Card>
  );
}
