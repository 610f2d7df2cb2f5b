import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { uploadStatusSchema, type UploadStatus } from '@groundwork/shared/contracts/voter-groups';
import { apiClient } from '../../../lib/api-client';
import { POLL_INTERVAL_MS, voterGroupKeys } from '../keys';

/** Matching has stopped: every count is final. */
export const isUploadSettled = (status: UploadStatus | undefined) =>
  status?.status === 'Done' || status?.status === 'Failed';

/** GET /api/voter-group/upload-status/{id}?campaign_id=: progress of matching an uploaded voter file. */
export const getUploadStatus = (
  campaignId: string,
  id: string,
  signal?: AbortSignal,
): Promise<UploadStatus> =>
  apiClient.request(`/voter-group/upload-status/${encodeURIComponent(id)}`, {
    query: { campaign_id: campaignId },
    schema: uploadStatusSchema,
    ...(signal ? { signal } : {}),
  });

export const uploadStatusQueryOptions = (campaignId: string, id: string) =>
  queryOptions({
    queryKey: voterGroupKeys.uploadStatus(campaignId, id),
    queryFn: ({ signal }) => getUploadStatus(campaignId, id, signal),
    // Asked again until matching is Done or Failed.
    refetchInterval: (query) => (isUploadSettled(query.state.data) ? false : POLL_INTERVAL_MS),
  });

/** The upload's progress, polled until it settles; then the group's list and detail are read again. */
export const useUploadStatus = (campaignId: string, id: string | null) => {
  const queryClient = useQueryClient();
  const status = useQuery({ ...uploadStatusQueryOptions(campaignId, id ?? ''), enabled: id !== null });
  const settled = isUploadSettled(status.data);
  useEffect(() => {
    if (!settled || !status.data) return;
    queryClient.setQueryData(voterGroupKeys.detail(campaignId, status.data.group.id), status.data.group);
    void queryClient.invalidateQueries({ queryKey: voterGroupKeys.list(campaignId) });
  }, [settled, status.data, campaignId, queryClient]);
  return status;
};
