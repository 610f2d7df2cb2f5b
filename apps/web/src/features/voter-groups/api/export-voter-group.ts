import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface ExportVoterGroupInput {
  campaignId: string;
  id: string;
  /** The file name when the server does not give one. */
  fallbackName: string;
}

/** GET /api/voter-group/export/?id=&campaign_id=: the group as CSV, fetched with the bearer token. */
export const exportVoterGroup = ({ campaignId, id }: ExportVoterGroupInput): Promise<DownloadedFile> =>
  apiClient.download('/voter-group/export/', { query: { id, campaign_id: campaignId } });

export const useExportVoterGroup = () =>
  useMutation({
    mutationFn: exportVoterGroup,
    onSuccess: (file, input) => {
      saveFile(file.blob, file.filename ?? input.fallbackName);
    },
  });
