import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { filterQuery, type AuditLogFilters } from '../keys';

interface ExportAuditLogInput {
  campaignId: string;
  filters: AuditLogFilters;
}

/** GET /api/audit-log/export/?campaign_id=&<the same filters>: the matching entries as CSV. */
export const useExportAuditLog = () =>
  useMutation({
    mutationFn: ({ campaignId, filters }: ExportAuditLogInput) =>
      apiClient.download('/audit-log/export/', { query: filterQuery(campaignId, filters) }),
    onSuccess: (file) => {
      saveFile(file.blob, file.filename ?? 'audit-log.csv');
    },
  });
