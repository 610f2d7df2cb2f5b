import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAILER_SIZE_LABELS, type MailDrop } from '@groundwork/shared/contracts/mail';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useMailDrop } from '../api/get-mail';
import { useDownloadVendorFile, useUpdateMailDrop } from '../api/manage-mail';
import { formatCents, formatDropDate } from '../format';
import { MailDropForm } from './mail-drop-form';
import { MailDropStatusActions, MailDropStatusBadge } from './mail-drop-status';
import { MailLoading } from './mail-loading';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`figure-${label}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Card>
  );
}

function ExportHistory({ drop }: { drop: MailDrop }) {
  if (drop.exports.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The vendor file has not been downloaded yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label="Vendor file downloads" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Who</Table.Th>
            <Table.Th>When</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drop.exports.map((entry) => (
            <Table.Tr key={`${entry.at}-${entry.user_id ?? ''}`}>
              <Table.Td>{entry.name}</Table.Td>
              <Table.Td>{formatDateTime(entry.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EditDrop({
  drop,
  groups,
  onDone,
}: {
  drop: MailDrop;
  groups: readonly VoterGroup[];
  onDone: () => void;
}) {
  const update = useUpdateMailDrop();
  return (
    <MailDropForm
      campaignId={drop.campaign_id}
      mailerId={drop.mailer_id}
      groups={groups}
      initial={{
        name: drop.name,
        voter_group_id: drop.voter_group_id,
        mailer_size: drop.mailer_size,
        scheduled_date: drop.scheduled_date ?? '',
      }}
      submitLabel="Save changes"
      isPending={update.isPending}
      error={update.error}
      errorTitle="The changes were not saved"
      onSubmit={(values) =>
        update.mutate({ id: drop.id, campaign_id: drop.campaign_id, ...values }, { onSuccess: onDone })
      }
      onCancel={onDone}
    />
  );
}

/**
 * /mailer-campaign/id/{id}: the drop's counts (live until mailed), its status and the moves it allows, its
 * edit form while Draft, the print vendor's file and who downloaded it when.
 */
export function MailDropDetail({
  campaignId,
  id,
  groups,
  canEdit,
  mailerPath,
}: {
  campaignId: string;
  id: string;
  groups: readonly VoterGroup[];
  canEdit: boolean;
  mailerPath: (id: string) => string;
}) {
  const drop = useMailDrop(campaignId, id);
  const download = useDownloadVendorFile();
  const [isEditing, setEditing] = useState(false);
  if (drop.error)
    return (
      <Alert color="red" role="alert" title="We could not load the mail drop">
        {drop.error.message}
      </Alert>
    );
  if (!drop.data) return <MailLoading height={240} />;
  const data = drop.data;
  if (isEditing && data.status === 'Draft')
    return <EditDrop drop={data} groups={groups} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Group gap="xs">
                <Title order={2} size="h3">
                  {data.name}
                </Title>
                <MailDropStatusBadge status={data.status} />
              </Group>
              <Text size="sm" c="dimmed">
                <Anchor component={Link} to={mailerPath(data.mailer_id)}>
                  {data.mailer_name}
                </Anchor>{' '}
                to {data.voter_group_name} · {MAILER_SIZE_LABELS[data.mailer_size]} ·{' '}
                {data.scheduled_date ? `drop date ${formatDropDate(data.scheduled_date)}` : 'no drop date'}
                {data.mailed_at ? ` · mailed ${formatDateTime(data.mailed_at)}` : ''}
              </Text>
            </div>
            {canEdit && data.status === 'Draft' && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
          </Group>
          {canEdit && <MailDropStatusActions drop={data} />}
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Voters" value={formatNumber(data.voters)} />
        <Figure label="Pieces" value={formatNumber(data.pieces)} />
        <Figure label="Suppressed" value={formatNumber(data.suppressed)} />
        <Figure label="Cost" value={formatCents(data.cost)} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {data.status === 'Mailed'
          ? 'Counted when it was mailed.'
          : 'Counted now: the group and the opt-outs may still change.'}
      </Text>
      <Card withBorder radius="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4">
              Print vendor file
            </Title>
            {canEdit && data.status !== 'Cancelled' && (
              <Button
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                loading={download.isPending}
                onClick={() => download.mutate({ campaignId, id: data.id, name: data.name })}
              >
                Download vendor file
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            One row per piece: the addressee, the address lines, city, state and ZIP, as a CSV for the
            printer.
          </Text>
          {download.error && (
            <Alert color="red" role="alert" variant="light">
              {download.error.message}
            </Alert>
          )}
          <ExportHistory drop={data} />
        </Stack>
      </Card>
    </Stack>
  );
}
