import { useMutation } from '@tanstack/react-query';
import { voterImportUploadSchema } from '@groundwork/shared/contracts/voter-imports';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type VoterImportUpload = z.infer<typeof voterImportUploadSchema>;

export interface UploadVoterFileInput {
  campaignId: string;
  file: File;
}

/** POST /api/district/voter-import/?campaign_id= (multipart): the header, a preview and a proposed mapping. */
export const uploadVoterFile = ({ campaignId, file }: UploadVoterFileInput): Promise<VoterImportUpload> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload('/district/voter-import/', {
    query: { campaign_id: campaignId },
    form,
    schema: voterImportUploadSchema,
  });
};

export const useUploadVoterFile = () => useMutation({ mutationFn: uploadVoterFile });
