import { Alert, Button, Card, EmptyState, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../../lib/format';
import { useExportAuditLog } from '../api/export-audit-log';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import { NO_FILTERS, type AuditLogFilters } from '../keys';
import { AuditLogEntries } from './audit-log-entries';
import { AuditLogFiltersForm } from './audit-log-filters';

interface AuditLogPanelProps {
  campaignId: string;
  /** The campaign's IANA time zone for the times shown (the browser's when not given). */
  timeZone?: string | undefined;
}

function LoadingEntries() {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      role="status"
      aria-busy="true"
      aria-label="Loading the audit log"
    >
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} justify="space-between" wrap="nowrap" py="sm">
          <Skeleton height={16} width="20%" />
          <Skeleton height={16} width="25%" />
          <Skeleton height={16} width="40%" />
        </Group>
      ))}
    </Card>
  );
}

/** The audit tab on /campaign (Managers): who did what, when and from where; filters, pages and CSV export. */
export function AuditLogPanel({ campaignId, timeZone }: AuditLogPanelProps) {
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useAuditLog(campaignId, filters, page);
  const exporting = useExportAuditLog();
  const filtered = filters !== NO_FILTERS;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / AUDIT_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <AuditLogFiltersForm
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {log.data ? formatCount(log.data.total, 'entry', 'entries') : '\u00a0'}
        </Text>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exporting.isPending}
          disabled={log.data?.total === 0}
          onClick={() => exporting.mutate({ campaignId, filters })}
        >
          Export CSV
        </Button>
      </Group>
      {exporting.isError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
        >
          We could not export the audit log: {exporting.error.message}
        </Alert>
      )}
      {log.isPending && <LoadingEntries />}
      {log.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">We could not load the audit log: {log.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void log.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {log.data?.total === 0 && (
        <Card withBorder radius="lg" py={40}>
          <EmptyState
            icon={<IconHistory size={32} />}
            withIndicatorBackground
            title={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
            description={
              filtered
                ? 'Try another actor, action or range of days, or clear the filters.'
                : 'Invitations, removals, campaign edits, voter imports and exports, and deletions will be listed here.'
            }
            data-testid="empty-state"
          />
        </Card>
      )}
      {log.data && log.data.total > 0 && (
        <>
          <AuditLogEntries entries={log.data.entries} timeZone={timeZone} />
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label="Audit log pages"
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
