import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactHistorySchema } from '@groundwork/shared/contracts/contact-history';
import {
  consentPageSchema,
  contactConsentSchema,
  voterConsentSchema,
  type ConsentContactType,
} from '@groundwork/shared/contracts/consent';
import { apiClient } from '../../../lib/api-client';
import { consentKeys, type ConsentFilters } from '../keys';

export const CONSENT_PAGE_SIZE = 25;

/** GET /api/consent/all/: one page of current states (opted out by default), the latest change first. */
export const useConsentPage = (campaignId: string, filters: ConsentFilters, page: number) =>
  useQuery({
    queryKey: consentKeys.page(campaignId, filters, page),
    queryFn: ({ signal }) =>
      apiClient.request('/consent/all/', {
        query: {
          campaign_id: campaignId,
          skip: (page - 1) * CONSENT_PAGE_SIZE,
          limit: CONSENT_PAGE_SIZE,
          state: filters.state,
          channel: filters.channel ?? undefined,
          search: filters.search.trim() || undefined,
        },
        schema: consentPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/consent/: a voter's state per channel and their history, newest first. */
export const useVoterConsent = (campaignId: string, voterId: string | null) =>
  useQuery({
    queryKey: consentKeys.voter(campaignId, voterId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.request('/consent/', {
        query: { campaign_id: campaignId, voter_id: voterId },
        schema: voterConsentSchema,
        signal,
      }),
    enabled: voterId !== null,
  });

/** GET /api/voter/contact-history/: every door visit and text, call and mail touch, with consent. */
export const useContactHistory = (campaignId: string, voterId: string | null) =>
  useQuery({
    queryKey: consentKeys.history(campaignId, voterId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.request('/voter/contact-history/', {
        query: { campaign_id: campaignId, voter_id: voterId },
        schema: contactHistorySchema,
        signal,
      }),
    enabled: voterId !== null,
  });

/** GET /api/consent/contact/: one contact's history, for a contact no voter is known by. */
export const useContactConsent = (
  campaignId: string,
  contact: { contact_type: ConsentContactType; contact: string } | null,
) =>
  useQuery({
    queryKey: consentKeys.contact(campaignId, contact?.contact_type ?? 'phone', contact?.contact ?? ''),
    queryFn: ({ signal }) =>
      apiClient.request('/consent/contact/', {
        query: { campaign_id: campaignId, contact_type: contact?.contact_type, contact: contact?.contact },
        schema: contactConsentSchema,
        signal,
      }),
    enabled: contact !== null,
  });
