import { useInfiniteQuery } from '@tanstack/react-query';
import type { FreeTextPage } from '@groundwork/shared/contracts/surveys';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

export const FREE_TEXT_PAGE_SIZE = 20;

interface FreeTextRequest {
  campaignId: string;
  surveyId: string;
  questionId: string;
}

/** GET /api/survey/results/free-text/: a page of one question's free-text answers, latest first. */
export const getFreeTextAnswers = (
  { campaignId, surveyId, questionId }: FreeTextRequest,
  skip: number,
  signal?: AbortSignal,
): Promise<FreeTextPage> =>
  apiClient.call(surveyEndpoints.freeText, {
    query: {
      id: surveyId,
      campaign_id: campaignId,
      question_id: questionId,
      skip,
      limit: FREE_TEXT_PAGE_SIZE,
    },
    signal,
  });

/** Further pages after the preview the results carry; asked for only when the person wants more. */
export const useMoreFreeTextAnswers = (request: FreeTextRequest, firstSkip: number, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: surveyKeys.freeText(request.campaignId, request.surveyId, request.questionId),
    queryFn: ({ pageParam, signal }) => getFreeTextAnswers(request, pageParam, signal),
    initialPageParam: firstSkip,
    getNextPageParam: (last) => {
      const next = last.skip + last.answers.length;
      return last.answers.length > 0 && next < last.total ? next : undefined;
    },
    enabled,
  });
