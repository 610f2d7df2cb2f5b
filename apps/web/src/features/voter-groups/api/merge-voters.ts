import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeVotersResponseSchema } from '@groundwork/shared/contracts/voter-groups';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { districtVoterKeys } from '../../district-voters';
import { voterGroupKeys } from '../keys';

export type MergeVotersResult = z.infer<typeof mergeVotersResponseSchema>;

export interface MergeVotersInput {
  campaignId: string;
  /** The record kept. */
  keepId: string;
  /** The duplicates merged into it, then deleted. */
  duplicateIds: string[];
}

/** POST /api/voter-group/merge/: duplicate records of one person merged into the first id. */
export const mergeVoters = ({
  campaignId,
  keepId,
  duplicateIds,
}: MergeVotersInput): Promise<MergeVotersResult> =>
  apiClient.request('/voter-group/merge/', {
    method: 'POST',
    body: { campaign_id: campaignId, voter_ids: [keepId, ...duplicateIds] },
    schema: mergeVotersResponseSchema,
  });

/** Groups are recounted and the duplicates are gone: voter groups and district voter pages are read again. */
export const useMergeVoters = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeVoters,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voterGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: districtVoterKeys.all }),
      ]);
    },
  });
};
