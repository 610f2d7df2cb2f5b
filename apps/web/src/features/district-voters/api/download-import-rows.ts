import { useMutation } from '@tanstack/react-query';
import { apiClient, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { importRowsFileName, type ImportRowsKind } from '../utils/describe-import';

export interface DownloadImportRowsInput {
  campaignId: string;
  id: string;
  /** The import's file name (the download's name when the server does not give one). */
  fileName: string;
}

/**
 * GET /api/district/voter-import/rejected/?id=&campaign_id= (line, reason, row) or
 * GET /api/district/voter-import/warnings/?id=&campaign_id= (line, voter_id, field, value, warning), as CSV.
 */
export const downloadImportRows = (
  kind: ImportRowsKind,
  { campaignId, id }: DownloadImportRowsInput,
): Promise<DownloadedFile> =>
  apiClient.download(`/district/voter-import/${kind}/`, { query: { id, campaign_id: campaignId } });

/** Downloads an import's rejected rows or warnings and saves the file. */
export const useDownloadImportRows = (kind: ImportRowsKind) =>
  useMutation({
    mutationFn: (input: DownloadImportRowsInput) => downloadImportRows(kind, input),
    onSuccess: (file, input) => {
      saveFile(file.blob, file.filename ?? importRowsFileName(input.fileName, kind));
    },
  });
