import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  recipientPreviewSchema,
  textCampaignMinimalSchema,
  textCampaignSchema,
  updatedRecipientsSchema,
} from '@groundwork/shared/contracts/text-campaigns';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { apiClient } from '../../../lib/api-client';
import { textCampaignKeys } from '../keys';

const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

/** How often live counts and conversations are asked again. */
export const LIVE_POLL_MS = 4_000;

/** GET /api/text-campaign/all/?campaign_id=: every text campaign with its live counts (leads). */
export const textCampaignsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: textCampaignKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/text-campaign/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(textCampaignSchema),
        ...opt(signal),
      }),
  });
export const useTextCampaigns = (campaignId: string) => useQuery(textCampaignsQueryOptions(campaignId));

/** GET /api/text-campaign/all-user/?user_id&campaign_id: the caller's assigned campaigns. */
export const useAssignedTextCampaigns = (campaignId: string, userId: string) =>
  useQuery({
    queryKey: textCampaignKeys.assigned(campaignId, userId),
    queryFn: ({ signal }) =>
      apiClient.request('/text-campaign/all-user/', {
        query: { campaign_id: campaignId, user_id: userId },
        schema: z.array(textCampaignMinimalSchema),
        ...opt(signal),
      }),
  });

/** GET /api/text-campaign/?text_campaign_id&campaign_id: one text campaign. */
export const useTextCampaign = (campaignId: string, id: string) =>
  useQuery({
    queryKey: textCampaignKeys.detail(campaignId, id),
    queryFn: ({ signal }) =>
      apiClient.request('/text-campaign/', {
        query: { campaign_id: campaignId, text_campaign_id: id },
        schema: textCampaignSchema,
        ...opt(signal),
      }),
  });

/**
 * GET /api/text-campaign/updated-recipients/: the live counts, asked again every few seconds while shown
 * (`enabled` false stops it, e.g. for a Completed campaign).
 */
export const useLiveCounts = (campaignId: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: textCampaignKeys.counts(campaignId, id),
    queryFn: ({ signal }) =>
      apiClient.request('/text-campaign/updated-recipients/', {
        query: { campaign_id: campaignId, text_campaign_id: id },
        schema: updatedRecipientsSchema,
        ...opt(signal),
      }),
    enabled,
    refetchInterval: enabled ? LIVE_POLL_MS : false,
  });

/** POST /api/text-campaign/recipients/preview/: the composer's count, what is left out, a sample voter. */
export const useRecipientPreview = (
  campaignId: string,
  voterGroupId: string | null,
  filter: VoterFilter,
  enabled: boolean,
) =>
  useQuery({
    queryKey: textCampaignKeys.preview(campaignId, voterGroupId, filter),
    queryFn: ({ signal }) =>
      apiClient.request('/text-campaign/recipients/preview/', {
        method: 'POST',
        body: { campaign_id: campaignId, voter_group_id: voterGroupId, filter_params: filter },
        schema: recipientPreviewSchema,
        ...opt(signal),
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
