import type { AuditAction } from '@groundwork/shared/contracts/audit-log';

/** The audit tab's filters as the form keeps them: dates are whole days (YYYY-MM-DD) in the browser's zone. */
export interface AuditLogFilters {
  actor: string;
  action: AuditAction | null;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: AuditLogFilters = { actor: '', action: null, fromDay: '', toDay: '' };

/** The filters as the API's query: the day range becomes [start of `fromDay`, start of the day after `toDay`). */
export const filterQuery = (campaignId: string, filters: AuditLogFilters) => {
  const startOf = (day: string, plusDays = 0) => {
    const date = new Date(`${day}T00:00:00`);
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    campaign_id: campaignId,
    ...(filters.actor.trim() ? { actor: filters.actor.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.fromDay ? { from: startOf(filters.fromDay) } : {}),
    ...(filters.toDay ? { to: startOf(filters.toDay, 1) } : {}),
  };
};

/** Query keys of the audit-log feature. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (campaignId: string, filters: AuditLogFilters, page: number) =>
    [...auditLogKeys.all, campaignId, filters, page] as const,
};
