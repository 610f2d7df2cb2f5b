import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FreeTextPage } from '@groundwork/shared/contracts/surveys';
import { isAbortError } from '../../../lib/api-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useMoreFreeTextAnswers } from '../api/get-free-text-answers';

interface FreeTextAnswersProps {
  campaignId: string;
  surveyId: string;
  /** The first answers, as the results carry them. */
  preview: FreeTextPage;
}

/** What voters said in their own words, latest first; more on request. */
export function FreeTextAnswers({ campaignId, surveyId, preview }: FreeTextAnswersProps) {
  const [wantsMore, setWantsMore] = useState(false);
  const more = useMoreFreeTextAnswers(
    { campaignId, surveyId, questionId: preview.question_id },
    preview.answers.length,
    wantsMore,
  );
  const answers = [...preview.answers, ...(more.data?.pages.flatMap((page) => page.answers) ?? [])];
  const hasMore = wantsMore ? more.hasNextPage : preview.total > preview.answers.length;

  if (preview.total === 0)
    return (
      <Text size="sm" c="dimmed">
        No answers yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Free-text answers">
        {answers.map((answer, index) => (
          <li key={`${answer.voter_id}-${String(index)}`}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              “{answer.text}”
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(answer.created_at)}
            </Text>
          </li>
        ))}
      </Stack>
      {more.error && !isAbortError(more.error) && (
        <Alert color="red" variant="light" role="alert">
          {more.error.message}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Showing {formatNumber(answers.length)} of {formatNumber(preview.total)}
      </Text>
      {hasMore && (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={more.isFetching}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            if (wantsMore) void more.fetchNextPage();
            else setWantsMore(true);
          }}
        >
          Show more answers
        </Button>
      )}
    </Stack>
  );
}
