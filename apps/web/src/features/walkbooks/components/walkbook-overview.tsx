import { BarChart } from '../../../components/charts/bar-chart';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import type { Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatNumber } from '../../../lib/format';
import { useCampaignMembers } from '../../campaigns';
import { useTouchData } from '../api/get-touches';
import { useArchiveWalkbook, useAssignWalkbook } from '../api/manage-walkbook';

const percent = (value: number) => `${String(Math.round(value * 100))}%`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** For Managers and Directors: the walkbook's progress, touches by day and canvasser, assignees, archive, print. */
export function WalkbookOverview({ walkbook }: { walkbook: Walkbook }) {
  const campaignId = walkbook.campaign_id;
  const data = useTouchData(campaignId, walkbook.id);
  const members = useCampaignMembers(campaignId);
  const assign = useAssignWalkbook();
  const archive = useArchiveWalkbook();
  const [assignees, setAssignees] = useState(walkbook.assignees.map((a) => a.user_id));
  const [confirming, confirm] = useDisclosure(false);
  const row = data.data?.walkbooks[0];
  const p = walkbook.progress;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Doors knocked" value={`${formatNumber(p.doors_visited)} / ${formatNumber(p.doors)}`} />
        <Stat
          label="Voters reached"
          value={`${formatNumber(p.voters_visited)} / ${formatNumber(p.voters)}`}
        />
        <Stat label="Touches" value={formatNumber(p.touches)} />
        <Stat label="Contact rate" value={row ? percent(row.contact_rate) : '–'} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          Touches, last 14 days
        </Title>
        {data.data ? (
          <BarChart
            h={200}
            data={data.data.by_day.map((d) => ({
              day: d.date.slice(5),
              Touches: d.touches,
              Contacts: d.contacts,
            }))}
            dataKey="day"
            series={[
              { name: 'Touches', color: 'blue.6' },
              { name: 'Contacts', color: 'teal.6' },
            ]}
          />
        ) : (
          <Skeleton h={200} />
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h5" mb="sm">
          By canvasser
        </Title>
        {data.data?.by_canvasser.length === 0 ? (
          <Text size="sm" c="dimmed">
            No doors knocked yet.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Canvasser</Table.Th>
                <Table.Th ta="right">Doors</Table.Th>
                <Table.Th ta="right">Touches</Table.Th>
                <Table.Th ta="right">Contacts</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data?.by_canvasser.map((c) => (
                <Table.Tr key={c.user_id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.doors)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.touches)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(c.contacts)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm">
          <MultiSelect
            label="Assigned to"
            placeholder="Pick canvassers"
            searchable
            style={{ flex: 1, minWidth: 220 }}
            data={(members.data ?? []).map((m) => ({
              value: m.user_id,
              label: `${m.first} ${m.last} (${m.title})`,
            }))}
            value={assignees}
            onChange={setAssignees}
          />
          <Button
            loading={assign.isPending}
            onClick={() =>
              assign.mutate(
                { id: walkbook.id, campaign_id: campaignId, user_ids: assignees },
                { onSuccess: () => notifications.show({ color: 'teal', message: 'Assignees saved' }) },
              )
            }
          >
            Save assignees
          </Button>
        </Group>
      </Paper>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden="true" />}
          onClick={() => window.print()}
        >
          Print walk sheet
        </Button>
        {walkbook.status === 'active' && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconArchive size={16} aria-hidden="true" />}
            onClick={confirm.open}
          >
            Archive
          </Button>
        )}
      </Group>
      <ConfirmModal
        title="Archive this walkbook?"
        opened={confirming}
        onClose={() => {
          archive.reset();
          confirm.close();
        }}
        onConfirm={() =>
          archive.mutate({ id: walkbook.id, campaign_id: campaignId }, { onSuccess: confirm.close })
        }
        confirmLabel="Archive walkbook"
        isPending={archive.isPending}
        error={archive.error}
      >
        Canvassers will no longer see “{walkbook.name}” or record visits in it. Its touches and survey answers
        are kept.
      </ConfirmModal>
    </Stack>
  );
}
