import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyResults } from '@groundwork/shared/contracts/surveys';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** GET /api/survey/results/?id=&campaign_id=: answers per question, with counts, shares and free text. */
export const getSurveyResults = (
  campaignId: string,
  id: string,
  signal?: AbortSignal,
): Promise<SurveyResults> =>
  apiClient.call(surveyEndpoints.results, { query: { id, campaign_id: campaignId }, signal });

export const surveyResultsQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: surveyKeys.results(campaignId, id),
    queryFn: ({ signal }) => getSurveyResults(campaignId, id, signal),
  });

export const useSurveyResults = (campaignId: string, id: string) =>
  useQuery(surveyResultsQueryOptions(campaignId, id));
