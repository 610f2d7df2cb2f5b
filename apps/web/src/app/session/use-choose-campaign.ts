import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MembershipEntry } from '@groundwork/shared/contracts/users';
import { MESSAGES } from '@groundwork/shared/messages';
import { campaignQueryOptions } from '../../features/campaigns/api/get-campaign';
import { campaignAccountQueryOptions } from '../../features/users/api/get-campaign-account';
import { isAbortError } from '../../lib/api-error';
import { landingPathForTitle } from '../routes/landing-path';
import { useSelectionStore } from './selection-context';

/**
 * Shell §4 picker: choosing a campaign loads it and the membership, stores the membership as the
 * campaign-user context, then opens the dashboard (Manager, Director) or walkbooks (others).
 */
export const useChooseCampaign = () => {
  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (membership: MembershipEntry) => {
    setBusyId(membership.campaign_id);
    setError(null);
    try {
      const [campaignUser] = await Promise.all([
        queryClient.fetchQuery(campaignAccountQueryOptions(membership.campaign_id)),
        queryClient.fetchQuery(campaignQueryOptions(membership.campaign_id)),
      ]);
      await selection.chooseCampaign(campaignUser);
      await navigate(landingPathForTitle(campaignUser.title), { replace: true });
    } catch (failure) {
      if (!isAbortError(failure)) setError(MESSAGES.pickerCampaignFailed);
    } finally {
      setBusyId(null);
    }
  };

  return { choose, busyId, error };
};

/**
 * With nothing chosen yet, the shell works in the user record's default membership (the most recently
 * joined). Storing that choice at once keeps it: otherwise joining another campaign, seen by the 5 s
 * refresh, would silently move the person into it mid-session.
 */
export const usePinDefaultMembership = (campaignId: string, isPinned: boolean) => {
  const selection = useSelectionStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isPinned) return;
    let cancelled = false;
    queryClient
      .fetchQuery(campaignAccountQueryOptions(campaignId))
      .then((campaignUser) => (cancelled ? undefined : selection.chooseCampaign(campaignUser)))
      .catch(() => undefined); // not pinned this time: the next render tries again
    return () => {
      cancelled = true;
    };
  }, [campaignId, isPinned, queryClient, selection]);
};
