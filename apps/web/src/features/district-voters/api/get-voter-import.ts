import { queryOptions, useQuery } from '@tanstack/react-query';
import { voterImportSchema, type VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { apiClient } from '../../../lib/api-client';
import { districtVoterKeys } from '../keys';

/** How often a queued or running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const isImportActive = (entry: VoterImport | undefined): boolean =>
  entry?.status === 'queued' || entry?.status === 'running';

/** GET /api/district/voter-import/?id=&campaign_id=: one import with its progress. */
export const getVoterImport = (campaignId: string, id: string, signal?: AbortSignal): Promise<VoterImport> =>
  apiClient.request('/district/voter-import/', {
    query: { id, campaign_id: campaignId },
    schema: voterImportSchema,
    ...(signal ? { signal } : {}),
  });

export const voterImportQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: districtVoterKeys.importDetail(campaignId, id),
    queryFn: ({ signal }) => getVoterImport(campaignId, id, signal),
    // Polled while queued or running; a finished import does not change.
    refetchInterval: (query) => (isImportActive(query.state.data) ? IMPORT_POLL_MS : false),
  });

export const useVoterImport = (campaignId: string, id: string) =>
  useQuery(voterImportQueryOptions(campaignId, id));
