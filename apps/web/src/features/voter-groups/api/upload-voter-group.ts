import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type UploadProgress } from '../../../lib/api-client';
import { voterGroupKeys } from '../keys';
import { voterGroupReplySchema, type VoterGroupReply } from './voter-group-reply';

/** The spec names the multipart file `voter_file.csv`, whatever the chosen file was called. */
export const VOTER_FILE_NAME = 'voter_file.csv';

export interface UploadVoterGroupInput {
  campaignId: string;
  name: string;
  file: File;
  /** Told as the file's bytes go out. */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/voter-group/upload/?name=&campaign_id= (multipart `voter_file.csv`): a group whose voters are
 * matched by state voter id in the background; it starts Pending (see get-upload-status).
 */
export const uploadVoterGroup = ({
  campaignId,
  name,
  file,
  onProgress,
}: UploadVoterGroupInput): Promise<VoterGroupReply> => {
  const form = new FormData();
  form.append('voter_file', file, VOTER_FILE_NAME);
  return apiClient.upload('/voter-group/upload/', {
    query: { name, campaign_id: campaignId },
    form,
    schema: voterGroupReplySchema,
    onProgress,
  });
};

export const useUploadVoterGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVoterGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(voterGroupKeys.detail(group.campaign_id, group.id), group);
      await queryClient.invalidateQueries({ queryKey: voterGroupKeys.list(group.campaign_id) });
    },
  });
};
