import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { QUESTION_KIND_LABELS, type QuestionResult } from '@groundwork/shared/contracts/surveys';
import { formatNumber } from '../../../lib/format';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { useSurveyResults } from '../api/get-survey-results';
import { FreeTextAnswers } from './free-text-answers';

/** The charts (and recharts) are their own code chunk. */
const AnswerChart = lazyWithTimeout(() => import('./answer-chart').then((module) => module.AnswerChart));

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
const respondentsText = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'respondent' : 'respondents'}`;

/** "Yes 12 (40%), No 18 (60%)": what the chart shows, for screen readers. */
const chartSummary = (result: QuestionResult) =>
  result.answers.map((a) => `${a.text} ${formatNumber(a.count)} (${percent.format(a.share)})`).join(', ');

interface QuestionResultCardProps {
  result: QuestionResult;
  index: number;
  campaignId: string;
  surveyId: string;
}

function QuestionResultCard({ result, index, campaignId, surveyId }: QuestionResultCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-label={`Question ${String(index + 1)}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={3} fz="sm" miw={0}>
          {index + 1}. {result.text}
        </Title>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {QUESTION_KIND_LABELS[result.kind]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {respondentsText(result.respondents)}
        {result.kind === 'multiple_choice' && ' · voters may choose several answers'}
      </Text>
      {result.free_text ? (
        <FreeTextAnswers campaignId={campaignId} surveyId={surveyId} preview={result.free_text} />
      ) : (
        <>
          <div role="img" aria-label={`${result.text}: ${chartSummary(result)}`}>
            <Suspense fallback={<Skeleton height={result.answers.length * 36 + 24} radius="sm" />}>
              <AnswerChart answers={result.answers} />
            </Suspense>
          </div>
          <Text size="xs" c="dimmed" mt="xs" data-testid="answer-shares">
            {result.answers.map((a) => `${a.text}: ${percent.format(a.share)}`).join(' · ')}
          </Text>
        </>
      )}
    </Card>
  );
}

/** The survey's results: respondents, then each question's answers as bars and shares. */
export function SurveyResults({ campaignId, surveyId }: { campaignId: string; surveyId: string }) {
  const results = useSurveyResults(campaignId, surveyId);
  if (results.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading results">
        <Skeleton height={24} width="30%" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  if (results.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">We could not load the results: {results.error.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  const { respondents, questions } = results.data;
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="respondents">
        {respondentsText(respondents)}
        {respondents === 0 && (
          <Text component="span" c="dimmed" fw={400}>
            {' '}
            — answers recorded at the door will appear here.
          </Text>
        )}
      </Text>
      {questions.map((result, index) => (
        <QuestionResultCard
          key={result.question_id}
          result={result}
          index={index}
          campaignId={campaignId}
          surveyId={surveyId}
        />
      ))}
    </Stack>
  );
}
