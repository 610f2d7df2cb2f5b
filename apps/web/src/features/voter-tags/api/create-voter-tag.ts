import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  voterTagSchema,
  type createVoterTagBodySchema,
  type VoterTag,
} from '@groundwork/shared/contracts/voter-tags';
import { apiClient } from '../../../lib/api-client';
import { voterTagKeys } from '../keys';

export type CreateVoterTagInput = z.input<typeof createVoterTagBodySchema>;

/** POST /api/voter-tag/: a new tag (names are unique in the campaign, whatever their case). */
export const createVoterTag = (input: CreateVoterTagInput): Promise<VoterTag> =>
  apiClient.request('/voter-tag/', { method: 'POST', body: input, schema: voterTagSchema });

export const useCreateVoterTag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoterTag,
    onSuccess: (tag) => queryClient.invalidateQueries({ queryKey: voterTagKeys.list(tag.campaign_id) }),
  });
};
