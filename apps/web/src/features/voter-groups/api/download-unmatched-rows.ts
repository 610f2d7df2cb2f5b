import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface DownloadUnmatchedRowsInput {
  campaignId: string;
  id: string;
  /** The file name when the server does not give one. */
  fallbackName: string;
}

/** GET /api/voter-group/upload-unmatched/{id}?campaign_id=: every unmatched row as CSV (line, voter_id). */
export const downloadUnmatchedRows = ({
  campaignId,
  id,
}: DownloadUnmatchedRowsInput): Promise<DownloadedFile> =>
  apiClient.download(`/voter-group/upload-unmatched/${encodeURIComponent(id)}`, {
    query: { campaign_id: campaignId },
  });

export const useDownloadUnmatchedRows = () =>
  useMutation({
    mutationFn: downloadUnmatchedRows,
    onSuccess: (file, input) => {
      saveFile(file.blob, file.filename ?? input.fallbackName);
    },
  });
