import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { phoneBankingMinimalSchema } from '@groundwork/shared/contracts/phone-banking';
import {
  callResultSchema,
  nextVoterSchema,
  type CallResultBody,
} from '@groundwork/shared/contracts/call-queue';
import {
  accessTokenSchema,
  acquiredNumberSchema,
  callSessionSchema,
  initiatedCallSchema,
  type CallMode,
} from '@groundwork/shared/contracts/voice';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import { hasErrorCode, isApiError } from '../../../../lib/api-error';
import { apiClient } from '../../../../lib/api-client';
import { callingKeys } from '../keys';

/** Replies this screen does not read. */
const anyReply = z.unknown();

/** Who is calling for which call campaign, in which campaign: every call below needs it. */
export interface CallerScope {
  campaignId: string;
  phoneBankingCampaignId: string;
  userId: string;
}

/** GET /api/phone-banking/all-user/?user_id&campaign_id: the call campaigns the caller is assigned to. */
export const useAssignedCallCampaigns = (campaignId: string, userId: string) =>
  useQuery({
    queryKey: callingKeys.assigned(campaignId, userId),
    queryFn: ({ signal }) =>
      apiClient.request('/phone-banking/all-user/', {
        query: { campaign_id: campaignId, user_id: userId },
        schema: z.array(phoneBankingMinimalSchema),
        signal,
      }),
  });

/**
 * GET /api/phone-banking/{id}/survey?campaign_id: the call campaign's survey, readable by its callers (Staff and
 * Volunteers have no survey:view).
 */
export const useCallSurvey = (campaignId: string, phoneBankingCampaignId: string) =>
  useQuery({
    queryKey: callingKeys.survey(campaignId, phoneBankingCampaignId),
    queryFn: ({ signal }) =>
      apiClient.request(`/phone-banking/${phoneBankingCampaignId}/survey`, {
        query: { campaign_id: campaignId },
        schema: surveySchema.nullable(),
        signal,
      }),
  });

/** POST /api/phone-banking/call/create-session: the caller's sitting, in the browser or on their phone. */
export const createSession = (scope: CallerScope, mode: CallMode, volunteerPhone?: string) =>
  apiClient.request('/phone-banking/call/create-session', {
    method: 'POST',
    body: {
      campaign_id: scope.campaignId,
      phone_banking_campaign_id: scope.phoneBankingCampaignId,
      user_id: scope.userId,
      mode,
      ...(mode === 'phone' ? { volunteer_phone: volunteerPhone } : {}),
    },
    schema: callSessionSchema,
  });

/** POST /api/phone-banking/call/acquire-number: the campaign number the calls go out from. */
export const acquireNumber = (scope: CallerScope) =>
  apiClient.request('/phone-banking/call/acquire-number', {
    method: 'POST',
    body: {
      campaign_id: scope.campaignId,
      phone_banking_campaign_id: scope.phoneBankingCampaignId,
      user_id: scope.userId,
    },
    schema: acquiredNumberSchema,
  });

/** POST /api/phone-banking/call/release-number and /call/end-session: the sitting is over. */
export const endSession = async (campaignId: string, callSessionId: string) => {
  const body = { campaign_id: campaignId, call_session_id: callSessionId };
  await apiClient.request('/phone-banking/call/release-number', { method: 'POST', body, schema: anyReply });
  await apiClient.request('/phone-banking/call/end-session', { method: 'POST', body, schema: anyReply });
};

/** GET /api/phone-banking/access-token/: the browser's calling token, and which device to use. */
export const getAccessToken = (campaignId: string, userId: string) =>
  apiClient.request('/phone-banking/access-token/', {
    query: { campaign_id: campaignId, user_id: userId },
    schema: accessTokenSchema,
  });

/**
 * GET /api/phone-banking/{id}/next-voter: claims the next voter for this caller; a 404 (nobody left, or
 * nobody inside the calling hours now: `QUIET_HOURS_NO_VOTER`) is `{ none: detail, quietHours }`. Other
 * refusals reject with the server's detail.
 */
export const claimNextVoter = async (scope: CallerScope) => {
  try {
    return await apiClient.request(`/phone-banking/${scope.phoneBankingCampaignId}/next-voter`, {
      query: { campaign_id: scope.campaignId, user_id: scope.userId },
      schema: nextVoterSchema,
    });
  } catch (error) {
    if (isApiError(error) && hasErrorCode(error, 'NOT_FOUND', 'QUIET_HOURS_NO_VOTER'))
      return { none: error.detail, quietHours: error.code === 'QUIET_HOURS_NO_VOTER' };
    throw error;
  }
};

/** POST /api/phone-banking/release-uncalled-voter: the voter goes back to the queue, uncalled. */
export const releaseVoter = (scope: CallerScope, voterId: string) =>
  apiClient.request('/phone-banking/release-uncalled-voter', {
    method: 'POST',
    body: {
      campaign_id: scope.campaignId,
      phone_banking_campaign_id: scope.phoneBankingCampaignId,
      voter_id: voterId,
      user_id: scope.userId,
    },
    schema: anyReply,
  });

/** POST /api/phone-banking/{id}/update-call-result: what happened on the call. */
export const saveCallResult = (phoneBankingCampaignId: string, body: CallResultBody) =>
  apiClient.request(`/phone-banking/${phoneBankingCampaignId}/update-call-result`, {
    method: 'POST',
    body,
    schema: callResultSchema,
  });

/** POST /api/phone-banking/{id}/initiate-call: rings the caller's own phone, then bridges the voter. */
export const initiateCall = (
  scope: CallerScope,
  voterId: string,
  volunteerPhone: string,
  callSessionId: string,
) =>
  apiClient.request(`/phone-banking/${scope.phoneBankingCampaignId}/initiate-call`, {
    method: 'POST',
    body: {
      campaign_id: scope.campaignId,
      user_id: scope.userId,
      voter_id: voterId,
      volunteer_phone: volunteerPhone,
      call_session_id: callSessionId,
    },
    schema: initiatedCallSchema,
  });

/** GET /api/voter-tag/all/: the campaign's tag names, offered in the result form (none when not allowed). */
export const useTagNames = (campaignId: string) =>
  useQuery({
    queryKey: callingKeys.tags(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/voter-tag/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(z.object({ name: z.string() })),
        signal,
      }),
    select: (tags) => [...new Set(tags.map((tag) => tag.name))],
    retry: false,
  });
