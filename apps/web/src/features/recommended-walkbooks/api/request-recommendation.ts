import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recommendationRequestSchema,
  type RecommendationRequest,
  type RequestRecommendationBody,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { apiClient } from '../../../lib/api-client';
import { recommendationKeys } from '../keys';

/** POST /api/recommended-walkbook/request-walkbook-recommendation/: answered in the background. */
export const requestRecommendation = (body: RequestRecommendationBody): Promise<RecommendationRequest> =>
  apiClient.request('/recommended-walkbook/request-walkbook-recommendation/', {
    method: 'POST',
    body,
    schema: recommendationRequestSchema,
  });

export const useRequestRecommendation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRecommendation,
    onSuccess: (request) =>
      queryClient.invalidateQueries({ queryKey: recommendationKeys.requests(request.campaign_id) }),
  });
};
