import { useQuery } from '@tanstack/react-query';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';

/**
 * GET /api/text-campaign/{id}/survey: the text campaign's survey, read as its texter (a Volunteer has no
 * survey:view); null when it has none.
 */
export const useTextSurvey = (campaignId: string, textCampaignId: string) =>
  useQuery({
    queryKey: textCampaignKeys.survey(campaignId, textCampaignId),
    queryFn: ({ signal }) =>
      apiClient.request(`/text-campaign/${textCampaignId}/survey`, {
        query: { campaign_id: campaignId },
        schema: surveySchema.nullable(),
        signal,
      }),
  });
