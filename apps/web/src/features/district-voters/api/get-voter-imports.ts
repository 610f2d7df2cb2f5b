import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { voterImportSchema, type VoterImport } from '@groundwork/shared/contracts/voter-imports';
import { apiClient } from '../../../lib/api-client';
import { districtVoterKeys } from '../keys';
import { IMPORT_POLL_MS, isImportActive } from './get-voter-import';

/** GET /api/district/voter-import/all/?campaign_id=: the campaign's imports, newest first. */
export const getVoterImports = (campaignId: string, signal?: AbortSignal): Promise<VoterImport[]> =>
  apiClient.request('/district/voter-import/all/', {
    query: { campaign_id: campaignId },
    schema: z.array(voterImportSchema),
    ...(signal ? { signal } : {}),
  });

export const voterImportsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: districtVoterKeys.imports(campaignId),
    queryFn: ({ signal }) => getVoterImports(campaignId, signal),
    refetchInterval: (query) => ((query.state.data ?? []).some(isImportActive) ? IMPORT_POLL_MS * 3 : false),
  });

export const useVoterImports = (campaignId: string) => useQuery(voterImportsQueryOptions(campaignId));
