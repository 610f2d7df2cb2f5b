import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@groundwork/shared/contracts/endpoint';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** PUT /api/survey/: name and description; the questions only while nobody has answered. */
export const updateSurvey = (body: EndpointBody<typeof surveyEndpoints.update>) =>
  apiClient.call(surveyEndpoints.update, { body });

export const useUpdateSurvey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurvey,
    onSuccess: async (survey) => {
      queryClient.setQueryData(surveyKeys.detail(survey.campaign_id, survey.id), survey);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: surveyKeys.list(survey.campaign_id) }),
        queryClient.invalidateQueries({ queryKey: surveyKeys.results(survey.campaign_id, survey.id) }),
      ]);
    },
  });
};
