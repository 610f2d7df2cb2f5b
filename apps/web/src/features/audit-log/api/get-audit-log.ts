import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLogPageSchema, type AuditLogPage } from '@groundwork/shared/contracts/audit-log';
import { apiClient } from '../../../lib/api-client';
import { auditLogKeys, filterQuery, type AuditLogFilters } from '../keys';

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/audit-log/?campaign_id=&actor=&action=&from=&to=&page=&page_size=: one page, newest first. */
export const getAuditLog = (
  campaignId: string,
  filters: AuditLogFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AuditLogPage> =>
  apiClient.request('/audit-log/', {
    query: { ...filterQuery(campaignId, filters), page, page_size: AUDIT_PAGE_SIZE },
    schema: auditLogPageSchema,
    ...(signal ? { signal } : {}),
  });

export const useAuditLog = (campaignId: string, filters: AuditLogFilters, page: number) =>
  useQuery({
    queryKey: auditLogKeys.page(campaignId, filters, page),
    queryFn: ({ signal }) => getAuditLog(campaignId, filters, page, signal),
    // The page on screen stays while the next one loads (no flash of the loading state when paging).
    placeholderData: keepPreviousData,
  });
