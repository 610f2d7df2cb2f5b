import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@groundwork/shared/contracts/endpoint';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** POST /api/survey/: the new survey starts is_active. */
export const createSurvey = (body: EndpointBody<typeof surveyEndpoints.create>) =>
  apiClient.call(surveyEndpoints.create, { body });

export const useCreateSurvey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurvey,
    onSuccess: async (survey) => {
      queryClient.setQueryData(surveyKeys.detail(survey.campaign_id, survey.id), survey);
      await queryClient.invalidateQueries({ queryKey: surveyKeys.list(survey.campaign_id) });
    },
  });
};
