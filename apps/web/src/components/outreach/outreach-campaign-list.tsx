import { Alert, Anchor, Card, EmptyState, Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { OutreachStatusBadge, type OutreachStatus } from './outreach-status-badge';

interface OutreachCampaignRow {
  id: string;
  name: string;
  status: OutreachStatus;
  /** The assigned members (texters, callers). */
  user_ids: string[];
}

/** A column of the channel's own, after name, status and members. */
export interface OutreachColumn<T> {
  header: string;
  cell: (campaign: T) => ReactNode;
}

interface OutreachCampaignListProps<T extends OutreachCampaignRow> {
  /** The list's query: its rows once loaded, or why not. */
  list: { data?: T[] | undefined; error: Error | null };
  /** The campaigns' name in the plural, lower case: "text campaigns", "phone banks". */
  noun: string;
  /** The header of the members column: "Texters", "Callers". */
  membersLabel: string;
  columns: OutreachColumn<T>[];
  minWidth: number;
  empty: { icon: ReactNode; description: string };
  campaignPath: (id: string) => string;
  addAction: ReactNode;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every outreach campaign of one channel with its status, members and the channel's counts. */
export function OutreachCampaignList<T extends OutreachCampaignRow>({
  list,
  noun,
  membersLabel,
  columns,
  minWidth,
  empty,
  campaignPath,
  addAction,
}: OutreachCampaignListProps<T>) {
  if (list.error)
    return (
      <Alert color="red" role="alert" title={`We could not load the ${noun}`}>
        {list.error.message}
      </Alert>
    );
  if (!list.data)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={`Loading ${noun}`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={40} radius="sm" />
        ))}
      </Stack>
    );
  if (list.data.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={empty.icon}
          withIndicatorBackground
          title={`No ${noun} yet`}
          description={empty.description}
          data-testid="empty-state"
        >
          {addAction}
        </EmptyState>
      </Card>
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={capitalize(noun)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>{membersLabel}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
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
                <OutreachStatusBadge status={campaign.status} />
              </Table.Td>
              <Table.Td>{formatNumber(campaign.user_ids.length)}</Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(campaign)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
