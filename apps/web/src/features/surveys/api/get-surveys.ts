import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { surveySchema, type Survey } from '@groundwork/shared/contracts/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

const surveyListSchema = z.array(surveySchema);

/** GET /api/survey/all/?campaign_id=: the campaign's surveys, active and archived. */
export const getSurveys = (campaignId: string, signal?: AbortSignal): Promise<Survey[]> =>
  apiClient.request('/survey/all/', {
    query: { campaign_id: campaignId },
    schema: surveyListSchema,
    ...(signal ? { signal } : {}),
  });

export const surveysQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: surveyKeys.list(campaignId),
    queryFn: ({ signal }) => getSurveys(campaignId, signal),
  });

export const useSurveys = (campaignId: string) => useQuery(surveysQueryOptions(campaignId));
