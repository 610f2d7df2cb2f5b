import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walkbookUploadResultSchema } from '@groundwork/shared/contracts/walkbooks';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { walkbookKeys } from '../keys';

export type WalkbookUploadResult = z.infer<typeof walkbookUploadResultSchema>;

export interface UploadWalkbookInput {
  campaignId: string;
  name: string;
  surveyId: string | null;
  file: File;
}

/**
 * POST /api/walkbook/upload/?name=&survey_id=&campaign_id= (multipart CSV): a walkbook of the voters the file
 * names by state voter id; the reply says how many matched and which ids did not.
 */
export const uploadWalkbook = ({
  campaignId,
  name,
  surveyId,
  file,
}: UploadWalkbookInput): Promise<WalkbookUploadResult> => {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.upload('/walkbook/upload/', {
    query: { name, campaign_id: campaignId, ...(surveyId ? { survey_id: surveyId } : {}) },
    form,
    schema: walkbookUploadResultSchema,
  });
};

export const useUploadWalkbook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWalkbook,
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: walkbookKeys.lists(result.walkbook.campaign_id) }),
  });
};
