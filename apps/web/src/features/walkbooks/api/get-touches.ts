import { useQuery } from '@tanstack/react-query';
import { touchDataSchema, weekTouchesSchema, type Week } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';

/** GET /api/walkbook/touches/{week}/: the campaign's touches of the current or previous week. */
export const useWeekTouches = (campaignId: string, week: Week, enabled = true) =>
  useQuery({
    queryKey: walkbookKeys.week(campaignId, week),
    queryFn: ({ signal }) =>
      apiClient.request(`/walkbook/touches/${week}/`, {
        query: { campaign_id: campaignId }, // counted in the campaign's time zone (decision 0035)
        schema: weekTouchesSchema,
        signal,
      }),
    enabled,
  });

/** GET /api/walkbook/touch-data/: progress per walkbook, touches per day and per canvasser. */
export const useTouchData = (campaignId: string, walkbookId?: string) =>
  useQuery({
    queryKey: walkbookKeys.touchData(campaignId, walkbookId),
    queryFn: ({ signal }) =>
      apiClient.request('/walkbook/touch-data/', {
        query: { campaign_id: campaignId, walkbook_id: walkbookId },
        schema: touchDataSchema,
        signal,
      }),
  });
