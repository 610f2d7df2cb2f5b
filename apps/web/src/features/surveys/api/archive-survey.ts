import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointQuery } from '@groundwork/shared/contracts/endpoint';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** PUT /api/survey/archive/?survey_id=&campaign_id=: out of the pickers; its results stay readable. */
export const archiveSurvey = (query: EndpointQuery<typeof surveyEndpoints.archive>) =>
  apiClient.call(surveyEndpoints.archive, { query });

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
