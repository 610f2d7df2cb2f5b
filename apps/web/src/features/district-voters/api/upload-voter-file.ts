import { useMutation } from '@tanstack/react-query';
import { voterImportUploadSchema } from '@groundwork/shared/contracts/voter-imports';
import type { z } from 'zod';
import { apiClient, type UploadProgress } from '../../../lib/api-client';

export type VoterImportUpload = z.infer<typeof voterImportUploadSchema>;

export interface UploadVoterFileInput {
  campaignId: string;
  file: File;
  /** Told as the file's bytes go out. */
  onProgress?: (progress: UploadProgress) => void;
  /** Stops the upload (the dialog was closed). */
  signal?: AbortSignal;
}

/** POST /api/district/voter-import/?campaign_id= (multipart): the header, a preview and a proposed mapping. */
export const uploadVoterFile = ({
  campaignId,
  file,
  onProgress,
  signal,
}: UploadVoterFileInput): Promise<VoterImportUpload> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload('/district/voter-import/', {
    query: { campaign_id: campaignId },
    form,
    schema: voterImportUploadSchema,
    onProgress,
    signal,
  });
};

export const useUploadVoterFile = () => useMutation({ mutationFn: uploadVoterFile });
