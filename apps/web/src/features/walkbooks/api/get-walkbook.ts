import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import { walkbookSchema, type Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';
import { keptWalkbookPart } from './walkbook-snapshot';

/** GET /api/walkbook/?id=&campaign_id=: the walkbook with its doors and their latest results. */
export const getWalkbook = (campaignId: string, id: string, signal?: AbortSignal): Promise<Walkbook> =>
  apiClient.request('/walkbook/', {
    query: { id, campaign_id: campaignId },
    schema: walkbookSchema,
    ...(signal ? { signal } : {}),
  });

/** Read through the copy kept on the phone (decision 0049): asked even offline, answered from the copy then. */
export const walkbookQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: walkbookKeys.detail(campaignId, id),
    queryFn: ({ signal }) =>
      keptWalkbookPart(campaignId, id, 'walkbook', () => getWalkbook(campaignId, id, signal)),
    networkMode: 'always',
  });

export const useWalkbook = (campaignId: string, id: string) => useQuery(walkbookQueryOptions(campaignId, id));

/** GET /api/walkbook/survey/{id}?campaign_id=: the survey canvassers ask (null when none). */
export const walkbookSurveyQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: walkbookKeys.survey(campaignId, id),
    queryFn: ({ signal }) =>
      keptWalkbookPart(campaignId, id, 'survey', () =>
        apiClient.request(`/walkbook/survey/${id}`, {
          query: { campaign_id: campaignId },
          schema: surveySchema.nullable(),
          signal,
        }),
      ),
    networkMode: 'always',
  });

export const useWalkbookSurvey = (campaignId: string, id: string) =>
  useQuery(walkbookSurveyQueryOptions(campaignId, id));
