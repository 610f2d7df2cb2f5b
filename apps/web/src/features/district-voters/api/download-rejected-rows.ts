import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface DownloadRejectedRowsInput {
  campaignId: string;
  id: string;
  /** The file name when the server does not give one. */
  fallbackName: string;
}

/** GET /api/district/voter-import/rejected/?id=&campaign_id=: the rejected rows as CSV (line, reason, row). */
export const downloadRejectedRows = ({
  campaignId,
  id,
}: DownloadRejectedRowsInput): Promise<DownloadedFile> =>
  apiClient.download('/district/voter-import/rejected/', { query: { id, campaign_id: campaignId } });

export const useDownloadRejectedRows = () =>
  useMutation({
    mutationFn: downloadRejectedRows,
    onSuccess: (file, input) => {
      saveFile(file.blob, file.filename ?? input.fallbackName);
    },
  });
