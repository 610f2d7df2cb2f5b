import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveySchema, type CreateSurveyBody, type Survey } from '@groundwork/shared/contracts/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** POST /api/survey/: the new survey starts is_active. */
export const createSurvey = (input: CreateSurveyBody): Promise<Survey> =>
  apiClient.request('/survey/', { method: 'POST', body: input, schema: surveySchema });

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
