import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconSearch, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CONSENT_CHANNELS,
  CONSENT_CHANNEL_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentChannel,
  type ConsentCurrent,
  type ConsentState,
} from '@groundwork/shared/contracts/consent';
import { formatCount, formatDateTime } from '../../../lib/format';
import { CONSENT_PAGE_SIZE, useConsentPage } from '../api/get-consent';
import { useExportOptOuts } from '../api/manage-consent';
import { NO_FILTERS } from '../keys';
import { AddOptOutModal, OptInModal } from './consent-dialogs';
import { ConsentHistoryDrawer } from './consent-history';

const STATES: { value: ConsentState; label: string }[] = [
  { value: 'opted_out', label: 'Opted out' },
  { value: 'opted_in', label: 'Opted back in' },
  { value: 'all', label: 'All' },
];

function LoadingRows() {
  return (
    <Card withBorder radius="md" role="status" aria-busy="true" aria-label="Loading the opt-outs">
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} justify="space-between" wrap="nowrap" py="sm">
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="20%" />
          <Skeleton height={16} width="35%" />
        </Group>
      ))}
    </Card>
  );
}

/**
 * The consent ledger (decision 0042): current opt-outs of every channel with source, who, when and why;
 * search, channel filter, pages, a history drawer per contact, opt-outs and opt-ins by hand, CSV export.
 */
export function ConsentLedger({ campaignId, canEdit }: { campaignId: string; canEdit: boolean }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [channel, setChannel] = useState<ConsentChannel | null>(null);
  const [state, setState] = useState<ConsentState>(NO_FILTERS.state);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [reversing, setReversing] = useState<ConsentCurrent | null>(null);
  const [viewing, setViewing] = useState<ConsentCurrent | null>(null);
  const filters = { search: debounced, channel, state };
  const list = useConsentPage(campaignId, filters, page);
  const exporting = useExportOptOuts();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / CONSENT_PAGE_SIZE)) : 1;
  const filtered = debounced.trim() !== '' || channel !== null || state !== 'opted_out';
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name, phone or e-mail"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => refilter(setSearch)(event.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Channel"
          placeholder="Every channel"
          data={CONSENT_CHANNELS.map((value) => ({ value, label: CONSENT_CHANNEL_LABELS[value] }))}
          value={channel}
          onChange={(value) => refilter(setChannel)(value as ConsentChannel | null)}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
        <SegmentedControl
          data={STATES}
          value={state}
          onChange={(value) => refilter(setState)(value as ConsentState)}
          aria-label="State"
        />
      </Group>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.data ? formatCount(list.data.total, 'contact') : '\u00a0'}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(campaignId)}
          >
            Export CSV
          </Button>
          {canEdit && (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Add opt-out
            </Button>
          )}
        </Group>
      </Group>
      {exporting.isError && (
        <Alert color="red" role="alert">
          We could not export the opt-outs: {exporting.error.message}
        </Alert>
      )}
      {list.isPending && <LoadingRows />}
      {list.isError && (
        <Alert color="red" role="alert">
          We could not load the opt-outs: {list.error.message}
        </Alert>
      )}
      {list.data?.total === 0 && (
        <Card withBorder radius="lg" py={40}>
          <EmptyState
            icon={<IconShieldOff size={32} />}
            withIndicatorBackground
            title={filtered ? 'Nobody matches these filters' : 'No opt-outs'}
            description={
              filtered
                ? 'Try another name, number or channel, or clear the search.'
                : 'Opt-outs and opt-ins from every channel will appear here.'
            }
            data-testid="empty-state"
          />
        </Card>
      )}
      {list.data && list.data.total > 0 && (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Who and when</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((entry) => (
                  <Table.Tr key={`${entry.channel} ${entry.contact}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {entry.voter_name ?? entry.contact}
                      </Text>
                      {entry.voter_name && (
                        <Text size="xs" c="dimmed">
                          {entry.contact}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={entry.opted_out ? 'red' : 'teal'}>
                        {CONSENT_CHANNEL_LABELS[entry.channel]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{CONSENT_SOURCE_LABELS[entry.source]}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.user_name ?? 'Automatic'}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.created_at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{entry.reason ?? '–'}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="subtle" onClick={() => setViewing(entry)}>
                          History
                        </Button>
                        {canEdit && entry.opted_out && (
                          <Button size="xs" variant="light" onClick={() => setReversing(entry)}>
                            Opt back in
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      <AddOptOutModal campaignId={campaignId} opened={adding} onClose={() => setAdding(false)} />
      <OptInModal campaignId={campaignId} entry={reversing} onClose={() => setReversing(null)} />
      <ConsentHistoryDrawer campaignId={campaignId} entry={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
