import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { z } from 'zod';
import {
  callStatsSchema,
  phoneBankingCampaignSchema,
  updatedCallRecipientsSchema,
  type UpdatedCallRecipients,
} from '@groundwork/shared/contracts/phone-banking';
import { apiClient } from '../../../lib/api-client';
import { phoneBankingKeys } from '../keys';

/** How often the campaign page asks for the live counts (while the page is visible). */
export const LIVE_POLL_MS = 5_000;
/** How many of the latest results the campaign page lists. */
const RECENT_RESULTS = 10;

/** GET /api/phone-banking/all/?campaign_id=: every call campaign with its counts (Managers and Directors). */
export const phoneBankingListQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: phoneBankingKeys.list(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(phoneBankingCampaignSchema),
        signal,
      }),
  });
export const usePhoneBankingCampaigns = (campaignId: string) =>
  useQuery(phoneBankingListQueryOptions(campaignId));

/** GET /api/phone-banking/?id&campaign_id: one call campaign. */
export const usePhoneBankingCampaign = (campaignId: string, id: string) =>
  useQuery({
    queryKey: phoneBankingKeys.detail(campaignId, id),
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/', {
        query: { id, campaign_id: campaignId },
        schema: phoneBankingCampaignSchema,
        signal,
      }),
  });

export type LiveCallCounts = UpdatedCallRecipients & {
  /** The latest results and claims seen since the page opened, newest first. */
  recent: UpdatedCallRecipients['recipients'];
};

/**
 * GET /api/phone-banking/updated-recipients/: the live counts, per caller too, asked every LIVE_POLL_MS while
 * `enabled` and the page is visible. Each poll passes the previous reply's `as_of` as `last_update_time`, so
 * the recipients it returns are the ones changed since; they are gathered into `recent`.
 */
export const useLiveCallCounts = (campaignId: string, id: string, enabled: boolean) => {
  const since = useRef<string | null>(null);
  const seen = useRef(new Map<string, UpdatedCallRecipients['recipients'][number]>());
  return useQuery({
    queryKey: phoneBankingKeys.counts(campaignId, id),
    queryFn: async ({ signal }): Promise<LiveCallCounts> => {
      const reply = await apiClient.request('/phone-banking/updated-recipients/', {
        query: {
          id,
          campaign_id: campaignId,
          ...(since.current ? { last_update_time: since.current } : {}),
        },
        schema: updatedCallRecipientsSchema,
        signal,
      });
      since.current = reply.as_of;
      // Only a result, a call or a change to a voter already shown is news: activation's snapshot changes every
      // recipient, uncalled. A voter given back after being shown in a call is shown again as back in the queue.
      for (const recipient of reply.recipients)
        if (recipient.last_result !== null || recipient.in_call || seen.current.has(recipient.voter_id))
          seen.current.set(recipient.voter_id, recipient);
      const recent = [...seen.current.values()]
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .slice(0, RECENT_RESULTS);
      return { ...reply, recent };
    },
    enabled,
    refetchInterval: enabled ? LIVE_POLL_MS : false,
  });
};

/** GET /api/phone-banking/stats/?campaign_id=: the dashboard's calls per hour (24 h) and contact rate. */
export const useCallStats = (campaignId: string, enabled = true) =>
  useQuery({
    queryKey: phoneBankingKeys.stats(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/stats/', {
        query: { campaign_id: campaignId },
        schema: callStatsSchema,
        signal,
      }),
    enabled,
  });
