import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** GET /api/survey/all/?campaign_id=: the campaign's surveys, active and archived. */
export const getSurveys = (campaignId: string, signal?: AbortSignal): Promise<Survey[]> =>
  apiClient.call(surveyEndpoints.list, { query: { campaign_id: campaignId }, signal });

export const surveysQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: surveyKeys.list(campaignId),
    queryFn: ({ signal }) => getSurveys(campaignId, signal),
  });

export const useSurveys = (campaignId: string) => useQuery(surveysQueryOptions(campaignId));
