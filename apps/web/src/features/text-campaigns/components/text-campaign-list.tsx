import { Alert, Anchor, Card, EmptyState, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useTextCampaigns } from '../api/get-text-campaigns';
import { countsSummary } from './live-counts';
import { TextCampaignStatusBadge } from './text-campaign-status-badge';

/** /texting: every text campaign with its status, texters and live counts. */
export function TextCampaignList({
  campaignId,
  campaignPath,
  addAction,
}: {
  campaignId: string;
  campaignPath: (id: string) => string;
  addAction: ReactNode;
}) {
  const list = useTextCampaigns(campaignId);
  if (list.error)
    return (
      <Alert color="red" role="alert" title="We could not load the text campaigns">
        {list.error.message}
      </Alert>
    );
  if (!list.data)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading text campaigns">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} radius="sm" />
        ))}
      </Stack>
    );
  if (list.data.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<IconMessages size={32} />}
          withIndicatorBackground
          title="No text campaigns yet"
          description="Write a message to a voter group, assign texters, and each of them sends it one voter at a time."
          data-testid="empty-state"
        >
          {addAction}
        </EmptyState>
      </Card>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Text campaigns">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Texters</Table.Th>
            <Table.Th>Recipients</Table.Th>
            <Table.Th>Progress</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <Anchor component={Link} to={campaignPath(campaign.id)} fw={600}>
                  {campaign.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <TextCampaignStatusBadge status={campaign.status} />
              </Table.Td>
              <Table.Td>{formatNumber(campaign.user_ids.length)}</Table.Td>
              <Table.Td>{formatNumber(campaign.counts.recipients)}</Table.Td>
              <Table.Td>
                <Text size="sm">{countsSummary(campaign.counts)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
