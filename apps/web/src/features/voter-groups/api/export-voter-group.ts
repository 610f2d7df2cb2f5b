import { useMutation } from '@tanstack/react-query';
import type { TableSort } from '../../../components/voter-table/sortable-voter-head';
import { apiClient, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface ExportVoterGroupInput {
  campaignId: string;
  id: string;
  /** The file name when the server does not give one. */
  fallbackName: string;
  /** The table's sort: the file lists the voters in the same order. */
  sort: TableSort;
}

/** GET /api/voter-group/export/?id=&campaign_id=&sort=&order=: the group as CSV, in the table's order. */
export const exportVoterGroup = ({ campaignId, id, sort }: ExportVoterGroupInput): Promise<DownloadedFile> =>
  apiClient.download('/voter-group/export/', {
    query: { id, campaign_id: campaignId, sort: sort.sort, order: sort.order },
  });

export const useExportVoterGroup = () =>
  useMutation({
    mutationFn: exportVoterGroup,
    onSuccess: (file, input) => {
      saveFile(file.blob, file.filename ?? input.fallbackName);
    },
  });
