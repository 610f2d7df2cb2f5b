import { useQuery } from '@tanstack/react-query';
import {
  recommendationRequestDetailSchema,
  type RecommendationRequestDetail,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { apiClient } from '../../../lib/api-client';
import { POLL_INTERVAL_MS, recommendationKeys } from '../keys';

/** GET /api/recommended-walkbook/recommendation/?id=&campaign_id=: a request and its walkbooks, ranked. */
export const getRecommendationRequest = (
  campaignId: string,
  id: string,
  signal?: AbortSignal,
): Promise<RecommendationRequestDetail> =>
  apiClient.request('/recommended-walkbook/recommendation/', {
    query: { id, campaign_id: campaignId },
    schema: recommendationRequestDetailSchema,
    ...(signal ? { signal } : {}),
  });

export const useRecommendationRequest = (campaignId: string, id: string) =>
  useQuery({
    queryKey: recommendationKeys.request(campaignId, id),
    queryFn: ({ signal }) => getRecommendationRequest(campaignId, id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? POLL_INTERVAL_MS : false),
  });
