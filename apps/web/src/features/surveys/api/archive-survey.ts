import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveySchema, type Survey } from '@groundwork/shared/contracts/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

export interface ArchiveSurveyInput {
  campaignId: string;
  id: string;
}

/** PUT /api/survey/archive/?survey_id=&campaign_id=: out of the pickers; its results stay readable. */
export const archiveSurvey = ({ campaignId, id }: ArchiveSurveyInput): Promise<Survey> =>
  apiClient.request('/survey/archive/', {
    method: 'PUT',
    query: { survey_id: id, campaign_id: campaignId },
    schema: surveySchema,
  });

export const useArchiveSurvey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveSurvey,
    onSuccess: async (survey) => {
      queryClient.setQueryData(surveyKeys.detail(survey.campaign_id, survey.id), survey);
      await queryClient.invalidateQueries({ queryKey: surveyKeys.list(survey.campaign_id) });
    },
  });
};
