import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { walkbookSummarySchema, type WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';
import { keptWalkbookList } from './walkbook-snapshot';

const listSchema = z.array(walkbookSummarySchema);

/**
 * The walkbooks the user works with: every walkbook of the campaign (GET /api/walkbook/all/) for Managers
 * and Directors, the ones assigned to them (GET /api/walkbook/all-user/) for everyone else.
 */
export const getWalkbooks = (
  campaignId: string,
  scope: 'all' | 'mine',
  includeArchived: boolean,
  signal?: AbortSignal,
): Promise<WalkbookSummary[]> =>
  apiClient.request(scope === 'all' ? '/walkbook/all/' : '/walkbook/all-user/', {
    query: { campaign_id: campaignId, include_archived: includeArchived },
    schema: listSchema,
    ...(signal ? { signal } : {}),
  });

export const walkbooksQueryOptions = (campaignId: string, scope: 'all' | 'mine', includeArchived = false) =>
  queryOptions({
    queryKey: walkbookKeys.list(campaignId, scope, includeArchived),
    queryFn: ({ signal }) =>
      keptWalkbookList(campaignId, `${scope}:${String(includeArchived)}`, () =>
        getWalkbooks(campaignId, scope, includeArchived, signal),
      ),
    networkMode: 'always',
  });

export const useWalkbooks = (campaignId: string, scope: 'all' | 'mine', includeArchived = false) =>
  useQuery(walkbooksQueryOptions(campaignId, scope, includeArchived));
