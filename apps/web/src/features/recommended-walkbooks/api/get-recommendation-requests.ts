import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  recommendationRequestSchema,
  type RecommendationRequest,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { apiClient } from '../../../lib/api-client';
import { POLL_INTERVAL_MS, recommendationKeys } from '../keys';

/** GET /api/recommended-walkbook/recommendation/all/?campaign_id=: the requests, newest first. */
export const getRecommendationRequests = (
  campaignId: string,
  signal?: AbortSignal,
): Promise<RecommendationRequest[]> =>
  apiClient.request('/recommended-walkbook/recommendation/all/', {
    query: { campaign_id: campaignId },
    schema: z.array(recommendationRequestSchema),
    ...(signal ? { signal } : {}),
  });

export const recommendationRequestsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: recommendationKeys.requests(campaignId),
    queryFn: ({ signal }) => getRecommendationRequests(campaignId, signal),
  });

export const useRecommendationRequests = (campaignId: string) =>
  useQuery({
    ...recommendationRequestsQueryOptions(campaignId),
    // Pending requests are answered within seconds: ask again until every one has settled.
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'Pending') ? POLL_INTERVAL_MS : false,
  });
