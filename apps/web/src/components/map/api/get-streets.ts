import { queryOptions, useQuery } from '@tanstack/react-query';
import { streetsSummarySchema, type StreetsSummary } from '@groundwork/shared/contracts/streets';
import { apiClient } from '../../../lib/api-client';

export const streetsKeys = {
  all: ['streets'] as const,
  summary: (campaignId: string) => ['streets', 'summary', campaignId] as const,
};

/** Where the last count of a campaign's streets is kept: a map drawn offline knows whether to ask for them. */
const storageKey = (campaignId: string) => `groundwork.streets.${campaignId}`;

/** The count last seen for the campaign, or undefined. */
export const rememberedStreets = (campaignId: string): number | undefined => {
  try {
    const stored = window.localStorage.getItem(storageKey(campaignId));
    return stored === null ? undefined : Number(stored);
  } catch {
    return undefined;
  }
};

/** Keeps the campaign's count on this device (each answer of the server, and a removal). */
export const rememberStreets = (campaignId: string, summary: StreetsSummary): StreetsSummary => {
  try {
    window.localStorage.setItem(storageKey(campaignId), String(summary.streets));
  } catch {
    // not kept: the next map asks again
  }
  return summary;
};

/** GET /api/streets/?campaign_id=: the streets the campaign has loaded (0 and nulls before any). */
export const getStreetsSummary = (campaignId: string, signal?: AbortSignal): Promise<StreetsSummary> =>
  apiClient
    .request('/streets/', {
      query: { campaign_id: campaignId },
      schema: streetsSummarySchema,
      ...(signal ? { signal } : {}),
    })
    .then((summary) => rememberStreets(campaignId, summary));

export const streetsSummaryQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: streetsKeys.summary(campaignId),
    queryFn: ({ signal }) => getStreetsSummary(campaignId, signal),
    staleTime: 5 * 60_000,
    retry: false,
    // Offline the request fails at once and the remembered count decides.
    networkMode: 'always',
  });

export const useStreetsSummary = (campaignId: string, isEnabled = true) =>
  useQuery({ ...streetsSummaryQueryOptions(campaignId), enabled: isEnabled });

/**
 * How many streets the campaign has loaded, for its maps: the last count remembered on this device at once,
 * then the server's; `undefined` while neither is known; `null` when the server cannot say and nothing is
 * remembered (the map tries the served style and falls back to the doors' streets if it cannot draw).
 */
export const useStreetsCount = (campaignId: string | null): number | null | undefined => {
  const query = useQuery({
    ...streetsSummaryQueryOptions(campaignId ?? ''),
    enabled: campaignId !== null,
    placeholderData: () => {
      const count = campaignId === null ? undefined : rememberedStreets(campaignId);
      return count === undefined
        ? undefined
        : { streets: count, bounds: null, source: null, imported_at: null };
    },
  });
  if (query.data) return query.data.streets;
  // A failed request (offline) drops the placeholder: the remembered count still serves.
  if (!query.isError) return undefined;
  return (campaignId === null ? undefined : rememberedStreets(campaignId)) ?? null;
};
