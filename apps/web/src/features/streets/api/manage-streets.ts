import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  streetsImportResponseSchema,
  streetsSummarySchema,
  type StreetsImport,
  type StreetsSummary,
} from '@groundwork/shared/contracts/streets';
import { rememberStreets, streetsKeys } from '../../../components/map/api/get-streets';
import { apiClient, type UploadProgress } from '../../../lib/api-client';

export interface ImportStreetsInput {
  campaignId: string;
  file: File;
  /** Told as the file's bytes go out. */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POST /api/streets/import/ (multipart: `campaign_id`, then `file`, a TIGER/Line roads zip or an OpenStreetMap
 * GeoJSON): the campaign's streets replaced by the file's.
 */
export const importStreets = ({
  campaignId,
  file,
  onProgress,
}: ImportStreetsInput): Promise<StreetsImport> => {
  const form = new FormData();
  // The server checks the campaign before it takes the file: the field goes first.
  form.append('campaign_id', campaignId);
  form.append('file', file, file.name);
  return apiClient.upload('/streets/import/', { form, schema: streetsImportResponseSchema, onProgress });
};

/** DELETE /api/streets/?campaign_id=: the maps go back to drawing the doors' streets. */
export const removeStreets = (campaignId: string): Promise<StreetsSummary> =>
  apiClient
    .request('/streets/', {
      method: 'DELETE',
      query: { campaign_id: campaignId },
      schema: streetsSummarySchema,
    })
    .then((summary) => rememberStreets(campaignId, summary));

export const useImportStreets = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStreets,
    onSuccess: (_, { campaignId }) =>
      queryClient.invalidateQueries({ queryKey: streetsKeys.summary(campaignId) }),
  });
};

export const useRemoveStreets = (campaignId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeStreets(campaignId),
    onSuccess: (summary) => queryClient.setQueryData(streetsKeys.summary(campaignId), summary),
  });
};
