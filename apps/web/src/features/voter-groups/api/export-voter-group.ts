import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../../../lib/api-client';

export interface ExportVoterGroupInput {
  campaignId: string;
  id: string;
  /** The file name when the server does not give one. */
  fallbackName: string;
}

/** GET /api/voter-group/export/?id=&campaign_id=: the group as CSV, fetched with the bearer token. */
export const exportVoterGroup = ({ campaignId, id }: ExportVoterGroupInput): Promise<DownloadedFile> =>
  apiClient.download('/voter-group/export/', { query: { id, campaign_id: campaignId } });

/** Hands a fetched file to the browser as a download. */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it is released.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
};

export const useExportVoterGroup = () =>
  useMutation({
    mutationFn: exportVoterGroup,
    onSuccess: (file, input) => {
      saveFile(file.blob, file.filename ?? input.fallbackName);
    },
  });
