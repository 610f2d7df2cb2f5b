import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveySchema, type Survey, type UpdateSurveyBody } from '@groundwork/shared/contracts/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** PUT /api/survey/: name and description; the questions only while nobody has answered. */
export const updateSurvey = (input: UpdateSurveyBody): Promise<Survey> =>
  apiClient.request('/survey/', { method: 'PUT', body: input, schema: surveySchema });

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
