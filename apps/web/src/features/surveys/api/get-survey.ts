import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** GET /api/survey/?id=&campaign_id=: one survey ('Survey not found' otherwise). */
export const getSurvey = (campaignId: string, id: string, signal?: AbortSignal): Promise<Survey> =>
  apiClient.call(surveyEndpoints.get, { query: { id, campaign_id: campaignId }, signal });

export const surveyQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: surveyKeys.detail(campaignId, id),
    queryFn: ({ signal }) => getSurvey(campaignId, id, signal),
  });

export const useSurvey = (campaignId: string, id: string) => useQuery(surveyQueryOptions(campaignId, id));
