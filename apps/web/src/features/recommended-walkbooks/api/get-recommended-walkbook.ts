import { useQuery } from '@tanstack/react-query';
import {
  recommendedWalkbookDetailSchema,
  type RecommendedWalkbookDetail,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { apiClient } from '../../../lib/api-client';
import { recommendationKeys } from '../keys';

/** GET /api/recommended-walkbook/?id=&campaign_id=: a recommended walkbook with its doors. */
export const getRecommendedWalkbook = (
  campaignId: string,
  id: string,
  signal?: AbortSignal,
): Promise<RecommendedWalkbookDetail> =>
  apiClient.request('/recommended-walkbook/', {
    query: { id, campaign_id: campaignId },
    schema: recommendedWalkbookDetailSchema,
    ...(signal ? { signal } : {}),
  });

export const useRecommendedWalkbook = (campaignId: string, id: string) =>
  useQuery({
    queryKey: recommendationKeys.walkbook(campaignId, id),
    queryFn: ({ signal }) => getRecommendedWalkbook(campaignId, id, signal),
  });
