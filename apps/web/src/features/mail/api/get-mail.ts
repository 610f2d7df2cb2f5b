import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  mailCountsSchema,
  mailDropSchema,
  mailerSchema,
  mailRatesSchema,
  type MailerSize,
} from '@groundwork/shared/contracts/mail';
import { apiClient } from '../../../lib/api-client';
import { mailKeys } from '../keys';

const opt = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/mail/all/: the campaign's mailers (shell §4: Managers and Directors load them with the session). */
export const getMailers = (campaignId: string, signal?: AbortSignal) =>
  apiClient.request('/mail/all/', {
    query: { campaign_id: campaignId },
    schema: z.array(mailerSchema),
    ...opt(signal),
  });

export const mailersQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: mailKeys.mailers(campaignId),
    queryFn: ({ signal }) => getMailers(campaignId, signal),
  });
export const useMailers = (campaignId: string) => useQuery(mailersQueryOptions(campaignId));

/** GET /api/mail/: one mailer. */
export const useMailer = (campaignId: string, id: string) =>
  useQuery({
    queryKey: mailKeys.mailer(campaignId, id),
    queryFn: ({ signal }) =>
      apiClient.request('/mail/', {
        query: { id, campaign_id: campaignId },
        schema: mailerSchema,
        ...opt(signal),
      }),
  });

/** GET /api/mail/mailer-campaign/all/: every mail drop of the campaign with its counts and cost. */
export const useMailDrops = (campaignId: string) =>
  useQuery({
    queryKey: mailKeys.drops(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/mail/mailer-campaign/all/', {
        query: { campaign_id: campaignId },
        schema: z.array(mailDropSchema),
        ...opt(signal),
      }),
  });

/** GET /api/mail/mailer-campaign/: one mail drop with its export history. */
export const useMailDrop = (campaignId: string, id: string) =>
  useQuery({
    queryKey: mailKeys.drop(campaignId, id),
    queryFn: ({ signal }) =>
      apiClient.request('/mail/mailer-campaign/', {
        query: { id, campaign_id: campaignId },
        schema: mailDropSchema,
        ...opt(signal),
      }),
  });

/**
 * GET /api/mail/mailer-campaign/estimate/: voters, pieces (households), suppressions and cost of sending to a
 * group at a size, before anything is saved. The last answer stays shown while the next one loads.
 */
export const useMailEstimate = (campaignId: string, voterGroupId: string | null, size: MailerSize | null) =>
  useQuery({
    queryKey: mailKeys.estimate(campaignId, voterGroupId ?? '', size ?? ''),
    enabled: voterGroupId !== null && size !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient.request('/mail/mailer-campaign/estimate/', {
        query: { campaign_id: campaignId, voter_group_id: voterGroupId, mailer_size: size },
        schema: mailCountsSchema,
        ...opt(signal),
      }),
  });

/** GET /api/mail/rates/: print and postage per piece and size, in cents. */
export const useMailRates = (campaignId: string) =>
  useQuery({
    queryKey: mailKeys.rates(campaignId),
    queryFn: ({ signal }) =>
      apiClient.request('/mail/rates/', {
        query: { campaign_id: campaignId },
        schema: mailRatesSchema,
        ...opt(signal),
      }),
  });
